import Foundation

/// iOS 26: marks a view floating over a scroll view's edge (a custom bar) so that the scroll
/// view's edge effect shows under it. Stored only: OpenUIKit draws no edge effects.
@preconcurrency @MainActor
open class UIScrollEdgeElementContainerInteraction: NSObject, UIInteraction {
    /// The scroll view whose edge effect shows under the view.
    open weak var scrollView: UIScrollView?
    /// The edge of `scrollView` the view floats over (`.top` by default; assumed).
    open var edge: UIRectEdge = .top

    public private(set) weak var view: UIView?

    public override init() {
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
