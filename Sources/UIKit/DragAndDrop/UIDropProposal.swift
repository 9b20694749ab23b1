import Foundation

/// A drop target's answer while a drag moves over it: the operation a drop would perform.
@preconcurrency @MainActor
open class UIDropProposal: NSObject, @preconcurrency NSCopying {
    open private(set) var operation: UIDropOperation
    /// The drop wants the touch's precise location (UIKit then offsets the preview up).
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIDropProposal(operation: operation)
        copy.isPrecise = isPrecise
        copy.prefersFullSizePreview = prefersFullSizePreview
        return copy
    }
}
