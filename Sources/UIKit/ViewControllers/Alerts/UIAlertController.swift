import Foundation

/// Shows a title, a message and a set of actions as an alert in the middle of the screen, or as
/// an action sheet at the bottom; present it with `present(_:animated:completion:)`.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    private var preferredStyleStorage: UIAlertController.Style = .actionSheet
    private var actionList: [UIAlertAction] = []
    var textFieldList: [UITextField] = []
    private var preferredActionStorage: UIAlertAction?

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        preferredStyleStorage = preferredStyle
    }

    /// The alert's title, drawn bold above the message. XCUITest names the alert by it.
    open override var title: String? {
        didSet { contentDidChange() }
    }

    open var message: String? {
        didSet { contentDidChange() }
    }

    open var preferredStyle: UIAlertController.Style { preferredStyleStorage }

    /// UIKit: an action sheet on an iPad is presented as a popover (its
    /// `popoverPresentationController` then needs a source); anything else keeps the alert's
    /// own presentation.
    open override var modalPresentationStyle: UIModalPresentationStyle {
        get {
            preferredStyleStorage == .actionSheet && UIScreen.main.traitCollection.userInterfaceIdiom == .pad
                ? .popover : super.modalPresentationStyle
        }
        set { super.modalPresentationStyle = newValue }
    }

    open var actions: [UIAlertAction] { actionList }

    // Assumed: an iPad action sheet popover is 304 pt wide.
    static let popoverWidth: CGFloat = 304

    /// UIKit: an action sheet in a popover asks for the size of its actions.
    open override var preferredContentSize: CGSize {
        get {
            guard modalPresentationStyle == .popover, let view = view as? AlertControllerView else {
                return super.preferredContentSize
            }
            return CGSize(width: Self.popoverWidth, height: view.popoverContentHeight(width: Self.popoverWidth))
        }
        set { super.preferredContentSize = newValue }
    }

    /// UIKit: an action sheet popover dismissed by a tap outside runs the cancel action's
    /// handler.
    func _popoverDismissedByTapOutside() {
        if let cancel = actionList.first(where: { $0.style == .cancel }) { cancel.handler?(cancel) }
    }

    /// UIKit: only Mac Catalyst draws a critical alert differently; on iPhone and iPad this
    /// changes nothing on screen.
    open var severity: UIAlertControllerSeverity = .default

    /// The action drawn bold and run by the Return key.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            // UIKit: the preferred action must already be one of the controller's actions.
            if let newValue {
                precondition(actionList.contains { $0 === newValue },
                             "UIAlertController.preferredAction: the action must be added with addAction(_:) first")
            }
            preferredActionStorage = newValue
            contentDidChange()
        }
    }

    /// UIKit: the text fields in the order added; nil when the alert has none.
    open var textFields: [UITextField]? { textFieldList.isEmpty ? nil : textFieldList }

    open func addAction(_ action: UIAlertAction) {
        // UIKit: raises NSInternalInconsistencyException with this reason.
        precondition(action.style != .cancel || !actionList.contains { $0.style == .cancel },
                     "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
        actionList.append(action)
        action.enabledDidChange = { [weak self] in self?.contentDidChange() }
        contentDidChange()
    }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        // UIKit: raises NSInternalInconsistencyException with this reason.
        precondition(preferredStyleStorage == .alert,
                     "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField()
        field.font = .systemFont(ofSize: 13)
        field.borderStyle = .none
        field.backgroundColor = .systemBackground
        // UIKit: Return in an alert's text field chooses as the Return key does (the field's
        // delegate may refuse it in `textFieldShouldReturn(_:)`).
        field.addAction(UIAction { [weak self] _ in self?._returnKeyPressed() }, for: .primaryActionTriggered)
        textFieldList.append(field)
        configurationHandler?(field)
        contentDidChange()
    }

    // MARK: View

    open override func loadView() {
        view = AlertControllerView(controller: self)
    }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // UIKit: the first text field starts editing; otherwise the alert takes the keyboard
        // so that Return and Escape reach it.
        if let field = textFieldList.first, field.becomeFirstResponder() { return }
        _ = becomeFirstResponder()
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// Return runs the preferred action (or the only non-cancel one), Escape the cancel one.
    /// A keyboard's Return reads "\r"; typed text's newline "\n" is the same key.
    open override var keyCommands: [UIKeyCommand]? {
        let returnKey = Selector("_returnKeyPressed", UIAlertController._returnKeyPressed)
        return [UIKeyCommand(input: "\r", modifierFlags: [], action: returnKey),
                UIKeyCommand(input: "\n", modifierFlags: [], action: returnKey),
                UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [],
                             action: Selector("_escapeKeyPressed", UIAlertController._escapeKeyPressed))]
    }

    func _returnKeyPressed() {
        if let action = returnKeyAction { _performAction(action) }
    }

    func _escapeKeyPressed() {
        if let action = actionList.first(where: { $0.style == .cancel }), action.isEnabled { _performAction(action) }
    }

    /// UIKit: Return chooses the preferred action, else the only action that does not cancel.
    var returnKeyAction: UIAlertAction? {
        if let preferred = preferredActionStorage { return preferred.isEnabled ? preferred : nil }
        let others = actionList.filter { $0.style != .cancel }
        guard others.count == 1, others[0].isEnabled else { return nil }
        return others[0]
    }

    /// Dismisses the alert, then runs the action's handler.
    func _performAction(_ action: UIAlertAction) {
        // Once dismissed, a second Return or tap in the same turn chooses nothing.
        guard action.isEnabled, let presenting = presentingViewController else { return }
        // UIKit: Apple does not document the order. Apps commonly present another controller
        // from a handler and that works on iOS, so the dismissal is started first (assumed, not
        // measured on a device).
        presenting.dismiss(animated: true)
        action.handler?(action)
    }

    // Assumed figures (Apple documents none): 0.3 s, the alert from 1.2× its size.
    static let presentationDuration: TimeInterval = 0.3
    static let presentationScale: CGFloat = 1.2

    /// UIKit: an alert fades in while shrinking from a little larger than its size to its size,
    /// and the dimming behind it fades in; an action sheet slides up from below the window.
    /// The alert takes taps at once (the model values are the final ones).
    func _animatePresentation(completion: @escaping () -> Void) {
        guard let view = viewIfLoaded as? AlertControllerView else {
            completion()
            return
        }
        view.layoutIfNeeded()
        let box = view.interfaceView
        let dimming = view.backgroundColor
        UIView.performWithoutAnimation {
            if preferredStyleStorage == .alert {
                box.transform = CGAffineTransform(scaleX: Self.presentationScale, y: Self.presentationScale)
                box.alpha = 0
            } else {
                box.transform = CGAffineTransform(translationX: 0, y: view.bounds.height - box.frame.minY)
            }
            view.backgroundColor = .clear
        }
        UIView.animate(withDuration: Self.presentationDuration, delay: 0, options: [.curveEaseOut], animations: {
            box.transform = .identity
            box.alpha = 1
            view.backgroundColor = dimming
        }, completion: { _ in completion() })
    }

    // Assumed figure (Apple documents none): 0.2 s.
    static let dismissalDuration: TimeInterval = 0.2

    /// UIKit: a dismissed alert fades out with its dimming; an action sheet slides down below
    /// the window as the dimming fades. The view leaves the window when the animation ends
    /// (unless presented again meanwhile), then `completion` runs. False (nothing done) when
    /// the alert is not shown.
    func _animateDismissal(completion: (() -> Void)?) -> Bool {
        guard let view = viewIfLoaded as? AlertControllerView, view.window != nil else { return false }
        let box = view.interfaceView
        let dimming = view.backgroundColor
        let isAlert = preferredStyleStorage == .alert
        view.isUserInteractionEnabled = false
        view.accessibilityElementsHidden = true
        UIView.animate(withDuration: Self.dismissalDuration, delay: 0, options: [.curveEaseIn], animations: {
            if isAlert {
                view.alpha = 0
            } else {
                box.transform = CGAffineTransform(translationX: 0, y: view.bounds.height - box.frame.minY)
                view.backgroundColor = .clear
            }
        }, completion: { [weak self] _ in
            if self?.presentingStorage == nil { view.removeFromSuperview() }
            UIView.performWithoutAnimation {
                view.alpha = 1
                box.transform = .identity
                view.backgroundColor = dimming
            }
            view.isUserInteractionEnabled = true
            view.accessibilityElementsHidden = false
            completion?()
        })
        return true
    }

    private func contentDidChange() {
        (viewIfLoaded as? AlertControllerView)?.reloadContent()
    }
}
