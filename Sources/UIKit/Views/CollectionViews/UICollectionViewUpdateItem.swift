import Foundation

/// One change of a batch update, as the layout sees it in
/// `prepare(forCollectionViewUpdates:)` (UIKit). A section change has an index path of
/// length 1 whose item is `NSNotFound`-free: `[section]`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change (Apple's raw values).
    public enum Action: Int, Sendable {
        case insert = 0
        case delete = 1
        case reload = 2
        case move = 3
        case none = 4
    }

    private let before: IndexPath?
    private let after: IndexPath?
    private let action: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
        super.init()
    }

    /// The item's (or section's) index path before the update; nil for an insertion.
    open var indexPathBeforeUpdate: IndexPath? { before }

    /// The index path after the update; nil for a deletion.
    open var indexPathAfterUpdate: IndexPath? { after }

    open var updateAction: Action { action }

    open override var description: String {
        "<UICollectionViewUpdateItem: \(action) \(before.map { "\($0)" } ?? "nil") -> \(after.map { "\($0)" } ?? "nil")>"
    }
}
