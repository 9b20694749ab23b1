import Foundation

extension UINavigationController {
    /// Whether the navigation bar takes room now (hidden, or hidden in a compact height).
    var navigationBarShown: Bool {
        guard !navigationBarHiddenStorage else { return false }
        if hidesBarsWhenVerticallyCompact, traitCollection.verticalSizeClass == .compact { return false }
        return true
    }

    /// Whether the toolbar is shown (not while the top controller hides bottom bars).
    var toolbarShown: Bool {
        !toolbarHiddenStorage && topViewController?.hidesBottomBarWhenPushed != true
    }

    /// Lays out the bars and the shown children: the navigation bar below the top of the safe
    /// area (its background reaching up to the view's top), the toolbar above the bottom of
    /// the safe area (its background reaching down), the children under them.
    func layoutContainer() {
        guard let view = viewStorage else { return }
        let bounds = view.bounds
        let safe = view.safeAreaInsets
        transitionView.frame = bounds
        // The swipe starts at the leading edge.
        edgePopRecognizer.edges = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        let bar = navigationBarStorage
        let barHeight = bar.preferredHeight
        let barShown = navigationBarShown
        // UIKit: a hidden bar sits just above the view's top (it slides up when hidden with
        // animation).
        bar.frame = CGRect(x: 0, y: barShown ? safe.top : -barHeight, width: bounds.width, height: barHeight)
        bar.backgroundExtension = barShown ? safe.top : 0
        if barShown { bar.isHidden = false } else if barAnimationDepth == 0 { bar.isHidden = true }
        let toolbar = toolbarStorage
        let toolbarHeight = toolbar.sizeThatFits(bounds.size).height
        let toolbarVisible = toolbarShown
        toolbar.frame = CGRect(x: 0, y: toolbarVisible ? bounds.height - safe.bottom - toolbarHeight : bounds.height,
                               width: bounds.width, height: toolbarHeight)
        toolbar.backgroundExtension = toolbarVisible ? safe.bottom : 0
        if toolbarVisible { toolbar.isHidden = false } else if barAnimationDepth == 0 { toolbar.isHidden = true }
        if activeTransition == nil, interactivePop == nil {
            for child in stack {
                guard let childView = child.viewIfLoaded, childView.superview === transitionView else { continue }
                childView.frame = contentFrame(for: child)
                updateChildSafeArea(child)
            }
        } else {
            updateChildSafeArea(activeTransition?.to ?? interactivePop?.transition.to)
            updateChildSafeArea(activeTransition?.from ?? interactivePop?.transition.from)
        }
        updateScrollEdgeState()
    }

