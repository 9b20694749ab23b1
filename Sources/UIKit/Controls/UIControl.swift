/// The base class for controls: visual elements that convey a specific action or intention
/// in response to user interactions (UIKit).
///
/// A control tracks touches through `beginTracking` / `continueTracking` / `endTracking` /
/// `cancelTracking`, turns them into control events (`touchDown`, `touchDragInside`, …,
/// `touchUpInside`) and sends the actions registered for those events, in registration
/// order. Disabled controls neither track nor send actions.
@preconcurrency @MainActor
open class UIControl: UIView {
    var controlStateFlags: State = []
    /// Registrations in order. Every access is a read or a mutation that runs no other code,
    /// so accesses cannot overlap; the run-time exclusivity check would only cost time on
    /// every dispatch.
    @exclusivity(unchecked) var handlers: [ControlEventHandler] = []
    var trackingTouch: UITouch?
    var isTrackingStorage = false
    var isTouchInsideStorage = false
    var contentVerticalAlignmentStorage: ContentVerticalAlignment = .center
    var contentHorizontalAlignmentStorage: ContentHorizontalAlignment = .center
    /// The interaction `toolTip` adds.
    var toolTipInteractionStorage: UIToolTipInteraction?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        _decodeControl(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeControl(with: coder)
    }

    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    // MARK: State

    /// The control's state, derived from `isEnabled`, `isHighlighted` and `isSelected`.
    open var state: State {
        var state = controlStateFlags.intersection([.highlighted, .selected, .focused])
        if controlStateFlags.contains(.disabled) { state.insert(.disabled) }
        return state
    }

    /// UIKit: true by default. A disabled control ignores touches and sends no actions.
    open var isEnabled: Bool {
        get { !controlStateFlags.contains(.disabled) }
        set { _setStateFlag(.disabled, !newValue) }
    }

    open var isSelected: Bool {
        get { controlStateFlags.contains(.selected) }
        set { _setStateFlag(.selected, newValue) }
    }

    /// True while a touch is down inside the control (tracking makes it follow the finger).
    open var isHighlighted: Bool {
        get { controlStateFlags.contains(.highlighted) }
        set { _setStateFlag(.highlighted, newValue) }
    }

    open var isTracking: Bool { isTrackingStorage }

    open var isTouchInside: Bool { isTouchInsideStorage }

    open var contentVerticalAlignment: ContentVerticalAlignment {
        get { contentVerticalAlignmentStorage }
        set { contentVerticalAlignmentStorage = newValue; setNeedsLayout() }
    }

    open var contentHorizontalAlignment: ContentHorizontalAlignment {
        get { contentHorizontalAlignmentStorage }
        set { contentHorizontalAlignmentStorage = newValue; setNeedsLayout() }
    }

