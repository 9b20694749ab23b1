/// Keyboard navigation: Tab between groups, arrows inside a group.
extension UIFocusSystem {
    /// Moves focus for a navigation key; false when the key is not the focus system's (it
    /// then goes on to key commands and the responders).
    func handleNavigationKey(_ key: UIKey) -> Bool {
        let modifiers = key.modifierFlags.subtracting([.numericPad, .alphaShift])
        switch key.keyCode {
        case .keyboardTab:
            // Ctrl/Cmd/Alt + Tab belong to the system and to key commands.
            guard modifiers.isSubset(of: [.shift]) else { return false }
            isUserEngaged = true
            if restoreDeferredFocus() { return true }
            moveToGroup(forward: !modifiers.contains(.shift))
            return true
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardRightArrow:
            guard modifiers.isEmpty else { return false }
            if focusedItem == nil, deferredItem != nil {
                isUserEngaged = true
                return restoreDeferredFocus()
            }
            guard let current = focusedItem else { return false }
            // UIKit: the text system comes first: a focused text object that is editing
            // moves its caret with the arrows.
            if let responder = current as? UIResponder, responder is UIKeyInput, responder.isFirstResponder { return false }
            isUserEngaged = true
            return moveInGroup(heading: Self.heading(for: key.keyCode))
        default:
            return false
        }
    }

    static func heading(for keyCode: UIKeyboardHIDUsage) -> UIFocusHeading {
        switch keyCode {
        case .keyboardUpArrow: return .up
        case .keyboardDownArrow: return .down
        case .keyboardLeftArrow: return .left
        default: return .right
        }
    }

    /// UIKit: a deferred programmatic update shows when the user next navigates (the key
    /// that shows it does not move focus further).
    func restoreDeferredFocus() -> Bool {
        guard focusedItem == nil, let item = deferredItem else { return false }
        deferredItem = nil
        let candidates = collectCandidates()
        guard isFocusable(item, among: candidates) else { return false }
        return moveFocus(to: item, heading: [])
    }

    /// Tab / Shift-Tab: the next or previous group in reading order (wrapping around), entered
    /// at its primary item.
    func moveToGroup(forward: Bool) {
        let candidates = collectCandidates()
        let ordered = readingOrder(candidates).filter { $0.item != nil }
        var groups: [FocusCandidate.Group] = []
        for candidate in ordered where !groups.contains(candidate.group) { groups.append(candidate.group) }
        guard !groups.isEmpty else { return }
        let target: FocusCandidate.Group
        if let current = focusedItem, let currentGroup = ordered.first(where: { $0.item === current })?.group,
           let index = groups.firstIndex(of: currentGroup) {
            guard groups.count > 1 else { return }
            target = groups[(index + (forward ? 1 : groups.count - 1)) % groups.count]
        } else {
            target = forward ? groups[0] : groups[groups.count - 1]
        }
        let members = ordered.filter { $0.group == target }
        guard let item = primaryItem(of: members, group: target) else { return }
        moveFocus(to: item, heading: forward ? .next : .previous)
    }

    /// The item focus enters a group at: the highest `focusGroupPriority` (the group's last
    /// focused item counting as `.previouslyFocused`), the first in reading order among equals.
    func primaryItem(of members: [FocusCandidate], group: FocusCandidate.Group) -> (any UIFocusItem)? {
        // UIKit: a table or collection view sends focus to its remembered or preferred index path.
        if let list = list(of: group, members: members), let cell = preferredListCell(in: list, candidates: members) {
            return cell
        }
        var remembered: (any UIFocusItem)?
        if case .named(let name) = group { remembered = lastFocusedByGroup[name]?.item }
        var best: (item: any UIFocusItem, priority: UIFocusGroupPriority)?
        for member in members {
            guard let item = member.item else { continue }
            var priority = UIFocusSystem.groupPriority(of: item)
            if item === remembered { priority = max(priority, .previouslyFocused) }
            if best == nil || priority > best!.priority { best = (item, priority) }
        }
        return best?.item
    }

    /// An item's priority: a view's `focusGroupPriority`, or a custom item's.
    static func groupPriority(of item: any UIFocusItem) -> UIFocusGroupPriority {
        if let view = item as? UIView { return view.focusGroupPriority }
        return item.focusGroupPriority
    }

