/// The system's text selection gestures for a custom `UITextInput` view (UIKit, iOS 13).
///
/// OpenUIKit's gestures: in `.editable` mode a tap makes `textInput` first responder and
/// puts the caret at the closest position; in either mode a double tap selects the word
/// there (through the text input's tokenizer), and in `.nonEditable` mode a single tap clears
/// the selection to a caret. Each gesture asks `interactionShouldBegin(_:at:)`, then calls
/// `interactionWillBegin(_:)` and `interactionDidEnd(_:)` around the change. Loupe, handles
/// and the edit menu are not added (the built-in text views have their own).
@preconcurrency @MainActor
open class UITextInteraction: NSObject, UIInteraction {
    open weak var delegate: (any UITextInteractionDelegate)?
    /// The text input the gestures act on (usually the view itself).
    open weak var textInput: (UIResponder & UITextInput)?
    public private(set) weak var view: UIView?

    /// The interaction's mode, fixed at creation.
    open private(set) var textInteractionMode: UITextInteractionMode

    let tapRecognizer = UITapGestureRecognizer()
    let doubleTapRecognizer = UITapGestureRecognizer()

    /// The gestures other recognizers of the view should require to fail.
    open var gesturesForFailureRequirements: [UIGestureRecognizer] { [tapRecognizer, doubleTapRecognizer] }

    /// A text interaction for `mode` (UIKit's `textInteractionForMode:`).
    public init(for mode: UITextInteractionMode) {
        textInteractionMode = mode
        super.init()
        tapRecognizer.name = "textInteractionTap"
        doubleTapRecognizer.name = "textInteractionDoubleTap"
        doubleTapRecognizer.numberOfTapsRequired = 2
        tapRecognizer.require(toFail: doubleTapRecognizer)
        tapRecognizer.addTarget(self, action: Selector("handleTap:", UITextInteraction.handleTap))
        doubleTapRecognizer.addTarget(self, action: Selector("handleDoubleTap:", UITextInteraction.handleDoubleTap))
    }

    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(tapRecognizer)
        self.view?.removeGestureRecognizer(doubleTapRecognizer)
    }

    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(tapRecognizer)
        view?.addGestureRecognizer(doubleTapRecognizer)
    }

    // MARK: Internals

    func handleTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        act(at: recognizer) { input, point in
            if self.textInteractionMode == .editable, !input.isFirstResponder { _ = input.becomeFirstResponder() }
            let position: UITextPosition?
            if self.textInteractionMode == .editable {
                position = input.closestPosition(to: point)
            } else {
                // Non-editable: a tap collapses the selection where it was.
                position = input.selectedTextRange?.start
            }
            guard let position, let caret = input.textRange(from: position, to: position) else { return }
            input.selectedTextRange = caret
        }
    }

    func handleDoubleTap(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .ended else { return }
        act(at: recognizer) { input, point in
            guard let position = input.closestPosition(to: point) else { return }
            let word = input.tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.forward))
                ?? input.tokenizer.rangeEnclosingPosition(position, with: .word, inDirection: .storage(.backward))
            if self.textInteractionMode == .editable, !input.isFirstResponder { _ = input.becomeFirstResponder() }
            if let word { input.selectedTextRange = word }
        }
    }

    /// The delegate's gate and notifications around one gesture's change.
    private func act(at recognizer: UIGestureRecognizer, _ change: (UIResponder & UITextInput, CGPoint) -> Void) {
        guard let input = textInput, let view else { return }
        let point = recognizer.location(in: view)
        if let delegate, !delegate.interactionShouldBegin(self, at: point) { return }
        delegate?.interactionWillBegin(self)
        // Positions are in the text input's coordinates.
        let inputPoint = (input as? UIView).map { view.convert(point, to: $0) } ?? point
        change(input, inputPoint)
        delegate?.interactionDidEnd(self)
    }
}
