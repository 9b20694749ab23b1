@_spi(Platform) import QuartzCore

/// A single line of editable text (UIKit).
///
/// The field keeps its characters and selection in a `TextEditingBuffer` (UTF-16 offsets on
/// grapheme-cluster boundaries) and its styled text in an attributed string with the same
/// characters. It draws its border, text or placeholder and selection in `draw(_:)`; the caret
/// is a small subview that blinks on the framework clock. Typed text arrives through
/// `UIKeyInput` (the platform's text input), editing keys through the hardware keyboard.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput {
    /// UIKit: the body style of the system font.
    static var defaultFont: UIFont { .preferredFont(forTextStyle: .body) }

    // MARK: Text drag and drop (UITextDraggable, UITextDroppable; iOS 11)

    /// Stored; text is not dragged on Linux, so it is never called.
    open weak var textDragDelegate: (any UITextDragDelegate)?
    /// Stored; drops into text do not go through it on Linux.
    open weak var textDropDelegate: (any UITextDropDelegate)?
    /// Stored: Paste does not go through item providers on Linux (`UITextPasteConfigurationSupporting`).
    open weak var pasteDelegate: (any UITextPasteDelegate)?
    /// Nil: text dragging is off on Linux (as on iPhone by default).
    open var textDragInteraction: UIDragInteraction? { nil }
    open var textDropInteraction: UIDropInteraction? { nil }
    open var isTextDragActive: Bool { false }
    open var isTextDropActive: Bool { false }
    open var textDragOptions: UITextDragOptions = []

    var buffer = TextEditingBuffer()
    var storage = NSMutableAttributedString(string: "")
    var fontStorage: UIFont = UITextField.defaultFont
    var textColorStorage: UIColor? = .label
    var textAlignmentStorage: NSTextAlignment = .natural
    /// The base writing direction of `defaultTextAttributes`' paragraph style (the line's
    /// direction: a secure field's bullets are drawn from the right when it is right to left).
    var baseWritingDirectionStorage: NSWritingDirection = .natural
    /// Attributes set through `defaultTextAttributes` other than font, color and alignment.
    var extraTextAttributes: [NSAttributedString.Key: Any] = [:]
    var placeholderStorage: NSAttributedString?
    var typingAttributesStorage: [NSAttributedString.Key: Any]?
    var editingFlag = false
    /// The next insertion replaces the whole text (`clearsOnInsertion`, or a secure field that
    /// begins editing with text).
    var replacesOnNextInsertion = false
    /// How far the text is scrolled left so that the caret stays visible (editing only).
    var scrollOffset: CGFloat = 0
    var caretGeometryCache: TextFieldCaretGeometry? {
        // Whatever moves the carets (the text, its attributes, the font) changes its width too.
        didSet { if caretGeometryCache == nil { textWidthCache = nil } }
    }
    /// The displayed text's measured width (intrinsic content size); nil: measure again.
    var textWidthCache: CGFloat?
    /// The placeholder's measured width, for the placeholder object and font it was measured
    /// with (both immutable: a new placeholder or font is a new object).
    var placeholderWidthCache: (placeholder: NSAttributedString, font: UIFont, length: Int, width: CGFloat)?
    /// The attributes every character of `storage` has, when known: text set through `text`,
    /// then typed with the same attributes. Layout then takes them as they are instead of
    /// asking Foundation for the attribute runs (its lookups cost more than laying out the
    /// line, on every key). Nil: not known.
    var uniformTextAttributes: [NSAttributedString.Key: Any]?
    let caretView = UIView()
    lazy var caretBlinker = CaretBlinker(caret: caretView) { [weak self] in
        guard let self else { return false }
        return self.editingFlag && self.buffer.selection.length == 0 && !self.hidesInsertionPoint && self.window != nil
    }
    /// A drag over an editing field selects from where it began.
    var selectionDrag: (anchor: Int, start: CGPoint, dragged: Bool)?
    /// The selection handles and loupe, made when a finger first selects.
    var selectionHandlesStorage: TextSelectionHandles?
    var inputViewStorage: UIView?
    var inputAccessoryViewStorage: UIView?
    /// The run of typing that undoes as one step, and the kind of edit an action makes.
    let actionState = TextActionState()
    lazy var tokenizerStorage: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureField()
        _decodeTextField(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeTextField(with: coder)
    }

    private func configureField() {
        isOpaque = false
        contentMode = .redraw
        // UIKit: a text field's content is vertically centered.
        contentVerticalAlignment = .center
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        installEditMenuLongPress(on: self)
    }

    // MARK: Text

    /// The text. UIKit: never nil when read (an empty field reads ""); setting it styles the
    /// characters with the field's font, color and alignment, moves the caret to the end and
    /// sends no editing events.
    open var text: String? {
        get { buffer.string }
        set {
            let attributes = defaultTextAttributes
            replaceAllText(with: NSAttributedString(string: newValue ?? "", attributes: attributes), uniformAttributes: attributes)
        }
    }

    /// The styled text; setting nil empties the field.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(attributedString: storage) }
        set { replaceAllText(with: newValue ?? NSAttributedString(string: "")) }
    }

    /// The text's color; UIKit's default is `.label`. Applies to the whole text.
    open var textColor: UIColor? {
        get { textColorStorage }
        set {
            textColorStorage = newValue
            applyToWholeText([.foregroundColor: newValue ?? UIColor.label])
        }
    }

    /// The text's font; nil resets to UIKit's default (the body style). Applies to the whole
    /// text and to the placeholder.
    /// Whether the font follows the field's content size category (see
    /// `UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory: Bool = false

    override func _traitsDidChange(from previous: TraitValues, to current: TraitValues) {
        super._traitsDidChange(from: previous, to: current)
        guard adjustsFontForContentSizeCategory,
              previous.preferredContentSizeCategory != current.preferredContentSizeCategory,
              let adjusted = fontStorage.adjusted(for: current.preferredContentSizeCategory) else { return }
        font = adjusted
    }

    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UITextField.defaultFont
            applyToWholeText([.font: fontStorage])
            if let placeholder = placeholderStorage {
                let restyled = NSMutableAttributedString(attributedString: placeholder)
                restyled.addAttribute(.font, value: fontStorage, range: NSRange(location: 0, length: restyled.length))
                placeholderStorage = restyled
            }
            invalidateIntrinsicContentSize()
        }
    }

    /// UIKit: `.natural`. Applies to the whole text and the placeholder.
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set {
            textAlignmentStorage = newValue
            applyToWholeText([.paragraphStyle: paragraphStyle])
        }
    }

    /// UIKit: `.none`.
    open var borderStyle: UITextField.BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            setNeedsDisplay()
        }
    }

    /// The attributes plain text takes: the field's font, color and alignment (paragraph
    /// style), and whatever else was set here. Setting it applies them to the whole text.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var attributes = extraTextAttributes
            attributes[.font] = fontStorage
            attributes[.foregroundColor] = textColorStorage ?? UIColor.label
            attributes[.paragraphStyle] = paragraphStyle
            return attributes
        }
        set {
            var others = newValue
            if let font = others.removeValue(forKey: .font) as? UIFont { fontStorage = font }
            if let color = others.removeValue(forKey: .foregroundColor) as? UIColor { textColorStorage = color }
            if let style = others.removeValue(forKey: .paragraphStyle) as? NSParagraphStyle {
                textAlignmentStorage = style.alignment
                baseWritingDirectionStorage = style.baseWritingDirection
            }
            extraTextAttributes = others
            applyToWholeText(defaultTextAttributes)
            invalidateIntrinsicContentSize()
        }
    }

    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignmentStorage
        style.baseWritingDirection = baseWritingDirectionStorage
        return style
    }

    /// Shown, in `.placeholderText` color, while the field is empty (also while editing).
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set {
            placeholderStorage = newValue.map {
                NSAttributedString(string: $0, attributes: [.font: fontStorage, .foregroundColor: UIColor.placeholderText])
            }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The styled placeholder; attributes it lacks take the placeholder's defaults.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage }
        set {
            placeholderStorage = newValue.map { value in
                let styled = NSMutableAttributedString(string: value.string,
                                                       attributes: [.font: fontStorage, .foregroundColor: UIColor.placeholderText])
                value.enumerateAttributes(in: NSRange(location: 0, length: value.length), options: []) { attributes, range, _ in
                    styled.addAttributes(attributes, range: range)
                }
                return styled
            }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether beginning to edit empties the field (asking `textFieldShouldClear(_:)`).
    open var clearsOnBeginEditing = false
    /// Whether the first insertion of an editing session replaces the whole text.
    open var clearsOnInsertion = false
    /// Whether the font shrinks (down to `minimumFontSize`) so that the text fits the width.
    open var adjustsFontSizeToFitWidth = false {
        didSet { fitSettingsDidChange() }
    }
    open var minimumFontSize: CGFloat = 0 {
        didSet { fitSettingsDidChange() }
    }

    private func fitSettingsDidChange() {
        caretGeometryCache = nil
        setNeedsDisplay()
        updateCaret()
    }

    /// The delegate (held weakly).
    open weak var delegate: (any UITextFieldDelegate)?

    /// Drawn behind the text when the border style is not `.roundedRect` (UIKit ignores it
    /// then), stretched to `borderRect(forBounds:)`.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// The background while the field is disabled (nil: `background`).
    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the field is in an editing session (it is first responder).
    open var isEditing: Bool { editingFlag }

    /// Stored; OpenUIKit has no edit menu for styling yet.
    open var allowsEditingTextAttributes = false

    /// The attributes typed text takes. UIKit: nil unless editing; while editing, the
    /// attributes of the character before the caret (or the defaults), reset whenever the
    /// selection changes.
    open var typingAttributes: [NSAttributedString.Key: Any]? {
        get {
            guard editingFlag else { return nil }
            if let typingAttributesStorage { return typingAttributesStorage }
            let location = buffer.selection.location
            guard storage.length > 0 else { return defaultTextAttributes }
            var effective = NSRange(location: 0, length: 0)
            return storage.attributes(at: max(0, min(storage.length - 1, location - 1)), effectiveRange: &effective)
        }
        set {
            guard editingFlag else { return }
            typingAttributesStorage = newValue
        }
    }

    // MARK: Overlay views

    /// UIKit: `.never`.
    open var clearButtonMode: UITextField.ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    open var leftView: UIView? {
        didSet { overlayViewChanged(from: oldValue, to: leftView) }
    }
    /// UIKit: `.never`.
    open var leftViewMode: UITextField.ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }
    open var rightView: UIView? {
        didSet { overlayViewChanged(from: oldValue, to: rightView) }
    }
    /// UIKit: `.never`.
    open var rightViewMode: UITextField.ViewMode = .never {
        didSet { setNeedsLayout(); setNeedsDisplay() }
    }

    private func overlayViewChanged(from old: UIView?, to new: UIView?) {
        if old !== new, let old, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { insertSubview(new, belowSubview: caretView) }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Stored: there is no on-screen keyboard on a desktop, so a custom input view is not shown.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    /// Stored, not shown (no on-screen keyboard).
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: Text input traits

    /// UIKit: `.sentences`. Applied to text typed on the hardware keyboard.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Stored; OpenUIKit does not autocorrect.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Stored; OpenUIKit does not check spelling.
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// UIKit (iOS 17, `UILetterformAwareAdjusting`): `.typographic`. Kept.
    open var sizingRule: UILetterformAwareSizingRule = .typographic
    /// Stored (iOS 17); OpenUIKit makes no inline predictions.
    open var inlinePredictionType: UITextInlinePredictionType = .default
    /// Stored (iOS 18); OpenUIKit completes no math expressions.
    open var mathExpressionCompletionType: UITextMathExpressionCompletionType = .default
    /// UIKit (iOS 18): the Writing Tools support of the view, never `.default` when read (the
    /// system resolves it). Linux has no Writing Tools: `.none` unless set, and `.default`
    /// resolves to `.none`; another value is kept.
    open var writingToolsBehavior: UIWritingToolsBehavior {
        get { writingToolsBehaviorStorage == .default ? .none : writingToolsBehaviorStorage }
        set { writingToolsBehaviorStorage = newValue }
    }
    private var writingToolsBehaviorStorage: UIWritingToolsBehavior = .none
    /// Stored (iOS 18): the content Writing Tools may produce (no Writing Tools on Linux).
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []
    /// Stored (no on-screen keyboard to configure).
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default {
        didSet { _appearanceSet(\UITextField.keyboardAppearance, keyboardAppearance) }
    }
    open var returnKeyType: UIReturnKeyType = .default
    /// Stored: a hardware Return key is never disabled.
    open var enablesReturnKeyAutomatically = false
    /// Bullets (U+2022) are drawn instead of the characters. Differs from UIKit: the last
    /// typed character is not shown briefly (iOS does that on its on-screen keyboard only).
    open var isSecureTextEntry = false {
        didSet {
            caretGeometryCache = nil
            setNeedsDisplay()
            updateCaret()
        }
    }
    open var textContentType: UITextContentType! = nil

    /// UIKit (iOS 12): the rules password autofill follows when it suggests a new password for
    /// this field. Stored: OpenUIKit has no password autofill.
    open var passwordRules: UITextInputPasswordRules?

    /// UITextInput: the view that shows the text (the field itself).
    open var textInputView: UIView { self }

    /// UITextInput: which side of a line break the caret sits on; `.forward` by default.
    /// Stored: a field has a single line.
    open var selectionAffinity: UITextStorageDirection = .forward

    // MARK: UITextInput storage

    /// Attributes the marked text is drawn with, over its own (it is underlined unless the
    /// style sets `.underlineStyle`).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        didSet { if buffer.markedRange != nil { setNeedsDisplay() } }
    }
    /// The text input system's delegate (held weakly).
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// A `UITextInputStringTokenizer` over the field's text.
    open var tokenizer: any UITextInputTokenizer { tokenizerStorage }

    // MARK: Responder

    /// UIKit: a text field can become first responder while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// UIKit: asks `textFieldShouldBeginEditing(_:)` first; on success the field begins
    /// editing: `textFieldDidBeginEditing(_:)`, then `.editingDidBegin`, then
    /// `textDidBeginEditingNotification` (the caret goes to the end of the text).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { _becomeFieldFirstResponder() }

    /// UIKit: asks `textFieldShouldEndEditing(_:)` first (false keeps the field editing);
    /// then `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`,
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { _resignFieldFirstResponder() }

    // MARK: Standard edit actions (StandardTextEditing)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformTextEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func cut(_ sender: Any?) { performCut() }
    open override func copy(_ sender: Any?) { performCopy() }
    open override func paste(_ sender: Any?) { performPaste() }
    open override func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        super.canPaste(itemProviders) || canPasteText(from: itemProviders)
    }
    open override func paste(itemProviders: [NSItemProvider]) { pasteText(from: itemProviders) }
    open override func select(_ sender: Any?) { performSelect() }
    open override func selectAll(_ sender: Any?) { performSelectAll() }
    open override func delete(_ sender: Any?) { performDelete() }
    open override func toggleBoldface(_ sender: Any?) { toggleStyle(StandardEditAction.toggleBoldface) }
    open override func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
        updateSelectedAttributes(conversionHandler)
    }
    open override func toggleItalics(_ sender: Any?) { toggleStyle(StandardEditAction.toggleItalics) }
    open override func toggleUnderline(_ sender: Any?) { toggleStyle(StandardEditAction.toggleUnderline) }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let tracks = super.beginTracking(touch, with: event)
        _beginFieldTracking(touch)
        return tracks
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let tracks = super.continueTracking(touch, with: event)
        _continueFieldTracking(touch)
        return tracks
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        _endFieldTracking(touch, with: event)
    }

    // MARK: UIKeyInput

    open var hasText: Bool { _hasText }

    /// Inserts at the caret, replacing the selection or the marked text, as an edit by the
    /// user (delegate asked; `.editingChanged` sent). "\n" is Return.
    open func insertText(_ text: String) { _insertText(text) }

    /// Deletes the selection or the grapheme cluster before the caret.
    open func deleteBackward() { _deleteBackward() }

    // MARK: UITextInput

    open func text(in range: UITextRange) -> String? { _text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) { _replace(range, withText: text) }
    /// UIKit: nil while the field is not editing; set values are clamped to the text.
    open var selectedTextRange: UITextRange? {
        get { _selectedTextRange }
        set { _setSelectedTextRange(newValue) }
    }
    open var markedTextRange: UITextRange? { _markedTextRange }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        _setMarkedText(markedText, selectedRange: selectedRange)
    }
    open func unmarkText() { _unmarkText() }
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(buffer.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _position(from: position, offset: offset)
    }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        _position(from: position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        _compare(position, to: other)
    }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { _offset(from: from, to: toPosition) }
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        _position(within: range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        _characterRange(byExtending: position, in: direction)
    }
    /// The direction of the field's layout (a single line has one).
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// Differs from UIKit: ignored (a field's writing direction follows its layout direction).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    open func firstRect(for range: UITextRange) -> CGRect { _firstRect(for: range) }
    /// 2 points wide, the line's height, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect { _caretRect(for: position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { _selectionRects(for: range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { _closestPosition(to: point) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        _closestPosition(to: point, within: range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { _characterRange(at: point) }

    // MARK: Drawing and positioning overrides

    /// The border's rectangle (the bounds).
    open func borderRect(forBounds bounds: CGRect) -> CGRect { defaultBorderRect(forBounds: bounds) }
    /// Where the text is drawn while not editing: the bounds inside the border's padding,
    /// less the overlay views.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    /// Where the placeholder is drawn: `textRect(forBounds:)`.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    /// Where the text is drawn, and the caret placed, while editing. Computed as the text rect
    /// is, but not through `textRect(forBounds:)` (UIKit subclasses override both).
    open func editingRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(forBounds: bounds) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { defaultRightViewRect(forBounds: bounds) }
    /// Draws the text (bullets when secure), vertically centered in `rect`.
    open func drawText(in rect: CGRect) { defaultDrawText(in: rect) }
    /// Draws the placeholder, vertically centered in `rect`.
    open func drawPlaceholder(in rect: CGRect) { defaultDrawPlaceholder(in: rect) }

    open override func draw(_ rect: CGRect) { drawField(rect) }

    open override var intrinsicContentSize: CGSize { defaultIntrinsicContentSize }

    /// UIKit: the size the text (or placeholder) needs with the border's padding.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { defaultIntrinsicContentSize }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        // A disabled field dims its text and shows `disabledBackground`.
        setNeedsDisplay()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlayViews()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { stopCaretBlink() } else if editingFlag { restartCaretBlink() }
    }

    // MARK: Accessibility

    /// UIKit: the placeholder unless set (VoiceOver names an empty field by it).
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? placeholder }
        set { super.accessibilityLabel = newValue }
    }

    /// UIKit: the text unless set; a secure field reports one bullet per character.
    open override var accessibilityValue: String? {
        get {
            if let value = super.accessibilityValue { return value }
            return isSecureTextEntry ? String(repeating: UITextField.bullet, count: buffer.string.count) : buffer.string
        }
        set { super.accessibilityValue = newValue }
    }

    /// The selection and editing state, to save and restore (iOS 15; see
    /// `UITextField+InteractionState.swift`).
    open var interactionState: Any {
        get { _interactionState }
        set { _setInteractionState(newValue) }
    }

    // MARK: Subclass hooks

    /// Whether the caret hides though the text selection is empty (a search field's selected
    /// tokens).
    var hidesInsertionPoint: Bool { false }

    /// The buffer's selection moved, or an edit by the user moved it.
    func bufferSelectionDidChange() {}

    // MARK: Helpers

    var wholeRange: NSRange { NSRange(location: 0, length: buffer.length) }

    func applyToWholeText(_ attributes: [NSAttributedString.Key: Any]) {
        if storage.length > 0 { storage.addAttributes(attributes, range: NSRange(location: 0, length: storage.length)) }
        uniformTextAttributes?.merge(attributes) { $1 }
        caretGeometryCache = nil
        setNeedsDisplay()
        updateCaret()
    }

    /// Programmatic replacement of the whole text: no delegate call, no editing event.
    /// `uniformAttributes`: the attributes of every character of `value`, when known.
    func replaceAllText(with value: NSAttributedString, uniformAttributes: [NSAttributedString.Key: Any]? = nil) {
        textDidReset()
        storage = NSMutableAttributedString(attributedString: value)
        uniformTextAttributes = uniformAttributes
        buffer.setString(value.string)
        scrollOffset = 0
        caretGeometryCache = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
        updateCaret()
    }
}
