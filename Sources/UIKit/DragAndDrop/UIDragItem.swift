import Foundation

/// One dragged item (UIKit): its data for any receiver, an object for receivers in the app,
/// and optionally the preview shown while it is dragged.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    open private(set) var itemProvider: NSItemProvider
    /// The item for drop targets in the same app (`session.localDragSession`); never leaves it.
    open var localObject: Any?
    /// The preview under the finger once the drag moves; nil or a nil result: the lift preview.
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