    /// The frame of a child's view: the whole view where its `edgesForExtendedLayout` reach
    /// under the bars (translucent ones, or opaque ones with `extendedLayoutIncludesOpaqueBars`),
    /// else below the navigation bar and above the toolbar.
    func contentFrame(for child: UIViewController) -> CGRect {
        guard let view = viewStorage else { return UIScreen.main.bounds }
        let bounds = view.bounds
        var top = bounds.minY
        var bottom = bounds.maxY
        let bar = navigationBarStorage
        if navigationBarShown {
            let underBar = child.edgesForExtendedLayout.contains(.top) && (bar.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if !underBar { top = bar.frame.maxY }
        }
        if toolbarShown {
            let underBar = child.edgesForExtendedLayout.contains(.bottom) && (toolbarStorage.isTranslucent || child.extendedLayoutIncludesOpaqueBars)
            if !underBar { bottom = toolbarStorage.frame.minY }
        }
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bottom - top))
    }

    /// Sets the child's bar insets so its safe area ends at the bars: the part of the bars
    /// over its view beyond the safe area it inherits.
    func updateChildSafeArea(_ child: UIViewController?) {
        guard let child, let childView = child.viewIfLoaded, let view = viewStorage else { return }
        let frame = childView.frame
        let safe = view.safeAreaInsets
        let bounds = view.bounds
        var insets = UIEdgeInsets.zero
        if navigationBarShown {
            let inherited = max(0, safe.top - frame.minY)
            let wanted = max(0, navigationBarStorage.frame.maxY - frame.minY)
            insets.top = max(0, wanted - inherited)
        }
        if toolbarShown {
            let inherited = max(0, frame.maxY - (bounds.maxY - safe.bottom))
            let wanted = max(0, frame.maxY - toolbarStorage.frame.minY)
            insets.bottom = max(0, wanted - inherited)
        }
        guard insets != child.containerSafeAreaStorage else { return }
        // UIKit: content not scrolled past its top rests at its top, below the bar.
        let scrollView = child.contentScrollView(for: .top)
        scrollView?.updateAdjustedContentInset()
        let wasAtTop = scrollView.map { $0.contentOffset.y <= 0 && $0.contentOffset.y >= -$0.adjustedContentInset.top } ?? false
        childView.performSafeAreaChange { child.containerSafeAreaStorage = insets }
        if wasAtTop, let scrollView {
            scrollView.updateAdjustedContentInset()
            scrollView.contentOffset.y = -scrollView.adjustedContentInset.top
        }
    }

    /// Shows or hides the bars after `isNavigationBarHidden`/`isToolbarHidden` changed.
    func animateBarChange(animated: Bool) {
        guard let view = viewStorage else { return }
        let hidingBar = !navigationBarShown
        let hidingToolbar = !toolbarShown
        if animated, view.window != nil {
            if !hidingBar { navigationBarStorage.isHidden = false }
            if !hidingToolbar { toolbarStorage.isHidden = false }
            view.layoutIfNeeded()
            barAnimationDepth += 1
            UIView.animate(withDuration: TimeInterval(UINavigationControllerHideShowBarDuration), animations: {
                self.layoutContainer()
            }, completion: { [weak self] _ in
                guard let self else { return }
                self.barAnimationDepth -= 1
                self.navigationBarStorage.isHidden = !self.navigationBarShown
                self.toolbarStorage.isHidden = !self.toolbarShown
            })
        } else {
            navigationBarStorage.isHidden = hidingBar
            toolbarStorage.isHidden = hidingToolbar
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
    }

    /// Whether the top controller's content is at its top edge (the bar then shows its
    /// scroll edge appearance). UIKit: with no content scroll view, the content is at the edge.
    func updateScrollEdgeState() {
        guard let top = topViewController else { return }
        guard let scrollView = top.contentScrollView(for: .top) else {
            navigationBarStorage.isAtScrollEdge = true
            return
        }
        let edge = -scrollView.adjustedContentInset.top
        navigationBarStorage.isAtScrollEdge = scrollView.contentOffset.y <= edge + 0.5
        updateSearchRow(of: top, scrolledTo: scrollView.contentOffset.y - edge, pulling: scrollView.isTracking)
    }

    /// UIKit: a search bar that hides when scrolling shows when the user pulls the content
    /// down past its top and hides once the content scrolls up by the search row (the two
    /// thresholds apart, so the bar's new height cannot undo the change).
    func updateSearchRow(of top: UIViewController, scrolledTo distance: CGFloat, pulling: Bool) {
        guard let item = top.navigationItemStorage, let search = item.searchController,
              item.hidesSearchBarWhenScrolling, !search.isActive else { return }
        let revealed: Bool
        if !item.searchBarRevealed {
            revealed = pulling && distance < -0.5
        } else {
            revealed = distance <= UINavigationBar.searchRowHeight
        }
        guard revealed != item.searchBarRevealed else { return }
        item.searchBarRevealed = revealed
        navigationBarStorage.navigationItemDidChange(item)
    }
}

extension UIScrollView {
    /// The scroll view moved: a navigation controller whose top controller's content it is
    /// updates its bar's scroll edge appearance.
    func notifyNavigationScrollEdge() {
        var current: UIView? = self
        var depth = 0
        while let view = current, depth < 3 {
            if let controller = view.viewControllerStorage {
                if let navigation = controller.parentStorage as? UINavigationController, navigation.topViewController === controller,
                   controller.contentScrollView(for: .top) === self {
                    navigation.updateScrollEdgeState()
                }
                var ancestor = controller.parentStorage
                while let parent = ancestor {
                    if let tabs = parent as? UITabBarController {
                        tabs.updateScrollEdgeState()
                        break
                    }
                    ancestor = parent.parentStorage
                }
                return
            }
            current = view.superviewStorage
            depth += 1
        }
    }
}
