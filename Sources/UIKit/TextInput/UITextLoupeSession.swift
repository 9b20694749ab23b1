@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A loupe that a custom text view shows while the user moves its caret or a selection handle
/// (UIKit, iOS 17): `begin(at:fromSelectionWidgetView:in:)` shows it over a point of the
/// interaction view, `move(to:withCaretRect:trackingCaret:)` follows the finger or the caret,
/// `invalidate()` hides it. The loupe is the one UITextField and UITextView show.
@preconcurrency @MainActor
open class UITextLoupeSession: NSObject {
    private let loupe = TextLoupeView(frame: .zero)
    private weak var interactionView: UIView?
    private var isValid = true

    init(interactionView: UIView) {
        self.interactionView = interactionView
        super.init()
    }

    /// Shows a loupe over `point` (in `interactionView`'s coordinates); nil when the view is
    /// not in a window. UIKit grows the loupe out of `selectionWidget` (the handle dragged);
    /// ours shows it at once.
    open class func begin(at point: CGPoint, fromSelectionWidgetView selectionWidget: UIView?,
                          in interactionView: UIView) -> Self? {
        guard interactionView.window != nil else {
            FrameworkLog.log("UITextLoupeSession.begin(at:fromSelectionWidgetView:in:): the interaction view is not in a window; no loupe")
            return nil
        }
        let session = UITextLoupeSession(interactionView: interactionView)
        session.loupe.show(over: CGRect(origin: point, size: .zero), in: interactionView)
        return session as? Self
    }

    /// Moves the loupe: over `caretRect` when `tracksCaret`, else over `point` on the
    /// caret's line (both in the interaction view's coordinates). Ignored once invalidated.
    open func move(to point: CGPoint, withCaretRect caretRect: CGRect, trackingCaret tracksCaret: Bool) {
        guard isValid, let interactionView else { return }
        guard !caretRect.isNull else { return loupe.show(over: CGRect(origin: point, size: .zero), in: interactionView) }
        let target = tracksCaret ? caretRect : CGRect(x: point.x, y: caretRect.minY, width: 0, height: caretRect.height)
        loupe.show(over: target, in: interactionView)
    }

    /// Hides the loupe; the session cannot be used again.
    open func invalidate() {
        isValid = false
        loupe.hide()
    }

    /// The loupe's view while shown (tests and the debugger).
    var loupeView: UIView? { loupe.isShown ? loupe : nil }
}
