/// Highlights the view's shape under the pointer (UIKit, iOS 17).
public struct UIHoverHighlightEffect: UIHoverEffect {
    public init() {}
}
