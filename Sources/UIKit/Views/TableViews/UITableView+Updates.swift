import Foundation
@_spi(Diagnostics) import CoreGraphics

extension UITableView {
    /// UIKit's duration for rows sliding, fading in and out in a batch update (ours: UIKit
    /// does not document it; 0.3 s matches its standard view transitions).
    static let rowUpdateDuration: TimeInterval = 0.3

    // MARK: Batches

    func _beginUpdates() {
        if updateDepth == 0 {
            // A table that has not read its data yet has nothing to animate; the batch then
            // just loads the data source (ours: the counts are not checked).
            pendingUpdate = TableBatchUpdate()
            batchOldModel = rowModel
        }
        updateDepth += 1
    }

    func _endUpdates(completion: ((Bool) -> Void)? = nil) {
        guard updateDepth > 0 else {
            FrameworkLog.log("UITableView.endUpdates(): called without a matching beginUpdates(); ignored")
            return
        }
        if let completion { pendingUpdate?.completions.append(completion) }
        updateDepth -= 1
        guard updateDepth == 0, let batch = pendingUpdate else { return }
        pendingUpdate = nil
        let oldModel = batchOldModel
        batchOldModel = nil
        commit(batch, from: oldModel)
    }

    func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        _beginUpdates()
        updates?()
        _endUpdates(completion: completion)
    }

    /// Runs `record` inside the open batch, or in a batch of its own (UIKit: a lone
    /// `insertRows` is a batch of one).
    private func recording(_ record: (inout TableBatchUpdate, TableRowModel?) -> Void) {
        _beginUpdates()
        record(&pendingUpdate!, batchOldModel)
        _endUpdates()
    }

    // MARK: Recording

    func _insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recording { batch, _ in
            for path in indexPaths {
                precondition(path.count == 2, "UITableView.insertRows(at:with:): invalid index path \(path)")
                batch.insertedRows[path] = animation
            }
        }
    }

    func _deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recording { batch, old in
            for path in indexPaths {
                if let old { checkOldRow(path, in: old, verb: "delete") }
                batch.deletedRows[path] = animation
            }
        }
    }

    func _reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recording { batch, old in
            for path in indexPaths {
                if let old { checkOldRow(path, in: old, verb: "reload") }
                batch.reloadedRows[path] = animation
            }
        }
    }

    func _moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recording { batch, old in
            if let old { checkOldRow(indexPath, in: old, verb: "move") }
            precondition(newIndexPath.count == 2, "UITableView.moveRow(at:to:): invalid index path \(newIndexPath)")
            precondition(!batch.movedRows.contains { $0.from == indexPath },
                         "attempt to perform more than one animation for the same index path (\(indexPath.section)-\(indexPath.row))")
            batch.movedRows.append((indexPath, newIndexPath))
        }
    }

    func _insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recording { batch, _ in
            for section in sections { batch.insertedSections[section] = animation }
        }
    }

    func _deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recording { batch, old in
            for section in sections {
                if let old { checkOldSection(section, in: old, verb: "delete") }
                batch.deletedSections[section] = animation
            }
        }
    }

    func _reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recording { batch, old in
            for section in sections {
                if let old { checkOldSection(section, in: old, verb: "reload") }
                batch.reloadedSections[section] = animation
            }
        }
    }

    func _moveSection(_ section: Int, toSection newSection: Int) {
        recording { batch, old in
            if let old { checkOldSection(section, in: old, verb: "move") }
            precondition(newSection >= 0, "attempt to move section \(section) to section \(newSection)")
            batch.movedSections.append((section, newSection))
        }
    }

    func _reconfigureRows(at indexPaths: [IndexPath]) {
        recording { batch, old in
            for path in indexPaths {
                if let old { checkOldRow(path, in: old, verb: "reconfigure") }
                batch.reconfiguredRows.append(path)
            }
        }
    }

    /// UIKit's message for a row that did not exist before the update.
    private func checkOldRow(_ path: IndexPath, in model: TableRowModel, verb: String) {
        precondition(path.count == 2, "UITableView: attempt to \(verb) invalid index path \(path)")
        let sections = model.sectionRowCounts.count
        precondition(path.section >= 0 && path.section < sections,
                     "attempt to \(verb) row \(path.row) from section \(path.section), but there are only \(sections) sections before the update")
        let rows = model.sectionRowCounts[path.section]
        precondition(path.row >= 0 && path.row < rows,
                     "attempt to \(verb) row \(path.row) from section \(path.section) which only contains \(rows) rows before the update")
    }

    private func checkOldSection(_ section: Int, in model: TableRowModel, verb: String) {
        let sections = model.sectionRowCounts.count
        precondition(section >= 0 && section < sections,
                     "attempt to \(verb) section \(section), but there are only \(sections) sections before the update")
    }

    // MARK: Applying

    /// Re-reads the data source, checks it against the batch, and moves the cells on screen
    /// to their rows' new places (animated); leaving cells fade or slide out, arriving ones in.
    private func commit(_ batch: TableBatchUpdate, from oldModel: TableRowModel?) {
        var batch = batch
        deletePlaceholdersForSectionChanges(&batch)
        guard let oldModel else {
            // The rows were not read since the last reload (or a height change): there is no
            // "before" to animate from. Cells on screen may show other rows now: replace them.
            for (path, cell) in visibleCellsByIndexPath { retire(cell, from: path) }
            visibleCellsByIndexPath = [:]
            invalidateRows()
            finish(batch)
            return
        }
        // UIKit re-reads every row's height at the end of a batch: apps run an empty batch
        // to animate rows to new heights.
        rowModel = nil
        var newModel = loadedRowModel
        let mapping: TableUpdateMapping
        switch batch.resolve(oldCounts: oldModel.sectionRowCounts, newCounts: newModel.sectionRowCounts) {
        case .success(let resolved): mapping = resolved
        case .failure(let error): preconditionFailure(error.message)
        }
        // Drop placeholders follow their rows; the rows are read again around their new places.
        if remapPlaceholders(mapping) {
            rowModel = nil
            newModel = loadedRowModel
        }

        // Selection and the touched row follow their rows; deleted rows drop out. UIKit: a
        // reloaded row gets a new cell and loses its selection.
        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.reloadedRows.contains($0) ? nil : mapping.target(of: $0) }
        if let touched = touchedIndexPath {
            touchedIndexPath = mapping.target(of: touched)
            if touchedIndexPath == nil { visibleCellsByIndexPath[touched]?.setHighlighted(false, animated: false) }
        }
        remapRowState(mapping)

        let width = bounds.width
        contentSize = CGSize(width: width, height: newModel.contentHeight)
        let maxY = max(-adjustedContentInset.top, newModel.contentHeight + adjustedContentInset.bottom - bounds.height)
        if contentOffset.y > maxY { contentOffset.y = maxY }

        var leaving: [(cell: UITableViewCell, path: IndexPath, animation: RowAnimation)] = []
        var slidingOff: [(cell: UITableViewCell, path: IndexPath, frame: CGRect)] = []
        var staying: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath {
            if let new = mapping.target(of: old), !mapping.reloadedRows.contains(old) {
                staying[new] = cell
            } else {
                let rows = old.section < oldModel.sectionRowCounts.count ? oldModel.sectionRowCounts[old.section] : 0
                leaving.append((cell, old, batch.leavingAnimation(for: old, rowCount: rows)))
            }
        }
        visibleCellsByIndexPath = [:]
        let visible = newModel.flatRows(from: bounds.minY, to: bounds.maxY)
        let visiblePaths = Set(visible.map { newModel.indexPath(ofFlat: $0) })
        for (new, cell) in staying where !visiblePaths.contains(new) {
            let flat = newModel.flatIndex(of: new)
            slidingOff.append((cell, new, rowFrame(newModel, flat: flat)))
        }
        // Where rows arriving on screen were before the update (rows sliding in from off screen).
        var oldOfNew: [IndexPath: IndexPath] = [:]
        let needsOrigins = visiblePaths.contains { staying[$0] == nil }
        if needsOrigins {
            for (section, targets) in mapping.rowTargets.enumerated() {
                for (row, target) in targets.enumerated() {
                    if let target, visiblePaths.contains(target) { oldOfNew[target] = IndexPath(row: row, section: section) }
                }
            }
        }
        var arriving: [(cell: UITableViewCell, animation: RowAnimation, frame: CGRect)] = []
        var moving: [(cell: UITableViewCell, frame: CGRect)] = []
        let source = dataSourceStorage
        for flat in visible {
            let path = newModel.indexPath(ofFlat: flat)
            let frame = rowFrame(newModel, flat: flat)
            if let cell = staying[path] {
                visibleCellsByIndexPath[path] = cell
                moving.append((cell, frame))
                continue
            }
            guard let source else { continue }
            let cell = makeCell(forRowAt: path, source)
            if let old = oldOfNew[path], !mapping.reloadedRows.contains(old) {
                // An existing row scrolling into view: it slides from its old place.
                let oldFlat = oldModel.flatIndex(of: old)
                displayNewCell(cell, at: path, frame: rowFrame(oldModel, flat: oldFlat))
                moving.append((cell, frame))
            } else {
                let oldSection = oldOfNew[path].map(\.section)
                let animation = batch.arrivingAnimation(for: path, reloadedFrom: oldOfNew[path], oldSection: oldSection,
                                                        rowCount: newModel.sectionRowCounts[path.section])
                displayNewCell(cell, at: path, frame: Self.offsetFrame(frame, for: animation))
                if animation != .none { cell.alpha = 0 }
                arriving.append((cell, animation, frame))
            }
        }
        for item in leaving where item.animation == .none { retire(item.cell, from: item.path) }
        let animatedLeaving = leaving.filter { $0.animation != .none }
        UIView.animate(withDuration: Self.rowUpdateDuration, delay: 0, options: [], animations: {
            for (cell, frame) in moving { cell.frame = frame }
            for (cell, _, frame) in slidingOff { cell.frame = frame }
            for (cell, _, frame) in arriving {
                cell.frame = frame
                cell.alpha = 1
            }
            for (cell, _, animation) in animatedLeaving {
                cell.frame = Self.offsetFrame(cell.frame, for: animation)
                cell.alpha = 0
            }
        }, completion: { [weak self] finished in
            guard let self else { return }
            for (cell, path, _) in animatedLeaving {
                cell.alpha = 1
                self.retire(cell, from: path)
            }
            for (cell, path, _) in slidingOff where self.visibleCellsByIndexPath[path] !== cell {
                self.retire(cell, from: path)
            }
            for completion in batch.completions { completion(finished) }
        })
        let reconfigured = batch.reconfiguredRows.compactMap { mapping.target(of: $0) }
        reconfigure(reconfigured)
        setNeedsLayout()
    }

    /// A leaving row slides out to its side (by its width, or its height for `.top` and
    /// `.bottom`) while it fades; an arriving one starts there. UIKit: `.middle` keeps the row
    /// centred in the space it leaves or takes, so it collapses to (or grows from) the line
    /// across its middle.
    static func offsetFrame(_ frame: CGRect, for animation: RowAnimation) -> CGRect {
        switch animation {
        case .left: return frame.offsetBy(dx: -frame.width, dy: 0)
        case .right: return frame.offsetBy(dx: frame.width, dy: 0)
        case .top: return frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom: return frame.offsetBy(dx: 0, dy: frame.height)
        case .middle: return CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        default: return frame
        }
    }

    /// Completions of a batch that animated nothing run on the next turn of the run loop,
    /// after the animation engine's empty block, as UIKit's do.
    private func finish(_ batch: TableBatchUpdate) {
        guard !batch.completions.isEmpty else { return }
        UIView.animate(withDuration: 0, animations: {}, completion: { finished in
            for completion in batch.completions { completion(finished) }
        })
    }

    /// UIKit: `reconfigureRows` asks the data source for the row's cell again, and dequeuing
    /// with the cell's identifier hands back the cell already on screen (no `prepareForReuse`).
    private func reconfigure(_ paths: [IndexPath]) {
        guard let source = dataSourceStorage else { return }
        for path in paths {
            guard let cell = visibleCellsByIndexPath[path] else { continue }
            reconfiguringCell = cell
            let configured = makeCell(forRowAt: path, source)
            reconfiguringCell = nil
            guard configured !== cell else { continue }
            // A different cell came back: it replaces the old one in place.
            let frame = cell.frame
            visibleCellsByIndexPath[path] = nil
            retire(cell, from: path)
            displayNewCell(configured, at: path, frame: frame)
        }
    }

    /// Shows a cell the data source just gave for `path` (selection, editing state,
    /// `willDisplay`), behind the scroll indicators.
    func displayNewCell(_ cell: UITableViewCell, at path: IndexPath, frame: CGRect) {
        cell.frame = frame
        cell.setSelected(selectedIndexPaths.contains(path), animated: false)
        prepareEditingState(of: cell, at: path)
        visibleCellsByIndexPath[path] = cell
        dragDropControllerStorage?.willDisplay(cell, at: path)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        insertSubview(cell, at: 0)
    }
}
