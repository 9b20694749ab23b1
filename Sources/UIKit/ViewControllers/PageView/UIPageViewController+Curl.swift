import Foundation

// The page-curl style, without the curl: the shown pages fill the view (two halves with a
// middle spine) and a turn fades the new pages in over the old ones.
extension UIPageViewController {
    func layoutCurlPages() {
        let area = pageArea
        let count = CGFloat(max(1, pages.count))
        for (index, page) in pages.enumerated() {
            guard let pageView = page.viewIfLoaded, pageView.superview === viewStorage else { continue }
            if isHorizontal {
                let width = area.width / count
                pageView.frame = CGRect(x: area.minX + CGFloat(index) * width, y: area.minY, width: width, height: area.height)
            } else {
                let height = area.height / count
                pageView.frame = CGRect(x: area.minX, y: area.minY + CGFloat(index) * height, width: area.width, height: height)
            }
        }
    }

    /// Fades `controllers` in over the shown pages; `done` runs at the end.
    func fadeToPages(_ controllers: [UIViewController], completion: ((Bool) -> Void)?, done: (() -> Void)? = nil) {
        let old = pages
        curlTurnInProgress = true
        pages = controllers
        for page in controllers { installPage(page) }
        layoutCurlPages()
        for page in controllers { page.view.alpha = 0 }
        UIView.animate(withDuration: Self.fadeDuration, animations: {
            for page in controllers { page.view.alpha = 1 }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for page in old where !controllers.contains(where: { $0 === page }) { self.uninstall(page) }
            self.curlTurnInProgress = false
            completion?(finished)
            done?()
        })
    }

    /// The pages before or after the shown ones, from the data source (nil when it has
    /// none to give).
    func curlNeighbors(_ direction: NavigationDirection) -> [UIViewController]? {
        guard let dataSource, !pages.isEmpty else { return nil }
        var found: [UIViewController] = []
        var anchor = direction == .forward ? pages[pages.count - 1] : pages[0]
        for _ in 0..<requiredPageCount {
            let next = direction == .forward
                ? dataSource.pageViewController(self, viewControllerAfter: anchor)
                : dataSource.pageViewController(self, viewControllerBefore: anchor)
            guard let next, !pages.contains(where: { $0 === next }), !found.contains(where: { $0 === next }) else { return nil }
            found.append(next)
            anchor = next
        }
        return direction == .forward ? found : found.reversed()
    }

    /// A turn by a person: the delegate hears it begin and end.
    func turnPage(_ direction: NavigationDirection) {
        guard !curlTurnInProgress, let next = curlNeighbors(direction) else { return }
        let previous = pages
        delegate?.pageViewController(self, willTransitionTo: next)
        fadeToPages(next, completion: nil) { [weak self] in
            guard let self else { return }
            self.delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
        }
    }

    /// UIKit's two recognizers: a pan along the navigation axis and a tap near an edge.
    func makeCurlRecognizers() -> [UIGestureRecognizer] {
        let pan = UIPanGestureRecognizer()
        pan.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended, let pan = recognizer as? UIPanGestureRecognizer, let view = self.viewStorage else { return }
            let translation = pan.translation(in: view)
            let distance = self.isHorizontal ? translation.x : translation.y
            // Ours: a pan of 30 points turns the page (dragging toward the spine goes forward).
            guard abs(distance) >= 30 else { return }
            let forward = distance < 0
            let rtl = self.isHorizontal && view.effectiveUserInterfaceLayoutDirection == .rightToLeft
            self.turnPage(forward != rtl ? .forward : .reverse)
        }
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        tap.addAction { [weak self] recognizer in
            guard let self, let view = self.viewStorage else { return }
            let location = recognizer.location(in: view)
            let length = self.isHorizontal ? view.bounds.width : view.bounds.height
            let position = self.isHorizontal ? location.x - view.bounds.minX : location.y - view.bounds.minY
            // Ours: the outer fifth of each end turns the page.
            let zone = length / 5
            var direction: NavigationDirection?
            if position >= length - zone { direction = .forward } else if position <= zone { direction = .reverse }
            guard var direction else { return }
            if self.isHorizontal, view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                direction = direction == .forward ? .reverse : .forward
            }
            self.turnPage(direction)
        }
        return [pan, tap]
    }
}
