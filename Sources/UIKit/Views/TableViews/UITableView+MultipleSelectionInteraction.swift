@_spi(UIKit) import QuartzCore
import Foundation

// The two-finger multiple-selection pan (iOS 13): with `allowsMultipleSelectionDuringEditing`
// and the delegate's agreement, two fingers dragged down (or up) the rows select each row
// they pass, putting the table into editing first.
extension UITableView {
    func installMultipleSelectionPanIfNeeded() {
        guard interaction.multiSelectPan == nil else { return }
        let pan = TableRowPanGestureRecognizer(target: self, action: Selector("handleMultipleSelectionPan:", UITableView.handleMultipleSelectionPan))
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 2
        interaction.multiSelectPan = pan
        addGestureRecognizer(pan)
    }

    /// UIKit: the pan needs `allowsMultipleSelectionDuringEditing`, a row under its start and
    /// the delegate's `shouldBeginMultipleSelectionInteractionAt` (asked once per pan); it is
    /// a vertical drag (a sideways one is left to the scroll view).
    func multipleSelectionMayBegin(_ pan: TableRowPanGestureRecognizer) -> Bool {
        guard allowsMultipleSelectionDuringEditing, pan.numberOfTouches == 2, let start = pan.startLocation else { return false }
        let movement = pan.movement
        guard abs(movement.y) >= abs(movement.x) else { return false }
        if let answer = interaction.multiSelectAnswer, answer.start == start { return answer.allowed }
        guard let path = _indexPathForRow(at: start) else { return false }
        let allowed = tableDelegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: path) ?? false
        interaction.multiSelectAnswer = (start, allowed)
        return allowed
    }

    func handleMultipleSelectionPan(_ pan: UIPanGestureRecognizer) {
        guard let pan = pan as? TableRowPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            guard let start = pan.startLocation, let anchor = _indexPathForRow(at: start) else { return }
            // UIKit: the table enters editing before the delegate hears the interaction began.
            if !isEditing { setEditing(true, animated: true) }
            interaction.multiSelectAnchor = anchor
            interaction.multiSelectAdded = []
            tableDelegate?.tableView(self, didBeginMultipleSelectionInteractionAt: anchor)
            trackMultipleSelectionFingers(pan.location(in: self))
            extendMultipleSelection(to: pan.location(in: self))
        case .changed:
            trackMultipleSelectionFingers(pan.location(in: self))
            extendMultipleSelection(to: pan.location(in: self))
        case .ended, .cancelled, .failed:
            stopMultipleSelectionAutoscroll()
            guard interaction.multiSelectAnchor != nil else { return }
            interaction.multiSelectAnchor = nil
            interaction.multiSelectAdded = []
            interaction.multiSelectAnswer = nil
            tableDelegate?.tableViewDidEndMultipleSelectionInteraction(self)
        default:
            break
        }
    }

    /// Keeps where the fingers are in the visible area; a display link scrolls only while
    /// they are held near the top or bottom edge (none runs otherwise).
    private func trackMultipleSelectionFingers(_ point: CGPoint) {
        interaction.multiSelectViewportFinger = CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
        guard multipleSelectionAutoscrollSpeed != 0 else { return stopMultipleSelectionAutoscroll() }
        guard interaction.multiSelectLink == nil else { return }
        let link = CADisplayLink(refreshRate: 60) { [weak self] link in
            guard let self else { return link.invalidate() }
            self.autoscrollMultipleSelection(link)
        }
        link.add(to: .main, forMode: .common)
        interaction.multiSelectLink = link
    }

    private var multipleSelectionAutoscrollSpeed: CGFloat {
        let inset = adjustedContentInset
        return UITableView.edgeAutoscrollSpeed(finger: interaction.multiSelectViewportFinger.y, length: bounds.height,
                                               leadingInset: inset.top, trailingInset: inset.bottom)
    }

    private func stopMultipleSelectionAutoscroll() {
        interaction.multiSelectLink?.invalidate()
        interaction.multiSelectLink = nil
    }

    /// UIKit: fingers held near the top or bottom edge while selecting scroll the table (as a
    /// reorder drag does: the same zone and speeds, ours), and the rows scrolled under them
    /// join the selection.
    private func autoscrollMultipleSelection(_ link: CADisplayLink) {
        let speed = multipleSelectionAutoscrollSpeed
        guard interaction.multiSelectAnchor != nil, window != nil, speed != 0 else {
            link.invalidate()
            if interaction.multiSelectLink === link { interaction.multiSelectLink = nil }
            return
        }
        let finger = interaction.multiSelectViewportFinger
        let inset = adjustedContentInset
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        let y = min(maxY, max(minY, contentOffset.y + speed * CGFloat(link.duration)))
        guard y != contentOffset.y else { return }
        contentOffset.y = y
        extendMultipleSelection(to: CGPoint(x: bounds.minX + finger.x, y: bounds.minY + finger.y))
    }

    /// Selects every row from the anchor to the row under `point` (the nearest row beyond the
    /// content), in the order the fingers reach them; rows this pan selected that fall out of
    /// the range again (the fingers turned back) are deselected.
    private func extendMultipleSelection(to point: CGPoint) {
        guard let anchor = interaction.multiSelectAnchor else { return }
        let model = loadedRowModel
        guard model.rowCount > 0 else { return }
        let y = min(max(point.y, 0), max(0, model.contentHeight - 0.5))
        let current = model.flatRow(at: y).map { model.indexPath(ofFlat: $0) } ?? anchor
        let from = model.flatIndex(of: anchor), to = model.flatIndex(of: current)
        let range = min(from, to)...max(from, to)
        for path in interaction.multiSelectAdded where !range.contains(model.flatIndex(of: path)) {
            if deselectFromTouch(path) { postSelectionDidChange() }
        }
        interaction.multiSelectAdded.removeAll { !range.contains(model.flatIndex(of: $0)) }
        let step = from <= to ? 1 : -1
        for flat in stride(from: from, through: to, by: step) {
            let path = model.indexPath(ofFlat: flat)
            guard !selectedIndexPaths.contains(path) else { continue }
            guard let target = tableDelegate.map({ $0.tableView(self, willSelectRowAt: path) }) ?? path,
                  model.contains(target), !selectedIndexPaths.contains(target) else { continue }
            markSelected(target, animated: false)
            interaction.multiSelectAdded.append(target)
            tableDelegate?.tableView(self, didSelectRowAt: target)
            postSelectionDidChange()
        }
    }
}
