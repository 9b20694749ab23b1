import XCTest
import UIKit
import UIKitTesting

/// A data source over a fixed list of pages that records what it is asked.
@MainActor
final class PageSource: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    var asked: [String] = []

    init(count: Int) {
        pages = (0..<count).map { index in
            let page = UIViewController()
            page.title = "\(index)"
            return page
        }
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        asked.append("before \(viewController.title ?? "?")")
        guard let index = pages.firstIndex(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        asked.append("after \(viewController.title ?? "?")")
        guard let index = pages.firstIndex(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// A data source that also gives the page control's count and index.
@MainActor
final class CountingPageSource: NSObject, UIPageViewControllerDataSource {
    let source: PageSource
    weak var pageViewController: UIPageViewController?

    init(count: Int) { source = PageSource(count: count) }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        source.pageViewController(pageViewController, viewControllerBefore: viewController)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        source.pageViewController(pageViewController, viewControllerAfter: viewController)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { source.pages.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap { source.pages.firstIndex(of: $0) } ?? 0
    }
}

@MainActor
final class PageDelegateRecorder: NSObject, UIPageViewControllerDelegate {
    var calls: [String] = []

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        calls.append("willTransitionTo \(pendingViewControllers.map { $0.title ?? "?" })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        calls.append("didFinish \(finished) from \(previousViewControllers.map { $0.title ?? "?" }) completed \(completed)")
    }
}

@MainActor
enum PageFixtures {
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A quick horizontal flick of `distance` points (negative: to the left) at height `y`.
    static func flick(_ input: InputSimulator, by distance: CGFloat, from x: CGFloat = 200, y: CGFloat = 400) {
        var position = x
        input.touchDown(1, at: CGPoint(x: position, y: y))
        for _ in 0..<12 {
            input.advance(by: 0.005)
            position += distance / 12
            input.touchMove(1, to: CGPoint(x: position, y: y))
        }
        input.touchUp(1, at: CGPoint(x: position, y: y))
    }
}