    /// The horizontal alignment in effect: `leading` and `trailing` resolved to `left` or
    /// `right` by the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        _effectiveContentHorizontalAlignment
    }

    /// Called after `isEnabled`, `isSelected` or `isHighlighted` changed, to update the
    /// appearance. Subclasses in this module override it.
    func controlStateDidChange() {}

    // MARK: Focus (see UIControl+Focus.swift)

    /// UIKit: a control can be focused while it is enabled.
    open override var canBecomeFocused: Bool { isEnabled }

    /// A select press (Return or Space) on the focused control highlights it; releasing
    /// it sends the primary action. Other presses go up the responder chain.
    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _focusPressesBegan(presses)
        if !rest.isEmpty { super.pressesBegan(rest, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _focusPressesEnded(presses, cancelled: false)
        if !rest.isEmpty { super.pressesEnded(rest, with: event) }
    }

    open override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = _focusPressesEnded(presses, cancelled: true)
        if !rest.isEmpty { super.pressesCancelled(rest, with: event) }
    }

    // MARK: Target-action

    /// Registers `action` on `target` for `controlEvents`. The target is not retained; a nil
    /// target sends the action up the responder chain. A (target, action) pair is stored
    /// once: adding it again for other events adds those events to it.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        _addTarget(target, action: action, for: controlEvents)
    }

    /// Removes registrations for `controlEvents`: those of `target` (every target when nil)
    /// whose action is `action` (every action when nil). A registration keeps its other events.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        _removeTarget(target, action: action, for: controlEvents)
    }

    /// The names of `target`'s actions for one control event; nil when there are none (and
    /// for a nil target, as in UIKit).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        _actions(forTarget: target, forControlEvent: controlEvent)
    }

    /// The events that have at least one action.
    open var allControlEvents: Event { _allControlEvents }

    /// The targets of the control's target-actions; `NSNull()` stands for a nil target.
    open var allTargets: Set<AnyHashable> { _allTargets }

    /// Sends one action; the funnel every target-action dispatch goes through. Override to
    /// observe or change dispatch (call super to send).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Calls the handler of a UIAction with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// Sends the actions registered for `controlEvents` (from code: no event).
    open func sendActions(for controlEvents: Event) {
        _sendActions(for: controlEvents, with: nil)
    }

    /// Adds a UIAction for `controlEvents`. UIKit: actions are unique by identifier; adding an
    /// action with the identifier of one already added replaces it.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        _addAction(action, for: controlEvents)
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        _removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        _removeAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Visits every registration: a UIAction or a target-action, per event; set `stop` to
    /// end the enumeration.
    open func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ targetAction: (target: Any?, action: Selector)?,
                                                  _ controlEvent: Event, _ stop: inout Bool) -> Void) {
        _enumerateEventHandlers(iterator)
    }

    // MARK: Tracking

    /// A touch went down in the control. Return false to stop tracking it.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved. Return false to stop tracking it.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch ended (or tracking stopped).
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesBegan(touches, with: event)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesMoved(touches, with: event)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesEnded(touches, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        _touchesCancelled(touches, with: event)
    }

    /// UIKit: a control whose default action is a single tap does not let a superview's
    /// single-finger, single-tap recognizer begin (the control's own action wins).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        _gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether the control's default action is a single tap (UIButton, UISwitch, UIStepper,
    /// UISegmentedControl, UIPageControl in UIKit).
    var defaultActionIsSingleTap: Bool { false }

    /// Presents the control's menu when `showsMenuAsPrimaryAction` makes it the primary
    /// action; false when the control has no menu to show (UIButton has one).
    func _presentMenuAsPrimaryAction() -> Bool { false }

    // MARK: Accessibility

    override var defaultIsAccessibilityElement: Bool { true }

    /// UIKit adds `.notEnabled` and `.selected` from the control's state.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits
            if !isEnabled { traits.insert(.notEnabled) }
            if isSelected { traits.insert(.selected) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    // MARK: Menus and tool tips (iOS 14–15 surface)

    /// UIKit: false by default; while true the control has a context menu interaction whose
    /// delegate is the control itself (a long press asks
    /// `contextMenuInteraction(_:configurationForMenuAtLocation:)`).
    open var isContextMenuInteractionEnabled = false {
        didSet {
            guard isContextMenuInteractionEnabled != oldValue else { return }
            _updateContextMenuInteraction()
        }
    }

    /// The control's context menu interaction (delegate: the control), nil while
    /// `isContextMenuInteractionEnabled` is false.
    open var contextMenuInteraction: UIContextMenuInteraction? {
        isContextMenuInteractionEnabled ? contextMenuInteractionStorage : nil
    }

    var contextMenuInteractionStorage: UIContextMenuInteraction?

    /// The menu for a long press at `location` (the control's coordinates). UIKit: a plain
    /// control has none; `UIButton` answers with its `menu`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    /// UIKit (iOS 14): the preview lifted while the control's menu shows; nil, the default,
    /// lifts the control itself.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// UIKit (iOS 14): the preview the menu returns to; nil, the default, is the highlight one.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// Called as the control's menu appears (override calling super).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// Called as the control's menu goes away (override calling super).
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// The point, in the control's coordinates, its menu attaches to. The default is the
    /// middle of the bounds, meaning the menu attaches to the whole control; a subclass that
    /// returns another point gets its menu shown as its primary action anchored there.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.midY)
    }

    open var showsMenuAsPrimaryAction = false

    /// Performs the control's primary action (iOS 17.4), as a tap would: with
    /// `showsMenuAsPrimaryAction` the menu shows (`.menuActionTriggered` is sent), otherwise the
    /// `.primaryActionTriggered` actions run. A disabled control does nothing.
    open func performPrimaryAction() {
        guard isEnabled else { return }
        if showsMenuAsPrimaryAction, _presentMenuAsPrimaryAction() {
            _sendActions(for: .menuActionTriggered, with: nil)
        } else {
            _sendActions(for: .primaryActionTriggered, with: nil)
        }
    }

    /// Whether symbol effects on the control's images animate (iOS 17). UIKit: true. Stored:
    /// OpenUIKit's symbol images have no effects to animate.
    open var isSymbolAnimationEnabled = true

    /// The control's tool tip (iOS 15); nil (the default): none. Setting a string makes
    /// `toolTipInteraction`, whose `defaultToolTip` it is (Interactions/ToolTips).
    open var toolTip: String? {
        get { toolTipInteractionStorage?.defaultToolTip }
        set { setToolTip(newValue) }
    }

    /// The interaction that shows `toolTip`; nil while it is unset.
    open var toolTipInteraction: UIToolTipInteraction? { toolTipInteractionStorage }
}
