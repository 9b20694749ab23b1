@_spi(Diagnostics) import CoreGraphics
import Foundation

// The scroll style: a paging scroll view with a slot for the page before the shown one, the
// shown page, and the page after it. Neighbors are asked of the data source when the shown
// page changes; their views go in when they start to show.
extension UIPageViewController {
    var isHorizontal: Bool { navigationOrientation == .horizontal }

    /// The distance from one page to the next: a page and the inter-page spacing.
    var pageStride: CGFloat {
        let area = pageArea
        return (isHorizontal ? area.width : area.height) + interPageSpacingStorage
    }

    /// The slots in order: the page before (if any), the shown page, the page after.
    var slots: [UIViewController] {
        guard let page = pages.first else { return [] }
        return [neighborBefore, page, neighborAfter].compactMap { $0 }
    }

    var shownSlotIndex: Int { neighborBefore == nil ? 0 : 1 }

    func updateNeighbors() {
        neighborsNeedUpdate = false
        guard let page = pages.first, let dataSource else {
            neighborBefore = nil
            neighborAfter = nil
            return
        }
        neighborBefore = validNeighbor(dataSource.pageViewController(self, viewControllerBefore: page), of: page)
        neighborAfter = validNeighbor(dataSource.pageViewController(self, viewControllerAfter: page), of: page)
        if neighborBefore != nil, neighborBefore === neighborAfter { neighborAfter = nil }
    }

    private func validNeighbor(_ neighbor: UIViewController?, of page: UIViewController) -> UIViewController? {
        guard let neighbor else { return nil }
        if neighbor === page {
            FrameworkLog.log("UIPageViewController: the data source returned the shown page as its own neighbor; ignored")
            return nil
        }
        return neighbor
    }

    func slotFrame(_ index: Int) -> CGRect {
        let area = pageArea
        let offset = CGFloat(index) * pageStride
        return isHorizontal
            ? CGRect(x: offset, y: 0, width: area.width, height: area.height)
            : CGRect(x: 0, y: offset, width: area.width, height: area.height)
    }

    func offset(forSlot index: Int) -> CGPoint {
        isHorizontal ? CGPoint(x: CGFloat(index) * pageStride, y: 0) : CGPoint(x: 0, y: CGFloat(index) * pageStride)
    }

    /// The scroll view is a page plus the spacing long (so paging stops on each page), the
    /// content one slot per page.
    func layoutScrollView() {
        guard let scrollView = scrollViewStorage else { return }
        let area = pageArea
        let spacing = interPageSpacingStorage
        let frame = isHorizontal
            ? CGRect(x: area.minX, y: area.minY, width: area.width + spacing, height: area.height)
            : CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + spacing)
        let slots = self.slots
        let count = CGFloat(max(1, slots.count))
        let contentSize = isHorizontal ? CGSize(width: count * pageStride, height: area.height)
                                       : CGSize(width: area.width, height: count * pageStride)
        let moving = scrollView.isDragging || scrollView.isDecelerating || scrollView.isTracking || programmaticTurn != nil
        placingScrollView = true
        if scrollView.frame != frame { scrollView.frame = frame }
        if scrollView.contentSize != contentSize { scrollView.contentSize = contentSize }
        if !moving, scrollView.contentOffset != offset(forSlot: shownSlotIndex) {
            scrollView.contentOffset = offset(forSlot: shownSlotIndex)
        }
        placingScrollView = false
        for (index, page) in slots.enumerated() {
            guard let pageView = page.viewIfLoaded, pageView.superview === scrollView else { continue }
            pageView.frame = slotFrame(index)
        }
        if !moving { installVisibleNeighbors() }
    }

    /// Neighbors whose slot the scroll view shows get their views (and become children);
    /// the first one reached by a person's drag is the pending page the delegate hears of.
    func installVisibleNeighbors() {
        guard let scrollView = scrollViewStorage else { return }
        let visible = scrollView.bounds
        for (index, page) in slots.enumerated() where page !== pages.first {
            let frame = slotFrame(index)
            let intersection = visible.intersection(frame)
            guard !intersection.isNull, intersection.width > 0.5, intersection.height > 0.5 else { continue }
            if !installedNeighbors.contains(where: { $0 === page }) {
                installedNeighbors.append(page)
                installPage(page)
                page.view.frame = frame
            }
            if pendingPage == nil, programmaticTurn == nil, scrollView.isDragging || scrollView.isDecelerating {
                pendingPage = page
                delegate?.pageViewController(self, willTransitionTo: [page])
            }
        }
    }

    func scrollViewMoved() {
        guard !placingScrollView else { return }
        installVisibleNeighbors()
    }

    /// The scroll view stopped: on a neighbor's slot that page is shown now (the delegate
    /// hears the turn completed); back on the shown page a pending turn did not complete.
    func scrollViewSettled() {
        guard let scrollView = scrollViewStorage, !placingScrollView, let page = pages.first else { return }
        if let turn = programmaticTurn {
            programmaticTurn = nil
            replacePages(with: turn.pages)
            turn.completion?(true)
            return
        }
        let position = isHorizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
        let index = pageStride > 0 ? Int((position / pageStride).rounded()) : shownSlotIndex
        let slots = self.slots
        let previous = pages
        let pending = pendingPage
        pendingPage = nil
        guard slots.indices.contains(index), slots[index] !== page else {
            for neighbor in installedNeighbors { uninstall(neighbor) }
            installedNeighbors.removeAll()
            if pending != nil {
                delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: false)
            }
            return
        }
        let newPage = slots[index]
        if pending == nil {
            // Settled without the delegate hearing of the turn (a very short fling).
            delegate?.pageViewController(self, willTransitionTo: [newPage])
        }
        replacePages(with: [newPage])
        delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: previous, transitionCompleted: true)
    }

    /// An animated turn in code: the new page takes the neighbor slot in `direction` and the
    /// scroll view scrolls to it.
    func scrollToPages(_ controllers: [UIViewController], direction: NavigationDirection, completion: ((Bool) -> Void)?) {
        guard let scrollView = scrollViewStorage, let newPage = controllers.first else { return }
        for neighbor in installedNeighbors where neighbor !== newPage { uninstall(neighbor) }
        installedNeighbors.removeAll()
        if direction == .forward {
            neighborAfter = newPage
            if neighborBefore === newPage { neighborBefore = nil }
        } else {
            neighborBefore = newPage
            if neighborAfter === newPage { neighborAfter = nil }
        }
        // The shown page keeps its place on screen while the new one takes its slot.
        layoutScrollView()
        programmaticTurn = (controllers, completion)
        installedNeighbors.append(newPage)
        installPage(newPage)
        let target = direction == .forward ? slots.count - 1 : 0
        newPage.view.frame = slotFrame(target)
        scrollView.setContentOffset(offset(forSlot: target), animated: true)
    }

    /// Ends a turn in progress (before another starts): a programmatic one at its end.
    func finishTurnsInProgress() {
        if let turn = programmaticTurn {
            programmaticTurn = nil
            replacePages(with: turn.pages)
            turn.completion?(true)
        }
        pendingPage = nil
    }
}
