import Foundation

/// The coordinator a table's drop delegate gets: `drop(_:to…)` records where each item's
/// preview lands; the drop animation that follows `performDropWith` flies it there.
@MainActor
final class TableDropCoordinator: NSObject, UITableViewDropCoordinator {
    private weak var tableView: UITableView?
    let items: [any UITableViewDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: UITableViewDropProposal
    private let dropSession: DropSessionState
    /// Where each dropped item's preview goes.
    private(set) var destinations: [ObjectIdentifier: DropPreviewDestination] = [:]

    init(tableView: UITableView, items: [any UITableViewDropItem], destinationIndexPath: IndexPath?,
         proposal: UITableViewDropProposal, session: DropSessionState) {
        self.tableView = tableView
        self.items = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        dropSession = session
        super.init()
    }

    var session: any UIDropSession { dropSession }

    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
        destinations[ObjectIdentifier(dragItem)] = .element(indexPath)
        return dropSession.dropAnimator(for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
        destinations[ObjectIdentifier(dragItem)] = .rect(rect, in: indexPath)
        return dropSession.dropAnimator(for: dragItem)
    }

    func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
        destinations[ObjectIdentifier(dragItem)] = .target(target)
        return dropSession.dropAnimator(for: dragItem)
    }

    /// The placeholder contexts made by `drop(_:to:)`, by item: the preview lands on the
    /// placeholder's row wherever it is when the animation starts.
    private(set) var placeholders: [ObjectIdentifier: TableDropPlaceholderContext] = [:]

    func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder) -> any UITableViewDropPlaceholderContext {
        guard let tableView else {
            preconditionFailure("UITableViewDropCoordinator.drop(_:to:): the table view is gone")
        }
        let context = TableDropPlaceholderContext(dragItem: dragItem, placeholder: placeholder, tableView: tableView, session: dropSession)
        tableView.insertPlaceholder(context)
        placeholders[ObjectIdentifier(dragItem)] = context
        destinations[ObjectIdentifier(dragItem)] = .element(context.indexPath)
        return context
    }
}
