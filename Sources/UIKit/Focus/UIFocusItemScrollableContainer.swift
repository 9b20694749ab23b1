/// A focus item container that scrolls (UIKit, iOS 12): the focus engine moves
/// `contentOffset` to keep the focused item in view. Scroll views, and so table, collection
/// and text views, adopt it.
@preconcurrency @MainActor
public protocol UIFocusItemScrollableContainer: UIFocusItemContainer {
    var contentOffset: CGPoint { get set }
    var contentSize: CGSize { get }
    /// The size of the part of the content shown.
    var visibleSize: CGSize { get }
}
