import Foundation

/// What a table's and a collection view's drop placeholder contexts share: the dropped item,
/// where the placeholder is now, whether it is still shown, and the drop animation of its item.
/// A subclass asks its own view to commit, delete or update the placeholder.
@MainActor
class DropPlaceholderContextCore: NSObject {
    let dragItem: UIDragItem
    private weak var dropSession: DropSessionState?
    /// The placeholder's index path in its view (placeholders included); moved by the view's updates.
    var indexPath: IndexPath
    /// Still in its view (not committed, deleted, dropped by `reloadData` or an update).
    var isActive = true

    init(dragItem: UIDragItem, indexPath: IndexPath, session: DropSessionState) {
        self.dragItem = dragItem
        self.indexPath = indexPath
        dropSession = session
        super.init()
    }

    /// The view's part of `commitInsertion`; false when the view is gone.
    func commitInView(_ dataSourceUpdates: (IndexPath) -> Void) -> Bool { false }
    /// The view's part of `deletePlaceholder`; false when the view is gone.
    func deleteInView() -> Bool { false }
    /// The view's part of `setNeedsCellUpdate`.
    func updateCellInView() {}

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        isActive && commitInView(dataSourceUpdates)
    }

    func deletePlaceholder() -> Bool {
        isActive && deleteInView()
    }

    func setNeedsCellUpdate() {
        if isActive { updateCellInView() }
    }

    // The drop animation of the item (UIKit: the context animates like the item's animator).
    func addAnimations(_ animations: @escaping () -> Void) {
        guard let dropSession else { return animations() }
        dropSession.dropAnimator(for: dragItem).addAnimations(animations)
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard let dropSession else { return completion(.end) }
        dropSession.dropAnimator(for: dragItem).addCompletion(completion)
    }
}
