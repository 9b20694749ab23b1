/// An abstract interface for responding to and handling events (UIKit).
///
/// The responder chain: a view → its view controller (when it is that controller's root
/// view) → its superview … → the window → the application → the application delegate (when
/// the delegate is a responder). Event methods forward to `next` by default, so an
/// unhandled touch or press travels up the chain.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The iOS 17 block-based accessibility attributes given to the responder (created on first set).
    var accessibilityBlocks: AccessibilityBlocks?
    public override init() {
        super.init()
    }

    deinit {
        // Objective-C releases an object's associated values when it is deallocated.
        AssociationTable.shared.objectDeinitialized(ObjectIdentifier(self))
    }

    // MARK: Interface Builder

    /// Called on every object a nib or storyboard creates, after all of them are connected.
    /// UIKit declares this (and `prepareForInterfaceBuilder()`) on `NSObject`; without the
    /// Objective-C runtime an extension member cannot be overridden, so OpenUIKit declares them
    /// here and on `UIGestureRecognizer`. `UINib` and `UIStoryboard` call it on the objects they make.
    open func awakeFromNib() {}

    /// Called by Interface Builder to prepare a designable view for display in the canvas.
    /// Never called: there is no Interface Builder on Linux.
    open func prepareForInterfaceBuilder() {}

    // MARK: The responder chain

    /// The next responder in the chain; nil at its end. Subclasses override to join the
    /// chain (views, view controllers, windows and the application already do).
    open var next: UIResponder? { nil }

    /// UIKit (iPadOS 9): the shortcuts bar's items while this responder edits text; made on
    /// first use. Kept, not shown: there is no on-screen keyboard here.
    open var inputAssistantItem: UITextInputAssistantItem { assistantItemStorage }
    private lazy var assistantItemStorage = UITextInputAssistantItem()

    /// UIKit (iOS 13): whether the responder takes part in the editing gestures;
    /// `.default` unless a subclass overrides it. OpenUIKit has no editing gestures.
    open var editingInteractionConfiguration: UIEditingInteractionConfiguration { .default }

    // MARK: First responder

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        responderWindow?.firstResponderStorage === self
    }

    /// UIResponder: false by default; responders that take keyboard input return true.
    open var canBecomeFirstResponder: Bool { false }

    /// Makes this object the first responder of its window. UIKit: returns false when the
    /// object cannot become first responder, is not in a window, or the current first
    /// responder refuses to resign.
    @discardableResult
    open func becomeFirstResponder() -> Bool { _becomeFirstResponder() }

    /// UIResponder: true by default.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status. UIKit: returns false (and stays first responder)
    /// when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool { _resignFirstResponder() }

    // MARK: Touches (the default forwards to the next responder)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }

    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses (the default forwards to the next responder)

    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }

    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }

    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }

    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote-control events

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }

    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }

    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: Actions

    /// Whether this responder performs `action`. The default answers whether the responder
    /// implements the selector's method (Objective-C's `respondsToSelector:`, in Swift: is the
    /// responder of the type the method belongs to).
    /// For the standard edit actions (`UIResponderStandardEditActions`), which every responder
    /// declares here, the default is false: a responder that implements one says so.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if StandardEditAction.names.contains(action.name) || action.name == "captureTextFromCamera:" { return false }
        return action.canBeInvoked(on: self)
    }

    /// The object that will handle `action`: this responder when `canPerformAction` says so,
    /// else the next responder's answer; nil when no responder in the chain can.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    // MARK: Standard edit actions (UIResponderStandardEditActions; the base ones do nothing)

    open func cut(_ sender: Any?) {}
    open func copy(_ sender: Any?) {}
    open func paste(_ sender: Any?) {}
    open func pasteAndMatchStyle(_ sender: Any?) {}
    open func pasteAndGo(_ sender: Any?) {}
    open func pasteAndSearch(_ sender: Any?) {}
    open func select(_ sender: Any?) {}
    open func selectAll(_ sender: Any?) {}
    open func delete(_ sender: Any?) {}
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    open func toggleBoldface(_ sender: Any?) {}
    open func toggleItalics(_ sender: Any?) {}
    open func toggleUnderline(_ sender: Any?) {}
    open func increaseSize(_ sender: Any?) {}
    open func decreaseSize(_ sender: Any?) {}
    open func find(_ sender: Any?) {}
    open func findAndReplace(_ sender: Any?) {}
    open func findNext(_ sender: Any?) {}
    open func findPrevious(_ sender: Any?) {}
    open func useSelectionForFind(_ sender: Any?) {}
    open func rename(_ sender: Any?) {}
    open func duplicate(_ sender: Any?) {}
    open func move(_ sender: Any?) {}
    open func export(_ sender: Any?) {}
    /// iOS 15: prints the scene's content (Command-P when the app supports printing).
    open func printContent(_ sender: Any?) {}
    /// iOS 13: replaces the attributes of the selection with what `conversionHandler` makes of
    /// them (text objects allowing attribute editing implement it).
    open func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {}

    // MARK: Input views

    open var inputView: UIView? { nil }
    open var inputAccessoryView: UIView? { nil }
    open func reloadInputViews() {}

    /// The keyboard language this responder uses while it is first responder. UIKit: nil for
    /// responders that take no text; text objects (`UIKeyInput` adopters) answer the current
    /// input mode (OpenUIKit's one: see `UITextInputMode`).
    open var textInputMode: UITextInputMode? { self is UIKeyInput ? UITextInputMode.current : nil }

    /// An identifier under which the system would remember the keyboard used with this
    /// responder (nil: none).
    open var textInputContextIdentifier: String? { nil }

    /// Forgets the keyboard remembered for an identifier (OpenUIKit remembers none).
    public static func clearTextInputContextIdentifier(_ identifier: String) {}

    // MARK: Commands and undo

    /// Keyboard shortcuts this responder handles (see `UIKeyCommand`).
    open var keyCommands: [UIKeyCommand]? { nil }

    /// UIKit: adds to, removes from or replaces the menus of a menu system (the main menu
    /// asks the app object and its delegate); the default does nothing.
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// Lets the responder update a command (its title, state) before it is shown or performed.
    open func validate(_ command: UICommand) {}

    /// The undo manager of the responder chain: the next responder's by default; a window
    /// has its own.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: User activities

    /// The activity this responder keeps up to date (iOS 8). Setting one registers the
    /// responder with it: when the activity is saved (`NSUserActivity.becomeCurrent()` with
    /// `needsSave` set), UIKit calls `updateUserActivityState(_:)` here.
    var userActivityStorage: NSUserActivity?

    open var userActivity: NSUserActivity? {
        get { userActivityStorage }
        set {
            if let old = userActivityStorage, old !== newValue {
                old.owners.removeAll { $0.responder == nil || $0.responder === self }
            }
            userActivityStorage = newValue
            if let newValue, !newValue.owners.contains(where: { $0.responder === self }) {
                newValue.owners.append(NSUserActivity.WeakResponder(responder: self))
            }
        }
    }

    /// Adds this responder's state to `activity` (`addUserInfoEntries(from:)`). The default
    /// does nothing.
    open func updateUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Paste configuration and shared items

    /// The kinds of data the responder accepts from paste and drop (iOS 11; nil unless set).
    open var pasteConfiguration: UIPasteConfiguration?

    /// Takes pasted items (iOS 11; a `UIPasteControl` targeting the responder calls it). The
    /// default does nothing. // UIKit: subclasses write `override func paste(itemProviders:)`.
    open func paste(itemProviders: [NSItemProvider]) {}

    /// Whether the responder can take `itemProviders` (iOS 11). UIKit's default: one of them
    /// conforms to a type `pasteConfiguration` accepts (false without a configuration).
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        Self.pasteConfiguration(pasteConfiguration, accepts: itemProviders)
    }

    /// What the responder offers to share (iOS 14; nil unless set). Stored: Linux has no
    /// Share menu that reads it.
    open var activityItemsConfiguration: (any UIActivityItemsConfigurationReading)?

    /// Restores the state `activity` describes (handed back to the app, e.g. by
    /// `restorationHandler`). The default does nothing.
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: Camera text capture

    /// Starts inserting text read from the camera (iOS 15). UIKit shows a camera viewfinder in
    /// the keyboard's place; OpenUIKit has no camera, so this does nothing and
    /// `canPerformAction(_:withSender:)` answers false for it.
    open func captureTextFromCamera(_ sender: Any?) {}
}
