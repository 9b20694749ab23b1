import Foundation

extension UISplitViewController {
    /// UIKit: the delegate may show it; else it becomes the primary view controller.
    func _showPrimary(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if style == .unspecified {
            if collapsedStorage, let record = classicCollapseRecord {
                removeColumnChild(record.primary)
                classicCollapseRecord = SplitViewClassicCollapseRecord(primary: vc, secondary: record.secondary, primaryCount: 0)
                addColumnChild(vc)
                classicControllers = [vc] + classicControllers.dropFirst()
                viewIfLoaded?.setNeedsLayout()
            } else {
                viewControllers = [vc] + classicControllers.dropFirst()
            }
        } else {
            setViewController(vc, for: .primary)
            show(.primary)
        }
    }

    /// UIKit: the delegate may show it. Collapsed, the primary shows it (its navigation
    /// controller pushes it; a navigation controller's stack is pushed). Expanded, it
    /// becomes the secondary view controller, and sidebars laid over the secondary hide.
    func _showDetail(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        if collapsedStorage {
            let target: UIViewController?
            if style == .unspecified {
                target = classicCollapseRecord?.primary
            } else if collapseRecord?.topColumn == .compact {
                target = columnContainers[.compact]
            } else {
                target = primaryNavigation ?? columnContainers[.primary]
            }
            guard let target else { return present(vc, animated: true) }
            if let navigation = target as? UINavigationController ?? target.children.first as? UINavigationController {
                if let pushedStack = vc as? UINavigationController {
                    let moved = pushedStack.viewControllers
                    pushedStack.setViewControllers([], animated: false)
                    navigation.setViewControllers(navigation.viewControllers + moved, animated: true)
                } else {
                    navigation.pushViewController(vc, animated: true)
                }
                if style != .unspecified, var record = collapseRecord, record.topColumn != .compact {
                    record.topColumn = .secondary
                    collapseRecord = record
                }
            } else {
                target.show(vc, sender: sender)
            }
            return
        }
        if style == .unspecified {
            let primary = classicControllers.first.map { [$0] } ?? []
            viewControllers = primary + [vc]
        } else {
            setViewController(vc, for: .secondary)
        }
        if displayMode.isOverlay { requestDisplayMode(.secondaryOnly) }
    }

    // MARK: Gestures

    /// UIKit: a swipe in from the primary's edge shows the hidden sidebars (over the
    /// secondary, or as the split behavior places them).
    func makePresentationGestureRecognizer() -> UIScreenEdgePanGestureRecognizer {
        let recognizer = UIScreenEdgePanGestureRecognizer()
        recognizer.edges = .left
        recognizer.addAction { [weak self] recognizer in
            guard let self else { return }
            switch recognizer.state {
            case .began:
                self.delegate?.splitViewControllerInteractivePresentationGestureWillBegin(self)
            case .ended:
                if !self.collapsedStorage, (self.displayMode.sidebarCount ?? 0) < self.sidebarLimit {
                    self.requestDisplayMode(self.modeWith(sidebars: (self.displayMode.sidebarCount ?? 0) + 1))
                }
                self.delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
            case .cancelled, .failed:
                self.delegate?.splitViewControllerInteractivePresentationGestureDidEnd(self)
            default:
                break
            }
        }
        return recognizer
    }

    /// A tap beside sidebars over the secondary hides them.
    func makeOverlayDismissRecognizer() -> UITapGestureRecognizer {
        let recognizer = UITapGestureRecognizer()
        recognizer.addAction { [weak self] _ in
            guard let self, self.displayMode.isOverlay else { return }
            self.requestDisplayMode(.secondaryOnly)
        }
        return recognizer
    }
}
