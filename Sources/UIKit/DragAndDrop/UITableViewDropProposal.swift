import Foundation

/// A table view's drop proposal (UIKit): the operation, and how the drop would join the
/// rows — between rows (a gap opens) or into the row under the touch (it highlights).
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    open private(set) var intent: UITableViewDropProposal.Intent

    public init(operation: UIDropOperation, intent: UITableViewDropProposal.Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public convenience override init(operation: UIDropOperation) {
        self.init(operation: operation, intent: .unspecified)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITableViewDropProposal(operation: operation, intent: intent)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        return copy
    }
}
