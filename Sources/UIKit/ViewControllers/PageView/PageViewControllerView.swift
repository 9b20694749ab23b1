/// A page view controller's root view: lays out the pages (and the page control) on every
/// layout pass.
@MainActor
final class PageViewControllerView: UIView {
    weak var controller: UIPageViewController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutContainer()
    }
}
