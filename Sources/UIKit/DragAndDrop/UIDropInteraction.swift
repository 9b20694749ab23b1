import Foundation

/// Makes its view a drop target (UIKit): a drag over the view asks the delegate what a drop
/// would do, and a drop there hands it the session.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    public private(set) weak var view: UIView?

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
