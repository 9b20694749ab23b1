/// Highlights the view's shape under the pointer (UIKit, iOS 17).
public final class UIHoverHighlightEffect: NSObject, UIHoverEffect, @unchecked Sendable {
    public static func effect() -> UIHoverHighlightEffect { UIHoverHighlightEffect() }
}
