extension UIScrollView: UIFocusItemScrollableContainer {
    /// UIKit (iOS 12): the size of the visible content area, the bounds' size.
    public var visibleSize: CGSize { bounds.size }
}
