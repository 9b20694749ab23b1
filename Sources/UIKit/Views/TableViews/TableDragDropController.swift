import Foundation
@_spi(UIKit) import QuartzCore

/// A table view's drag and drop: the drag and drop interactions it installs for its
/// delegates, and what it shows while a drag is over it (the gap where rows would be inserted,
/// the row a drop would go into).
@MainActor
final class TableDragDropController: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    /// Ours: UIKit does not document how fast the rows slide apart.
    static let gapAnimationDuration: TimeInterval = 0.2

    unowned let tableView: UITableView
    weak var dragDelegate: (any UITableViewDragDelegate)?
    weak var dropDelegate: (any UITableViewDropDelegate)?
    var dragInteractionEnabled = UIDragInteraction.isEnabledByDefault
    private(set) var dragInteraction: UIDragInteraction?
    private(set) var dropInteraction: UIDropInteraction?

    /// The drag from this table: the session and each item's row.
    private(set) var activeDrag: DragSessionState?
    private var sourceRows: [ObjectIdentifier: IndexPath] = [:]
    /// The cells lifted by the drag in flight, told of its progress (`dragStateDidChange`).
    private var draggedCells: [UITableViewCell] = []
    /// A drop session over the table, the destination and proposal of its last update.
    private(set) var activeDrop: (any UIDropSession)?
    private(set) var destinationIndexPath: IndexPath?
    private(set) var proposal: UITableViewDropProposal?
    /// Shown: the gap (destination row in the final order, its height) and the row collapsed
    /// because it is being moved out; or the row highlighted as the drop's container.
    private(set) var gap: (at: IndexPath, height: CGFloat)?
    private(set) var collapsedRow: IndexPath?
    private var hiddenCell: UITableViewCell?
    private(set) var highlightedRow: IndexPath?
    private var coordinator: TableDropCoordinator?
    /// Scrolls the table while a drop session is held near its top or bottom edge.
    private var autoscrollLink: CADisplayLink?

    init(tableView: UITableView) {
        self.tableView = tableView
        super.init()
    }

    /// Installs or removes the interactions as the delegates and the switch change.
    func updateInteractions() {
        if dragDelegate != nil, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: self)
            dragInteraction = interaction
            tableView.addInteraction(interaction)
        } else if dragDelegate == nil, let interaction = dragInteraction {
            tableView.removeInteraction(interaction)
            dragInteraction = nil
        }
        dragInteraction?.isEnabled = dragInteractionEnabled
        if dropDelegate != nil, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: self)
            dropInteraction = interaction
            tableView.addInteraction(interaction)
        } else if dropDelegate == nil, let interaction = dropInteraction {
            tableView.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    func sourceIndexPath(of item: UIDragItem) -> IndexPath? { sourceRows[ObjectIdentifier(item)] }

    // MARK: Drag source

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let dragDelegate, let path = tableView._indexPathForRow(at: session.location(in: tableView)) else { return [] }
        let items = dragDelegate.tableView(tableView, itemsForBeginning: session, at: path)
        for item in items { sourceRows[ObjectIdentifier(item)] = path }
        if !items.isEmpty { activeDrag = session as? DragSessionState }
        return items
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        guard let dragDelegate, let path = tableView._indexPathForRow(at: point) else { return [] }
        let items = dragDelegate.tableView(tableView, itemsForAddingTo: session, at: path, point: point)
        for item in items { sourceRows[ObjectIdentifier(item)] = path }
        return items
    }

    /// UIKit: the lifted row's cell is the preview, drawn with the delegate's parameters.
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let path = sourceIndexPath(of: item), let cell = tableView.visibleCellsByIndexPath[path], cell.window != nil else { return nil }
        let parameters = dragDelegate?.tableView(tableView, dragPreviewParametersForRowAt: path) ?? UIDragPreviewParameters()
        // The finger's highlight is not part of the lifted row (the lift cancels the touch).
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if !draggedCells.contains(where: { $0 === cell }) { draggedCells.append(cell) }
        cell._setDragState(.lifting)
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        for cell in draggedCells { cell._setDragState(.dragging) }
        dragDelegate?.tableView(tableView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        dragDelegate?.tableView(tableView, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        dragDelegate?.tableView(tableView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        for cell in draggedCells { cell._setDragState(.none) }
        draggedCells = []
        activeDrag = nil
        sourceRows = [:]
        dragDelegate?.tableView(tableView, dragSessionDidEnd: session)
    }

    // MARK: Drop target

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        dropDelegate?.tableView(tableView, canHandle: session) ?? false
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        activeDrop = session
        dropDelegate?.tableView(tableView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        activeDrop = session
        let point = session.location(in: tableView)
        let insertion = insertionIndexPath(at: point, session: session)
        let answer = dropDelegate?.tableView(tableView, dropSessionDidUpdate: session, withDestinationIndexPath: insertion)
            ?? UITableViewDropProposal(operation: .cancel)
        proposal = answer
        let dropping = answer.operation == .copy || answer.operation == .move
        updateAutoscroll(dropping ? autoscrollSpeed(at: point) : 0)
        var intent = answer.intent
        if intent == .automatic { intent = isOverMiddle(of: point) ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath }
        switch intent {
        case .insertAtDestinationIndexPath where dropping:
            destinationIndexPath = insertion
            show(gap: insertion, highlight: nil, session: session)
        case .insertIntoDestinationIndexPath where dropping:
            destinationIndexPath = tableView._indexPathForRow(at: point)
            show(gap: nil, highlight: destinationIndexPath, session: session)
        default:
            destinationIndexPath = intent == .unspecified ? insertion : nil
            show(gap: nil, highlight: nil, session: session)
        }
        return answer
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        updateAutoscroll(0)
        show(gap: nil, highlight: nil, session: session)
        activeDrop = nil
        dropDelegate?.tableView(tableView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        updateAutoscroll(0)
        guard let dropSession = session as? DropSessionState, let dropDelegate else { return }
        let proposal = self.proposal ?? UITableViewDropProposal(operation: .cancel)
        let items: [any UITableViewDropItem] = session.items.map { item in
            let source = (session.localDragSession as? DragSessionState) === tableView.dragDropController?.activeDrag
                ? sourceIndexPath(of: item) : nil
            let size = dropSession.dragSession.window.map { _ in previewSize(of: item, session: dropSession) } ?? .zero
            return TableDropItem(dragItem: item, sourceIndexPath: source, previewSize: size)
        }
        let coordinator = TableDropCoordinator(tableView: tableView, items: items, destinationIndexPath: destinationIndexPath,
                                               proposal: proposal, session: dropSession)
        self.coordinator = coordinator
        // The rows go back to their places at once: the app's updates animate from there.
        clearVisuals(animated: false)
        dropDelegate.tableView(tableView, performDropWith: coordinator)
    }

    /// A dropped item flies to the row the coordinator was told; that row's cell shows when
    /// the preview lands.
    func dropInteraction(_ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
                         withDefault defaultPreview: UITargetedDragPreview) -> UITargetedDragPreview? {
        guard var destination = coordinator?.destinations[ObjectIdentifier(item)] else { return defaultPreview }
        let placeholder = coordinator?.placeholders[ObjectIdentifier(item)]
        if let placeholder {
            guard placeholder.isActive else { return defaultPreview }
            destination = .element(placeholder.indexPath)
        }
        tableView.layoutIfNeeded()
        let target: UIDragPreviewTarget
        var row: IndexPath?
        switch destination {
        case .element(let path):
            let rect = tableView._rectForRow(at: path)
            target = UIDragPreviewTarget(container: tableView, center: CGPoint(x: rect.midX, y: rect.midY))
            row = path
        case .rect(let rect, let path):
            let cell = tableView._rectForRow(at: path)
            target = UIDragPreviewTarget(container: tableView, center: CGPoint(x: cell.minX + rect.midX, y: cell.minY + rect.midY))
        case .target(let given):
            target = given
        }
        // UIKit: the row's cell shows once the preview has landed on it.
        if let row, let cell = tableView.visibleCellsByIndexPath[row] {
            cell.alpha = 0
            (activeDrop as? DropSessionState)?.dropAnimator(for: item).addCompletion { _ in cell.alpha = 1 }
        }
        // UIKit: a placeholder's cell gives its parameters through the placeholder's provider.
        let parameters: UIDragPreviewParameters?
        if let placeholder, let row, let cell = tableView.visibleCellsByIndexPath[row] {
            parameters = placeholder.placeholder.previewParametersProvider?(cell)
        } else {
            parameters = row.flatMap { dropDelegate?.tableView(tableView, dropPreviewParametersForRowAt: $0) }
        }
        guard let parameters else { return defaultPreview.retargetedPreview(with: target) }
        return UITargetedDragPreview(view: defaultPreview.view, parameters: parameters, target: target)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        updateAutoscroll(0)
        show(gap: nil, highlight: nil, session: session)
        activeDrop = nil
        coordinator = nil
        dropDelegate?.tableView(tableView, dropSessionDidEnd: session)
    }

    // MARK: Geometry

    /// Where rows dropped at `point` would be inserted, in the order after the drop (a row
    /// moved down within its section lands one above the slot it is over): above the middle
    /// of a row, before it; below, after it; the row count at the end of a section; nil over
    /// the empty space below the rows.
    func insertionIndexPath(at point: CGPoint, session: any UIDropSession) -> IndexPath? {
        let model = tableView.loadedRowModel
        guard model.sectionRowCounts.count > 0 else { return nil }
        var slot: IndexPath?
        if let row = tableView._indexPathForRow(at: CGPoint(x: min(max(point.x, 0), max(0, tableView.bounds.width - 1)), y: point.y)) {
            let rect = tableView._rectForRow(at: row)
            slot = IndexPath(row: point.y < rect.midY ? row.row : row.row + 1, section: row.section)
        } else if point.y < (model.rowTops.first ?? 0) {
            let section = model.sectionRowCounts.firstIndex { $0 > 0 } ?? 0
            slot = IndexPath(row: 0, section: section)
        } else if let next = model.rowTops.firstIndex(where: { $0 > point.y }) {
            slot = model.indexPath(ofFlat: next)
        } else if point.y < model.contentHeight, let last = model.sectionRowCounts.indices.last {
            slot = IndexPath(row: model.sectionRowCounts[last], section: last)
        }
        guard var slot else { return nil }
        if let source = movingRow(for: session), source.section == slot.section, source.row < slot.row { slot.row -= 1 }
        return slot
    }

    private func isOverMiddle(of point: CGPoint) -> Bool {
        guard let row = tableView._indexPathForRow(at: point) else { return false }
        let rect = tableView._rectForRow(at: row)
        return abs(point.y - rect.midY) < rect.height / 4
    }

    /// The row of this table a one-item drag moves, if that is what the session is.
    private func movingRow(for session: any UIDropSession) -> IndexPath? {
        guard let local = session.localDragSession as? DragSessionState, local === activeDrag,
              session.items.count == 1, let item = session.items.first else { return nil }
        return sourceIndexPath(of: item)
    }

    private func previewSize(of item: UIDragItem, session: DropSessionState) -> CGSize {
        guard let path = sourceIndexPath(of: item) else { return CGSize(width: tableView.bounds.width, height: tableView.rowHeightOrDefault) }
        return tableView._rectForRow(at: path).size
    }

    // MARK: Autoscroll

    /// UIKit: a drag held near the top or bottom of a table scrolls it, faster the closer it
    /// is to the edge (the zone and speed are the reorder grip's, ours).
    private func autoscrollSpeed(at point: CGPoint) -> CGFloat {
        let inset = tableView.adjustedContentInset
        let zone = UITableView.reorderAutoscrollZone
        let finger = point.y - tableView.bounds.minY
        let top = inset.top + zone, bottom = tableView.bounds.height - inset.bottom - zone
        if finger < top { return -min(1, (top - finger) / zone) * UITableView.reorderAutoscrollMaxSpeed }
        if finger > bottom { return min(1, (finger - bottom) / zone) * UITableView.reorderAutoscrollMaxSpeed }
        return 0
    }

    private func updateAutoscroll(_ speed: CGFloat) {
        guard speed != 0 else {
            autoscrollLink?.invalidate()
            autoscrollLink = nil
            return
        }
        guard autoscrollLink == nil else { return }
        let link = CADisplayLink(refreshRate: 60) { [weak self] link in self?.autoscroll(link) }
        link.add(to: .main, forMode: .common)
        autoscrollLink = link
    }

    private func autoscroll(_ link: CADisplayLink) {
        guard let session = activeDrop else { return updateAutoscroll(0) }
        let speed = autoscrollSpeed(at: session.location(in: tableView))
        let inset = tableView.adjustedContentInset
        let minY = -inset.top, maxY = max(minY, tableView.contentSize.height + inset.bottom - tableView.bounds.height)
        let y = min(maxY, max(minY, tableView.contentOffset.y + speed * CGFloat(link.duration)))
        guard y != tableView.contentOffset.y else { return }
        tableView.contentOffset.y = y
        // The rows moved under the still touch: the destination follows.
        (session as? DropSessionState)?.driver?.refresh()
    }

    // MARK: Visuals

    private func show(gap destination: IndexPath?, highlight: IndexPath?, session: any UIDropSession) {
        var newGap: (at: IndexPath, height: CGFloat)?
        var collapse: IndexPath?
        if let destination {
            let moving = movingRow(for: session)
            collapse = moving
            let height = moving.map { tableView._rectForRow(at: $0).height } ?? tableView.rowHeightOrDefault
            newGap = (destination, height)
        }
        if highlight != highlightedRow {
            if let old = highlightedRow { tableView.visibleCellsByIndexPath[old]?.setHighlighted(false, animated: false) }
            if let new = highlight { tableView.visibleCellsByIndexPath[new]?.setHighlighted(true, animated: false) }
            highlightedRow = highlight
        }
        guard newGap?.at != gap?.at || newGap?.height != gap?.height || collapse != collapsedRow else { return }
        let oldCollapsed = collapsedRow
        gap = newGap
        collapsedRow = collapse
        if oldCollapsed != collapse { hideCollapsedCell() }
        UIView.animate(withDuration: Self.gapAnimationDuration) { self.placeVisibleCells() }
    }

    private func clearVisuals(animated: Bool) {
        if let old = highlightedRow { tableView.visibleCellsByIndexPath[old]?.setHighlighted(false, animated: false) }
        highlightedRow = nil
        let hadGap = gap != nil || collapsedRow != nil
        gap = nil
        collapsedRow = nil
        hideCollapsedCell()
        guard hadGap else { return }
        if animated {
            UIView.animate(withDuration: Self.gapAnimationDuration) { self.placeVisibleCells() }
        } else {
            placeVisibleCells()
        }
    }

    /// Hides the cell of the collapsed row (and shows again a cell hidden before: cells are
    /// reused as the table scrolls).
    private func hideCollapsedCell() {
        let cell = collapsedRow.flatMap { tableView.visibleCellsByIndexPath[$0] }
        if let hiddenCell, hiddenCell !== cell { hiddenCell.alpha = 1 }
        cell?.alpha = 0
        hiddenCell = cell
    }

    /// A cell comes on screen while a row is collapsed.
    func willDisplay(_ cell: UITableViewCell, at path: IndexPath) {
        guard collapsedRow != nil || hiddenCell === cell else { return }
        if path == collapsedRow {
            hiddenCell?.alpha = 1
            cell.alpha = 0
            hiddenCell = cell
        } else if hiddenCell === cell {
            cell.alpha = 1
            hiddenCell = nil
        }
    }

    private func placeVisibleCells() {
        for (path, cell) in tableView.visibleCellsByIndexPath {
            cell.frame = frame(for: path, default: tableView._rectForRow(at: path))
        }
    }

    /// Where tiling puts a row's cell while a drop gap shows: rows below a collapsed (moving)
    /// row move up by its height, rows at or after the gap down by the gap's height.
    func frame(for path: IndexPath, default frame: CGRect) -> CGRect {
        guard gap != nil || collapsedRow != nil else { return frame }
        var shifted = frame
        var finalRow = path.row
        if let collapsed = collapsedRow, collapsed.section == path.section, collapsed.row < path.row {
            shifted.origin.y -= tableView._rectForRow(at: collapsed).height
            finalRow -= 1
        }
        if let gap, gap.at.section == path.section, path != collapsedRow, finalRow >= gap.at.row {
            shifted.origin.y += gap.height
        }
        return shifted
    }
}
