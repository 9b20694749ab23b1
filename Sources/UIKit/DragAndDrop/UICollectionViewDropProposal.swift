import Foundation

/// A collection view's drop proposal (UIKit): the operation, and whether the drop would be
/// inserted between items (the items make room) or go into the item under the touch.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    open private(set) var intent: UICollectionViewDropProposal.Intent

    public init(operation: UIDropOperation, intent: UICollectionViewDropProposal.Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UICollectionViewDropProposal(operation: operation, intent: intent)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        return copy
    }
}
