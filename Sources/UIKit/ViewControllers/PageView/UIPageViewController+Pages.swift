@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UIPageViewController {
    /// One page; two for a page curl with a middle spine.
    var requiredPageCount: Int { transitionStyle == .pageCurl && spineLocation == .mid ? 2 : 1 }

    func _setViewControllers(_ controllers: [UIViewController], direction: NavigationDirection, animated: Bool,
                             completion: ((Bool) -> Void)?) {
        guard controllers.count == requiredPageCount else {
            // UIKit raises NSInvalidArgumentException with this message.
            FrameworkLog.log("UIPageViewController.setViewControllers(_:direction:animated:completion:): The number of view controllers provided (\(controllers.count)) doesn't match the number required (\(requiredPageCount)) for the requested transition; ignored")
            return
        }
        if controllers.count == 2, controllers[0] === controllers[1] {
            FrameworkLog.log("UIPageViewController.setViewControllers(_:direction:animated:completion:): the same view controller cannot be two pages; ignored")
            return
        }
        finishTurnsInProgress()
        let old = pages
        let visible = isViewLoaded && viewStorage?.window != nil
        guard animated, visible, !old.isEmpty, !zip(old, controllers).allSatisfy({ $0 === $1 }) else {
            replacePages(with: controllers)
            completion?(true)
            return
        }
        if transitionStyle == .scroll {
            scrollToPages(controllers, direction: direction, completion: completion)
        } else {
            fadeToPages(controllers, completion: completion)
        }
    }

    /// Shows `controllers` at once in place of the pages (and any neighbor views).
    func replacePages(with controllers: [UIViewController]) {
        for neighbor in installedNeighbors where !controllers.contains(where: { $0 === neighbor }) { uninstall(neighbor) }
        installedNeighbors.removeAll()
        for page in pages where !controllers.contains(where: { $0 === page }) { uninstall(page) }
        pages = controllers
        for page in controllers { installPage(page) }
        neighborBefore = nil
        neighborAfter = nil
        neighborsNeedUpdate = true
        updatePageControl()
        viewIfLoaded?.setNeedsLayout()
        viewIfLoaded?.layoutIfNeeded()
    }

    /// Makes `page` a child and puts its view in place (once the view is loaded).
    func installPage(_ page: UIViewController) {
        if page.parentStorage !== self {
            if let navigation = page.parentStorage as? UINavigationController { navigation.forget(page) }
            addChild(page)
            page.didMove(toParent: self)
        }
        guard let container = viewStorage else { return }
        let host: UIView = scrollViewStorage ?? container
        if page.view.superview !== host { host.addSubview(page.view) }
    }

    func uninstall(_ page: UIViewController) {
        guard page.parentStorage === self else { return }
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    // MARK: Layout

    /// The page control's height at the bottom (0 without one).
    var pageControlHeight: CGFloat {
        guard let control = pageControlStorage, !control.isHidden else { return 0 }
        return control.sizeThatFits(viewStorage?.bounds.size ?? .zero).height
    }

    /// The rectangle the pages fill: the view above the page control.
    var pageArea: CGRect {
        guard let view = viewStorage else { return .zero }
        var area = view.bounds
        let controlHeight = pageControlHeight
        if controlHeight > 0 { area.size.height = max(0, area.height - controlHeight - view.safeAreaInsets.bottom) }
        return area
    }

    func layoutContainer() {
        guard let view = viewStorage else { return }
        if neighborsNeedUpdate, transitionStyle == .scroll, pendingPage == nil, programmaticTurn == nil { updateNeighbors() }
        updatePageControl()
        if let control = pageControlStorage, !control.isHidden {
            let height = pageControlHeight
            control.frame = CGRect(x: view.bounds.minX, y: view.bounds.maxY - view.safeAreaInsets.bottom - height,
                                   width: view.bounds.width, height: height)
        }
        if transitionStyle == .scroll {
            layoutScrollView()
        } else {
            layoutCurlPages()
        }
    }

    // MARK: The page control

    /// UIKit: a scrolling page view controller shows a page control when its data source
    /// gives a presentation count (and index).
    func updatePageControl() {
        guard transitionStyle == .scroll, let view = viewStorage else { return }
        let count = dataSource?.presentationCount(for: self) ?? Self.noPresentationCount
        guard count >= 0 else {
            pageControlStorage?.isHidden = true
            return
        }
        let control: UIPageControl
        if let existing = pageControlStorage {
            control = existing
        } else {
            control = UIPageControl()
            control.isUserInteractionEnabled = false
            pageControlStorage = control
            view.addSubview(control)
        }
        control.isHidden = false
        control.numberOfPages = count
        let index = dataSource?.presentationIndex(for: self) ?? 0
        control.currentPage = max(0, min(index, max(0, count - 1)))
        view.bringSubviewToFront(control)
    }
}
