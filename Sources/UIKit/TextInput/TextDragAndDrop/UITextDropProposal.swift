import Foundation

/// What a drop into text does (UIKit, iOS 11): insert at the drop position or replace the
/// selection or everything, and who performs it.
@preconcurrency @MainActor
open class UITextDropProposal: UIDropProposal {
    open var dropAction: UITextDropAction = .insert
    open var dropProgressMode: UITextDropProgressMode = .system
    open var useFastSameViewOperations = false
    open var dropPerformer: UITextDropPerformer = .view

    public override init(operation: UIDropOperation) {
        super.init(operation: operation)
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = UITextDropProposal(operation: operation)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        copy.dropAction = dropAction
        copy.dropProgressMode = dropProgressMode
        copy.useFastSameViewOperations = useFastSameViewOperations
        copy.dropPerformer = dropPerformer
        return copy
    }
}
