/// Handwriting into elements of a view that become text inputs when focused (UIKit,
/// iOS 14).
///
/// OpenUIKit: Linux has no Apple Pencil handwriting, so writing never begins: the delegate
/// is never asked and `isHandlingWriting` stays false.
@preconcurrency @MainActor
open class UIIndirectScribbleInteraction: NSObject, UIInteraction {
    /// The delegate given at creation (held weakly).
    open var delegate: (any UIIndirectScribbleInteractionDelegate)? { delegateStorage }
    private weak var delegateStorage: (any UIIndirectScribbleInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// Whether the user is writing; always false here.
    open private(set) var isHandlingWriting = false

    public init(delegate: any UIIndirectScribbleInteractionDelegate) {
        delegateStorage = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