    /// An arrow key: the nearest item of the focused item's group in the heading; a focus
    /// guide found there sends focus to its preferred environments.
    func moveInGroup(heading: UIFocusHeading, afterScrolling: Bool = false) -> Bool {
        guard let current = focusedItem else { return false }
        let candidates = collectCandidates()
        guard let origin = candidates.first(where: { $0.item === current }) else { return false }
        let direction = Self.vector(for: heading)
        if !afterScrolling { current.didHintFocusMovement(UIFocusMovementHint(direction: direction)) }
        let sameGroup = candidates.filter { $0.group == origin.group && $0.object !== origin.object }
        let ranked = sameGroup.compactMap { candidate -> (FocusCandidate, CGFloat)? in
            Self.score(from: origin.frame, to: candidate.frame, heading: heading).map { (candidate, $0) }
        }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0.order < $1.0.order }
        for (candidate, _) in ranked {
            let destination: (any UIFocusItem)?
            if let guide = candidate.guide {
                destination = redirect(guide, candidates: candidates)
            } else {
                destination = candidate.item
            }
            guard let destination, destination !== current else { continue }
            // Even when an environment refuses the move, the key was the focus system's.
            moveFocus(to: destination, heading: heading)
            return true
        }
        // UIKit: at the edge of a scroll view's visible part, the scroll view scrolls on to
        // show what lies beyond (a table's next rows are made as they scroll in).
        if !afterScrolling, let view = UIFocusSystem.view(containing: current), scrollOn(from: view, toward: direction) {
            return moveInGroup(heading: heading, afterScrolling: true)
        }
        NotificationCenter.default.post(name: UIFocusSystem.movementDidFailNotification, object: self)
        return false
    }

    /// Scrolls the scroll view around `view` by the view's size toward `direction`, within
    /// its content; false when it cannot scroll that way.
    func scrollOn(from view: UIView, toward direction: CGVector) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if let scrollView = ancestor as? UIScrollView, scrollView.isScrollEnabled {
                let inset = scrollView.adjustedContentInset
                let minimum = CGPoint(x: -inset.left, y: -inset.top)
                let maximum = CGPoint(x: max(minimum.x, scrollView.contentSize.width + inset.right - scrollView.bounds.width),
                                      y: max(minimum.y, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height))
                let offset = scrollView.contentOffset
                let target = CGPoint(x: min(max(offset.x + direction.dx * view.bounds.width, minimum.x), maximum.x),
                                     y: min(max(offset.y + direction.dy * view.bounds.height, minimum.y), maximum.y))
                guard target != offset else { return false }
                scrollView.setContentOffset(target, animated: false)
                scrollView.layoutIfNeeded()
                return true
            }
            current = ancestor.superview
        }
        return false
    }

    static func vector(for heading: UIFocusHeading) -> CGVector {
        switch heading {
        case .up: return CGVector(dx: 0, dy: -1)
        case .down: return CGVector(dx: 0, dy: 1)
        case .left: return CGVector(dx: -1, dy: 0)
        default: return CGVector(dx: 1, dy: 0)
        }
    }

    /// How far `target` is from `origin` in `heading` (smaller is nearer); nil when it is not
    /// in that heading. A target must lie past the origin's centre and start at or beyond
    /// its centre line. UIKit searches the origin's projection in the heading (its "beam")
    /// first: items that overlap it across the heading come before any other, nearest first;
    /// outside the beam the distance is the gap along the heading plus twice the gap across.
    static func score(from origin: CGRect, to target: CGRect, heading: UIFocusHeading) -> CGFloat? {
        let along: CGFloat
        let overlap: CGFloat  // how far the two overlap across the heading (negative: a gap)
        switch heading {
        case .right:
            guard target.midX > origin.midX, target.minX >= origin.midX else { return nil }
            along = max(0, target.minX - origin.maxX)
            overlap = min(target.maxY, origin.maxY) - max(target.minY, origin.minY)
        case .left:
            guard target.midX < origin.midX, target.maxX <= origin.midX else { return nil }
            along = max(0, origin.minX - target.maxX)
            overlap = min(target.maxY, origin.maxY) - max(target.minY, origin.minY)
        case .down:
            guard target.midY > origin.midY, target.minY >= origin.midY else { return nil }
            along = max(0, target.minY - origin.maxY)
            overlap = min(target.maxX, origin.maxX) - max(target.minX, origin.minX)
        default:
            guard target.midY < origin.midY, target.maxY <= origin.midY else { return nil }
            along = max(0, origin.minY - target.maxY)
            overlap = min(target.maxX, origin.maxX) - max(target.minX, origin.minX)
        }
        let across = max(0, -overlap)
        // Centre distance across breaks ties between items that overlap the origin's row.
        let centreOffset: CGFloat
        switch heading {
        case .left, .right: centreOffset = abs(target.midY - origin.midY)
        default: centreOffset = abs(target.midX - origin.midX)
        }
        // Touching edges are not an overlap: such an item is outside the beam.
        let outsideBeam: CGFloat = overlap > 0 ? 0 : 1e9
        return outsideBeam + along + 2 * across + centreOffset / 1000
    }
}
