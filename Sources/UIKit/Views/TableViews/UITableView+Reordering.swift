@_spi(UIKit) import QuartzCore
import Foundation

extension UITableView {
    /// How close to the top or bottom of the visible area the finger must be for a reorder
    /// drag to scroll, and the fastest that scroll (points per second, reached at the edge).
    /// Ours: UIKit does not document its autoscroll.
    static let reorderAutoscrollZone: CGFloat = 50
    static let reorderAutoscrollMaxSpeed: CGFloat = 600

    /// The speed (points per second, negative toward the start) of an autoscroll for a finger
    /// at `finger` along a visible length: nothing outside the zones by the edges, up to the
    /// maximum at an edge.
    static func edgeAutoscrollSpeed(finger: CGFloat, length: CGFloat, leadingInset: CGFloat, trailingInset: CGFloat) -> CGFloat {
        let zone = reorderAutoscrollZone
        let low = leadingInset + zone, high = length - trailingInset - zone
        if finger < low { return -min(1, (low - finger) / zone) * reorderAutoscrollMaxSpeed }
        if finger > high { return min(1, (finger - high) / zone) * reorderAutoscrollMaxSpeed }
        return 0
    }

    func reorderMayBegin(_ pan: UIPanGestureRecognizer) -> Bool {
        guard editingStorage, let path = rowUnderGrip(at: panStart(pan)) else { return false }
        return visibleCellsByIndexPath[path] != nil
    }

    /// The row whose reorder grip is under `point` (table coordinates).
    func rowUnderGrip(at point: CGPoint) -> IndexPath? {
        guard let path = _indexPathForRow(at: point), let cell = visibleCellsByIndexPath[path],
              cell.showsReorderGrip, let grip = cell.editingState.reorderControl else { return nil }
        return grip.bounds.contains(grip.convert(point, from: self)) ? path : nil
    }

    /// Where the finger went down.
    func panStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
        if let start = (pan as? TableRowPanGestureRecognizer)?.startLocation { return start }
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    func handleReorderPan(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let start = panStart(pan)
            guard let path = rowUnderGrip(at: start), let cell = visibleCellsByIndexPath[path] else { return }
            interaction.reorderSource = path
            interaction.reorderCell = cell
            // The cell keeps its place under the finger from where the finger went down.
            interaction.reorderGrabOffset = cell.frame.minY - start.y
            interaction.reorderFingerY = pan.location(in: self).y - bounds.minY
            bringSubviewToFront(cell)
            let link = CADisplayLink(refreshRate: 60) { [weak self] link in self?.autoscrollReorder(link) }
            link.add(to: .main, forMode: .common)
            interaction.reorderLink = link
            placeDraggedCell()
        case .changed:
            interaction.reorderFingerY = pan.location(in: self).y - bounds.minY
            placeDraggedCell()
        case .ended, .cancelled, .failed:
            interaction.reorderLink?.invalidate()
            interaction.reorderLink = nil
            guard let source = interaction.reorderSource, let cell = interaction.reorderCell else { return }
            interaction.reorderSource = nil
            interaction.reorderCell = nil
            finishReorder(from: source, cell: cell, cancelled: pan.state != .ended)
        default:
            break
        }
    }

    /// Puts the dragged cell under the finger (within the content) and opens the gap where it
    /// would land.
    private func placeDraggedCell() {
        guard let cell = interaction.reorderCell, let source = interaction.reorderSource else { return }
        let top = bounds.minY + interaction.reorderFingerY + interaction.reorderGrabOffset
        cell.frame.origin.y = min(max(0, top), max(0, contentSize.height - cell.frame.height))
        openGap(for: source, at: proposedDestination(of: cell, from: source))
    }

    /// UIKit: a finger held near the top or bottom edge while reordering scrolls the table,
    /// faster the closer it is; the dragged row stays under the finger.
    private func autoscrollReorder(_ link: CADisplayLink) {
        guard interaction.reorderCell != nil else { return }
        let inset = adjustedContentInset
        let zone = Self.reorderAutoscrollZone
        let finger = interaction.reorderFingerY
        let top = inset.top + zone, bottom = bounds.height - inset.bottom - zone
        var speed: CGFloat = 0
        if finger < top { speed = -min(1, (top - finger) / zone) * Self.reorderAutoscrollMaxSpeed }
        if finger > bottom { speed = min(1, (finger - bottom) / zone) * Self.reorderAutoscrollMaxSpeed }
        guard speed != 0 else { return }
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        let y = min(maxY, max(minY, contentOffset.y + speed * CGFloat(link.duration)))
        guard y != contentOffset.y else { return }
        contentOffset.y = y
        placeDraggedCell()
    }

    /// Drops the dragged row where its middle is (asking the delegate where it may go), tells
    /// the data source, and moves the rows.
    private func finishReorder(from source: IndexPath, cell: UITableViewCell, cancelled: Bool) {
        let model = loadedRowModel
        let proposed = cancelled ? source : proposedDestination(of: cell, from: source)
        interaction.reorderGap = nil
        let target = proposed == source ? source
            : (tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed)
        guard target != source, model.contains(target), let dataSource = dataSourceStorage else {
            UIView.animate(withDuration: Self.rowUpdateDuration) {
                for (path, visible) in self.visibleCellsByIndexPath { visible.frame = self._rectForRow(at: path) }
            }
            return
        }
        dataSource.tableView(self, moveRowAt: source, to: target)
        _moveRow(at: source, to: target)
    }

    /// The row under the middle of the dragged cell (the first or last row beyond the ends).
    private func proposedDestination(of cell: UITableViewCell, from source: IndexPath) -> IndexPath {
        let model = loadedRowModel
        guard model.rowCount > 0 else { return source }
        let middle = cell.frame.midY
        if let row = _indexPathForRow(at: CGPoint(x: 1, y: middle)) { return row }
        return model.indexPath(ofFlat: middle < model.rowTops[0] ? 0 : model.rowCount - 1)
    }

    /// UIKit: while a row is dragged, the rows between its old place and the proposed one
    /// slide over to show where it would land.
    private func openGap(for source: IndexPath, at proposed: IndexPath) {
        let to = loadedRowModel.flatIndex(of: proposed)
        guard interaction.reorderGap != to else { return }
        interaction.reorderGap = to
        UIView.animate(withDuration: 0.2) {
            for (path, cell) in self.visibleCellsByIndexPath where path != source {
                cell.frame = self.reorderFrame(for: path, default: self._rectForRow(at: path)) ?? cell.frame
            }
        }
    }

    /// Where tiling puts a row's cell during a reorder: nil for the dragged row (it follows
    /// the finger); rows between its old place and the gap shifted by its height.
    func reorderFrame(for path: IndexPath, default frame: CGRect) -> CGRect? {
        // A drag and drop over the table opens its own gap (UITableView+DragAndDrop.swift).
        guard let source = interaction.reorderSource else { return dragDropControllerStorage?.frame(for: path, default: frame) ?? frame }
        guard path != source else { return nil }
        guard let to = interaction.reorderGap else { return frame }
        let model = loadedRowModel
        let from = model.flatIndex(of: source), flat = model.flatIndex(of: path)
        let height = model.rowHeights[from]
        var shifted = frame
        if from < to, flat > from, flat <= to { shifted.origin.y -= height }
        if to < from, flat >= to, flat < from { shifted.origin.y += height }
        return shifted
    }
}
