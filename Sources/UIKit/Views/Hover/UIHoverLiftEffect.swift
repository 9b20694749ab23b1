/// Lifts the view under the pointer (UIKit, iOS 17). OpenUIKit shows it as the highlight.
public struct UIHoverLiftEffect: UIHoverEffect {
    public init() {}
}
