/// Which view classes override `draw(_:)`, as found at their first display.
@MainActor
enum ViewDrawingRegistry {
    private static var draws: [ObjectIdentifier: Bool] = [ObjectIdentifier(UIView.self): false,
                                                          ObjectIdentifier(UIWindow.self): false,
                                                          ObjectIdentifier(UIImageView.self): false]
    /// Set by `UIView.draw(_:)`'s default implementation.
    static var defaultDrawReached = false

    /// True unless the class is known not to draw.
    static func mayDraw(_ type: UIView.Type) -> Bool {
        draws[ObjectIdentifier(type)] ?? true
    }

    static func isKnown(_ type: UIView.Type) -> Bool {
        draws[ObjectIdentifier(type)] != nil
    }

    static func record(_ type: UIView.Type, draws value: Bool) {
        let key = ObjectIdentifier(type)
        // "Draws" is final: a later empty drawing does not undo it.
        if draws[key] == true { return }
        draws[key] = value
    }
}
