@_spi(Platform) import QuartzCore

/// Which view classes override `draw(_:)`, as found at their first display (one per process:
/// `FrameworkEnvironment.viewDrawing`).
@MainActor
final class ViewDrawingRegistry {
    private var draws: [ObjectIdentifier: Bool] = [ObjectIdentifier(UIView.self): false,
                                                   ObjectIdentifier(UIWindow.self): false,
                                                   ObjectIdentifier(UIImageView.self): false]
    /// Set by `UIView.draw(_:)`'s default implementation.
    var defaultDrawReached = false

    init() {}

    private static var shared: ViewDrawingRegistry { FrameworkEnvironment.viewDrawing }

    /// Set by `UIView.draw(_:)`'s default implementation.
    static var defaultDrawReached: Bool {
        get { shared.defaultDrawReached }
        set { shared.defaultDrawReached = newValue }
    }

    /// True unless the class is known not to draw.
    static func mayDraw(_ type: UIView.Type) -> Bool {
        shared.draws[ObjectIdentifier(type)] ?? true
    }

    static func isKnown(_ type: UIView.Type) -> Bool {
        shared.draws[ObjectIdentifier(type)] != nil
    }

    static func record(_ type: UIView.Type, draws value: Bool) {
        let registry = shared
        let key = ObjectIdentifier(type)
        // "Draws" is final: a later empty drawing does not undo it.
        if registry.draws[key] == true { return }
        registry.draws[key] = value
    }
}
