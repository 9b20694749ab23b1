/// The source of a page view controller's pages (UIKit): asked for the page before and
/// after a page as the person turns pages; a scrolling page view controller whose data
/// source gives a count shows a page control.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots in the page control (UIKit: no page control without it).
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { UIPageViewController.noPresentationCount }
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}
