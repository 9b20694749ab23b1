/// Collecting what can be focused in the window.
extension UIFocusSystem {
    /// Every focusable item and enabled focus guide in the window, in hierarchy order, each
    /// with its group. Hidden, transparent (alpha 0) and interaction-disabled views and their
    /// subtrees are left out (UIKit), and so are items completely covered by a view drawn
    /// above them that is neither focusable nor a transparent focus item.
    func collectCandidates() -> [FocusCandidate] {
        var walk = CandidateWalk(window: window)
        walk.visit(window, group: nil)
        return walk.unobscuredCandidates()
    }

    /// The candidates sorted in reading order: top to bottom, then along the layout
    /// direction (right to left in a right-to-left window).
    func readingOrder(_ candidates: [FocusCandidate]) -> [FocusCandidate] {
        let rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        return candidates.sorted { a, b in
            if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
            let ax = rightToLeft ? -a.frame.maxX : a.frame.minX
            let bx = rightToLeft ? -b.frame.maxX : b.frame.minX
            if ax != bx { return ax < bx }
            return a.order < b.order
        }
    }

    /// Whether `item` may be focused now: it says it can, and it is visible in this window.
    func isFocusable(_ item: any UIFocusItem, among candidates: [FocusCandidate]) -> Bool {
        candidates.contains { $0.item === item }
    }
}

/// A depth-first walk of the window's focus environments.
@MainActor
struct CandidateWalk {
    let window: UIWindow
    var candidates: [FocusCandidate] = []
    /// Views that may cover candidates: visible, not focusable, not transparent to focus.
    var occluders: [(view: UIView, frame: CGRect, order: Int)] = []
    var order = 0
    /// Containers return items in any rectangle asked for; this one covers any layout.
    static let everywhere = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)

    init(window: UIWindow) {
        self.window = window
    }

    mutating func visit(_ view: UIView, group: String?) {
        // UIKit: a hidden, fully transparent or interaction-disabled view is not focusable.
        guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
        let group = view.focusGroupIdentifier ?? Self.implicitGroup(of: view) ?? group
        order += 1
        let frame = view === window ? window.bounds : view.convert(view.bounds, to: window)
        if view.canBecomeFocused {
            candidates.append(FocusCandidate(item: view, guide: nil, frame: frame,
                                             group: groupKey(group, for: view), order: order))
        } else if view !== window, !view.isTransparentFocusItem {
            occluders.append((view, frame, order))
        }
        for case let guide as UIFocusGuide in view.layoutGuides where guide.isFocusRedirecting {
            order += 1
            let guideFrame = view.convert(guide.layoutFrame, to: window)
            candidates.append(FocusCandidate(item: nil, guide: guide, frame: guideFrame,
                                             group: groupKey(group, for: guide), order: order))
        }
        guard let container = view.focusItemContainer else { return }
        if container === view {
            for item in view.focusItems(in: Self.everywhere) {
                visitItem(item, container: container, group: group)
            }
        } else {
            for item in container.focusItems(in: Self.everywhere) {
                visitItem(item, container: container, group: group)
            }
        }
    }

    /// UIKit: a table or collection view is a focus group of its own (arrows move between its
    /// cells, Tab leaves it).
    static func implicitGroup(of view: UIView) -> String? {
        guard view is UITableView || view is UICollectionView else { return nil }
        return "OpenUIKit.list.\(UInt(bitPattern: ObjectIdentifier(view).hashValue))"
    }

    /// A custom (non-view) item: its frame is in its container's coordinate space.
    mutating func visitItem(_ item: any UIFocusItem, container: any UIFocusItemContainer, group: String?) {
        if let view = item as? UIView {
            visit(view, group: group)
            return
        }
        let group = item.focusGroupIdentifier ?? group
        order += 1
        if item.canBecomeFocused {
            let frame = container.coordinateSpace.convert(item.frame, to: window)
            candidates.append(FocusCandidate(item: item, guide: nil, frame: frame,
                                             group: groupKey(group, for: item), order: order))
        }
        if let inner = item.focusItemContainer, inner !== container {
            for child in inner.focusItems(in: Self.everywhere) {
                visitItem(child, container: inner, group: group)
            }
        }
    }

    func groupKey(_ group: String?, for object: AnyObject) -> FocusCandidate.Group {
        group.map { .named($0) } ?? .single(ObjectIdentifier(object))
    }

    /// UIKit: an item completely covered by a view drawn above it cannot be focused, unless
    /// that view is a transparent focus item (or focusable itself).
    func unobscuredCandidates() -> [FocusCandidate] {
        guard !occluders.isEmpty else { return candidates }
        return candidates.filter { candidate in
            guard let view = candidate.item as? UIView ?? candidate.guide?.owningView else { return true }
            return !occluders.contains { occluder in
                occluder.order > candidate.order
                    && !occluder.view.isDescendant(of: view) && !view.isDescendant(of: occluder.view)
                    && occluder.frame.contains(candidate.frame)
            }
        }
    }
}
