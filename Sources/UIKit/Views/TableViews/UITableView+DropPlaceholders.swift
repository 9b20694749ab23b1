import Foundation
@_spi(Diagnostics) import CoreGraphics

// Drop placeholders: rows the table shows for dropped items whose data is still loading.
// The data source does not know them: the table adds them to the data source's row counts,
// makes their cells from the placeholder's reuse identifier and `cellUpdateHandler`, and
// asks the data source for its rows at their index paths less the placeholders above them.
//
// Ours, where UIKit documents nothing: other delegate calls (display, selection, editing)
// use the table's index paths, placeholders included; a batch update that inserts, deletes
// or moves sections while placeholders are shown deletes them (UIKit asks apps to avoid
// significant changes then, and `reloadData` drops them, as documented).
extension UITableView {
    /// UIKit: true while the table shows placeholders or a drop over it has opened a gap
    /// between its rows (changes its data source does not have).
    public var hasUncommittedUpdates: Bool {
        !dropPlaceholders.isEmpty || dragDropControllerStorage?.gap != nil
    }

    /// The placeholder at a row of the table, if any.
    func dropPlaceholder(at indexPath: IndexPath) -> TableDropPlaceholderContext? {
        guard !dropPlaceholders.isEmpty else { return nil }
        return dropPlaceholders.first { $0.indexPath == indexPath }
    }

    /// How many placeholders the section shows.
    func placeholderCount(inSection section: Int) -> Int {
        dropPlaceholders.reduce(0) { $0 + ($1.indexPath.section == section ? 1 : 0) }
    }

    /// The data source's index path of a row of the table (the placeholders above it left out).
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard !dropPlaceholders.isEmpty else { return indexPath }
        let above = dropPlaceholders.reduce(0) {
            $0 + ($1.indexPath.section == indexPath.section && $1.indexPath.row < indexPath.row ? 1 : 0)
        }
        return IndexPath(row: indexPath.row - above, section: indexPath.section)
    }

    /// A row's new cell: the placeholder's, or the data source's.
    func makeCell(forRowAt indexPath: IndexPath, _ source: UITableViewDataSource) -> UITableViewCell {
        if let context = dropPlaceholder(at: indexPath) {
            let cell = _dequeueReusableCell(withIdentifier: context.placeholder.reuseIdentifier, for: indexPath)
            context.placeholder.cellUpdateHandler?(cell)
            return cell
        }
        return source.tableView(self, cellForRowAt: dataSourceIndexPath(for: indexPath))
    }

    /// Inserts the placeholder's row (a batch update of one inserted row; the data source's
    /// counts do not change).
    func insertPlaceholder(_ context: TableDropPlaceholderContext) {
        let model = loadedRowModel
        let path = context.indexPath
        precondition(path.count == 2 && path.section >= 0 && path.section < model.sectionRowCounts.count
                        && path.row >= 0 && path.row <= model.sectionRowCounts[path.section],
                     "UITableViewDropCoordinator.drop(_:to:): invalid placeholder insertion index path \(path) (\(model.sectionRowCounts.count) sections, rows per section \(model.sectionRowCounts))")
        updatingPlaceholders {
            for other in dropPlaceholders where other.indexPath.section == path.section && other.indexPath.row >= path.row {
                other.indexPath.row += 1
            }
            dropPlaceholders.append(context)
            _insertRows(at: [path], with: .automatic)
        }
    }

    /// The data source takes the item: its update runs with the data source's index path and
    /// the placeholder's row is reloaded from the data source (the counts add up: one row
    /// more in the data source, one placeholder less).
    func commitPlaceholder(_ context: TableDropPlaceholderContext, dataSourceUpdates: (IndexPath) -> Void) {
        let path = context.indexPath
        updatingPlaceholders {
            removePlaceholder(context)
            dataSourceUpdates(dataSourceIndexPath(for: path))
            _reloadRows(at: [path], with: .none)
        }
    }

    func deletePlaceholder(_ context: TableDropPlaceholderContext) {
        let path = context.indexPath
        updatingPlaceholders {
            removePlaceholder(context)
            for other in dropPlaceholders where other.indexPath.section == path.section && other.indexPath.row > path.row {
                other.indexPath.row -= 1
            }
            _deleteRows(at: [path], with: .automatic)
        }
    }

    /// `reloadData` drops every placeholder (UIKit).
    func discardPlaceholders() {
        for context in dropPlaceholders { context.isActive = false }
        dropPlaceholders = []
    }

    private func removePlaceholder(_ context: TableDropPlaceholderContext) {
        context.isActive = false
        dropPlaceholders.removeAll { $0 === context }
    }

    /// A batch whose placeholders were moved by hand (not by the batch's mapping).
    private func updatingPlaceholders(_ updates: () -> Void) {
        let outer = placeholdersMovedByHand
        placeholdersMovedByHand = true
        _beginUpdates()
        updates()
        _endUpdates()
        placeholdersMovedByHand = outer
    }

    /// Before an app's batch is resolved: placeholders cannot follow section changes, so such
    /// a batch deletes them (with a log line).
    func deletePlaceholdersForSectionChanges(_ batch: inout TableBatchUpdate) {
        guard !dropPlaceholders.isEmpty, !placeholdersMovedByHand, batch.changesSections else { return }
        FrameworkLog.log("UITableView: a batch update changed sections while drop placeholders were shown; the placeholders are deleted")
        for context in dropPlaceholders {
            let section = context.indexPath.section
            // A placeholder in a section deleted or reloaded goes with its section.
            if batch.deletedSections[section] == nil, batch.reloadedSections[section] == nil {
                batch.deletedRows[context.indexPath] = .fade
            }
            context.isActive = false
        }
        dropPlaceholders = []
    }

    /// After an app's batch: each placeholder follows its row (one whose row was deleted is
    /// gone). True when one moved, so the rows must be read again.
    func remapPlaceholders(_ mapping: TableUpdateMapping) -> Bool {
        guard !dropPlaceholders.isEmpty, !placeholdersMovedByHand else { return false }
        var moved = false
        for context in dropPlaceholders {
            guard let target = mapping.target(of: context.indexPath) else {
                context.isActive = false
                moved = true
                continue
            }
            if target != context.indexPath {
                context.indexPath = target
                moved = true
            }
        }
        dropPlaceholders.removeAll { !$0.isActive }
        return moved
    }
}

extension TableBatchUpdate {
    /// Whether the batch inserts, deletes, reloads or moves sections.
    var changesSections: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !reloadedSections.isEmpty || !movedSections.isEmpty
    }
}
