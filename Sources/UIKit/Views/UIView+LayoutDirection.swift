extension UIView {
    /// The layout direction for arranging the view's immediate content: its own
    /// `semanticContentAttribute` applied to the application's direction. UIKit: "you can't
    /// assume that the value propagates through the view's subtree" — it does not here.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttributeStorage,
                                          relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction for a semantic content attribute in the application's language.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    /// The direction for an attribute relative to another direction.
    public static func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        case .unspecified: return layoutDirection
        }
    }
}
