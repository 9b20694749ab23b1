/// Customizes Scribble (handwriting with Apple Pencil) in a text input view (UIKit, iOS 14).
///
/// OpenUIKit: Linux has no Apple Pencil handwriting, so writing never begins: the delegate
/// is never asked and `isHandlingWriting` stays false.
@preconcurrency @MainActor
open class UIScribbleInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIScribbleInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// Whether the user is writing (between will-begin and did-finish); always false here.
    open private(set) var isHandlingWriting = false

    /// Whether the user is likely to write with a pencil rather than type; false here (no
    /// pencil).
    open class var isPencilInputExpected: Bool { false }

    public init(delegate: any UIScribbleInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
