/// Lifts the view under the pointer (UIKit, iOS 17). OpenUIKit shows it as the highlight.
public final class UIHoverLiftEffect: NSObject, UIHoverEffect, @unchecked Sendable {
    public static func effect() -> UIHoverLiftEffect { UIHoverLiftEffect() }
}
