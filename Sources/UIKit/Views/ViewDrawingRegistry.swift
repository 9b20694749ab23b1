@_spi(Platform) import QuartzCore

/// Which view classes override `draw(_:)`, as found at their first display (one per process:
/// `FrameworkEnvironment.viewDrawing`).
@MainActor
final class ViewDrawingRegistry {
    private var draws: [ObjectIdentifier: Bool] = [ObjectIdentifier(UIView.self): false,
                                                   ObjectIdentifier(UIWindow.self): false,
                                                   ObjectIdentifier(UIImageView.self): false]
    /// Classes outside UIKit recorded as not drawing from a drawing that reached the default
    /// and painted nothing: an override that calls `super` may paint with other traits.
    private var paintedNothing: Set<ObjectIdentifier> = []
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

    /// Whether the class was recorded as not drawing only because its drawing painted nothing
    /// (with the traits of that time).
    static func mayPaintWithOtherTraits(_ type: UIView.Type) -> Bool {
        shared.paintedNothing.contains(ObjectIdentifier(type))
    }

    static func record(_ type: UIView.Type, draws value: Bool) {
        let registry = shared
        let key = ObjectIdentifier(type)
        // "Draws" is final: a later empty drawing does not undo it.
        if registry.draws[key] == true { return }
        registry.draws[key] = value
        if value {
            registry.paintedNothing.remove(key)
        } else if !String(reflecting: type).hasPrefix("UIKit.") {
            registry.paintedNothing.insert(key)
        }
    }
}
