@_spi(UIKit) import QuartzCore

/// Whether a view's layer answers action look-ups by UIKit's rule alone: `NSNull` from the
/// view outside animation blocks, so no implicit animation. True when neither the view's class
/// nor the layer's can have overridden the look-up (`action(for:forKey:)`,
/// `action(forKey:)`): classes defined in UIKit or QuartzCore, which override neither. The
/// layer then skips the search for changes made outside animation blocks (see
/// `CALayer.beginAnimatableChange`); a class of any other module is asked every time.
@MainActor
enum ViewLayerActionRule {
    /// Answers per class, asked once per view made.
    private static var frameworkClasses: [ObjectIdentifier: Bool] = [:]

    static func isUIKits(view viewClass: UIView.Type, layer layerClass: CALayer.Type) -> Bool {
        (viewClass == UIView.self || isFrameworkClass(viewClass))
            && (layerClass == CALayer.self || isFrameworkClass(layerClass))
    }

    private static func isFrameworkClass(_ type: AnyClass) -> Bool {
        let key = ObjectIdentifier(type)
        if let known = frameworkClasses[key] { return known }
        // The qualified name starts with the module that defines the class (a nested or
        // private class's too); Swift has no run-time query for overrides.
        let name = _typeName(type, qualified: true)
        let known = name.hasPrefix("UIKit.") || name.hasPrefix("QuartzCore.")
        frameworkClasses[key] = known
        return known
    }
}
