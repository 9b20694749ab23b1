import Foundation

/// A drag item's preview while it is dragged, without a place on screen (UIKit): shown
/// under the finger instead of the lifted view.
@preconcurrency @MainActor
open class UIDragPreview: NSObject, @preconcurrency NSCopying {
    open private(set) var view: UIView
    open private(set) var parameters: UIDragPreviewParameters

    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIDragPreview(view: view, parameters: parameters)
    }
}
