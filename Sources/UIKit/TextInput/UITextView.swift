@_spi(Platform) import QuartzCore

/// Scrollable, multi-line, editable text (UIKit).
///
/// The text view shares UITextField's editing model: characters and selection in a
/// `TextEditingBuffer` (UTF-16 offsets on grapheme-cluster boundaries), styled text in an
/// attributed string with the same characters. The text wraps at the text container's width;
/// the content size follows the text's height so that the view scrolls, and the caret is
/// scrolled into view as the user types. A private content view draws the selection and the
/// text; the caret is its subview.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput {
    /// UIKit: a text view with no font set draws in the 12-point system font.
    static var defaultFont: UIFont { TextDefaults.stringDrawingFont }
    static let caretWidth: CGFloat = 2
    static let selectionAlpha: CGFloat = 0.2

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
    /// The styled text: the text storage (`textStorage`), which the view edits in place.
    var storage: NSMutableAttributedString {
        get { textStorageObject }
        set { editingOwnStorage { textStorageObject.setAttributedString(newValue) } }
    }
    /// The TextKit stack (UITextView+TextKit.swift).
    let textStorageObject: NSTextStorage
    let layoutManagerObject: NSLayoutManager
    /// Set while the view changes its own storage: the layout manager's notice is ignored.
    var isEditingOwnStorage = false
    /// Bumped on every change of the text or its attributes (part of the layout's key).
    var textVersion = 0
    var fontStorage: UIFont?
    var textColorStorage: UIColor?
    var textAlignmentStorage: NSTextAlignment = .natural
    var typingAttributesStorage: [NSAttributedString.Key: Any]?
    var editingFlag = false
    /// The next insertion replaces the whole text (`clearsOnInsertion`).
    var replacesOnNextInsertion = false
    /// The x (text coordinates) consecutive Up and Down keys keep to, as UIKit does, so that
    /// passing a short line does not pull the caret left.
    var verticalGoalX: CGFloat?
    var layoutCache: TextViewLayout?
    /// How many paragraph layouts the view has made (tests check that layout stays lazy).
    var paragraphLayoutCount = 0
    /// The width the intrinsic size was last computed for (scrolling disabled).
    var intrinsicWidth: CGFloat?
    let contentView = TextViewContentView()
    /// The tiles drawing the text, by band (`UITextView.tileHeight` apart).
    var tiles: [Int: TextViewTileView] = [:]
    let caretView = UIView()
    lazy var caretBlinker = CaretBlinker(caret: caretView) { [weak self] in
        guard let self else { return false }
        return self.editingFlag && self.buffer.selection.length == 0 && self.window != nil
    }
    var linkTextAttributesStorage: [NSAttributedString.Key: Any]?
    /// Where a pointer drag that selects began (UTF-16 offset).
    var selectionDragAnchor: Int?
    let tapRecognizer = TextViewTapRecognizer()
    let selectionDragRecognizer = TextViewSelectionDragRecognizer()
    /// The selection handles and loupe, made when a finger first selects.
    var selectionHandlesStorage: TextSelectionHandles?
    /// The run of typing that undoes as one step, and the kind of edit an action makes.
    let actionState = TextActionState()
    var inputViewStorage: UIView?
    var inputAccessoryViewStorage: UIView?
    lazy var tokenizerStorage: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    /// Find (UITextView+Find.swift): the interaction `isFindInteractionEnabled` adds and the
    /// decorated matches.
    var findState: TextViewFindState?

    let textContainerStorage: NSTextContainer

    /// The container the text is laid out in. UIKit: a text view's own container tracks its
    /// width.
    open var textContainer: NSTextContainer { textContainerStorage }

    /// The styled text, edited in place: characters and attributes changed here show in the
    /// view (the caret moved with the edit), with no delegate call, as in UIKit.
    open var textStorage: NSTextStorage { textStorageObject }

    /// The layout manager laying out the storage in `textContainer` (the same container
    /// object). Its geometry is the view's: container coordinates are the view's content
    /// coordinates less `textContainerInset`.
    /// UIKit: reading it from a TextKit 2 view switches the view to TextKit 1 for good
    /// (`textLayoutManager` becomes nil), with a log line.
    open var layoutManager: NSLayoutManager {
        if usesTextKit2 { switchToTextKit1() }
        return layoutManagerObject
    }

    /// The TextKit 2 layout manager (UITextView+TextKit2.swift): a view's own until
    /// `layoutManager` is read; nil for TextKit 1 views.
    open var textLayoutManager: NSTextLayoutManager? {
        if textLayoutManagerObject == nil, usesTextKit2 { installTextKit2Stack() }
        return textLayoutManagerObject
    }

    /// Whether the view is on TextKit 2. Its TextKit 2 objects are made on first use (they
    /// cost nothing to a view that never asks for them; the view lays out and draws the same).
    var usesTextKit2 = false
    /// The TextKit 2 stack: the content storage over `textStorage` and the layout manager.
    var textLayoutManagerObject: NSTextLayoutManager?
    var textContentStorageObject: NSTextContentStorage?

    /// UIKit's designated initializer: lays the text out in `textContainer`, or in a new
    /// container that tracks the view's width when nil.
    // UIKit (iOS 16+, WWDC22 "What's new in TextKit and text views"): text views are TextKit 2
    // by default. A caller's container keeps the stack it belongs to: one in an
    // `NSTextLayoutManager` (the TextKit 2 recipe: content storage → text layout manager →
    // container) makes a TextKit 2 view over that layout manager and its content storage; one
    // in an `NSLayoutManager`, or in none, makes a TextKit 1 view (as `NSTextView`'s
    // initializer does on macOS 12+).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        let container = textContainer ?? UITextView.makeTextContainer()
        textContainerStorage = container
        let adopted = textContainer?.textLayoutManagerStorage
        (layoutManagerObject, textStorageObject) = UITextView.makeTextKitStack(for: container)
        super.init(frame: frame)
        attachTextKitStack()
        configureTextView()
        if let adopted {
            adoptTextKit2Stack(adopted)
        } else if textContainer == nil {
            beginTextKit2()
        }
    }

    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// iOS 16: a text view laid out with TextKit 2 (true: `textLayoutManager` is set) or
    /// TextKit 1. Declared in the class, so a subclass may declare its own, as on iOS.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
        // UIKit: choosing TextKit 1 here is not a switch (no log line).
        if !usingTextLayoutManager { endTextKit2() }
    }

    static func makeTextContainer() -> NSTextContainer {
        let container = NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        container.widthTracksTextView = true
        return container
    }

    public required init?(coder: NSCoder) {
        let container = UITextView.makeTextContainer()
        textContainerStorage = container
        (layoutManagerObject, textStorageObject) = UITextView.makeTextKitStack(for: container)
        super.init(coder: coder)
        attachTextKitStack()
        configureTextView()
        // UIKit: a text view from a storyboard is TextKit 2 too (iOS 16+).
        beginTextKit2()
    }

    private func configureTextView() {
        contentView.textView = self
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        contentView.addSubview(caretView)
        addSubview(contentView)
        // UIKit: a text view bounces vertically even when its text fits.
        alwaysBounceVertical = true
        configureInteraction()
        installEditMenuLongPress(on: self)
    }

    /// A finger on a selection handle drags it at once: its touches are not held back for
    /// scrolling.
    override func delaysTouches(inContentView view: UIView) -> Bool {
        !(view is TextSelectionHandleView) && super.delaysTouches(inContentView: view)
    }

    // MARK: Text

    /// The text. UIKit: never nil when read; setting it styles the characters with the
    /// view's font, color and alignment, moves the caret to the end and tells no delegate.
    open var text: String! {
        get { buffer.string }
        set { replaceAllText(with: NSAttributedString(string: newValue ?? "", attributes: defaultAttributes)) }
    }

    /// The styled text; setting nil empties the view.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set { replaceAllText(with: newValue ?? NSAttributedString(string: "")) }
    }

    /// Whether the font follows the text view's content size category (see
    /// `UIContentSizeCategoryAdjusting`).
    open var adjustsFontForContentSizeCategory: Bool = false

    override func _traitsDidChange(from previous: TraitValues, to current: TraitValues) {
        super._traitsDidChange(from: previous, to: current)
        if current.changedTraits(from: previous).contains(where: { $0.affectsColorAppearance }) {
            // The laid-out text holds resolved colors.
            layoutCache = nil
            contentView.setNeedsDisplay()
            // The border's color is resolved for the new appearance.
            if borderStyle != .none { applyBorderStyle(borderStyle) }
        }
        guard adjustsFontForContentSizeCategory,
              previous.preferredContentSizeCategory != current.preferredContentSizeCategory,
              let adjusted = fontStorage?.adjusted(for: current.preferredContentSizeCategory) else { return }
        font = adjusted
    }

    /// The text's font; applies to the whole text.
    /// UIKit: the font of the first character once there is text, so nil in a new view and
    /// the 12-point system font once plain text is set; the font last set while the view is
    /// empty. Setting nil takes the font off the text (read back as nil; it draws in the
    /// 12-point system font).
    open var font: UIFont? {
        get {
            guard storage.length > 0 else { return fontStorage }
            return storage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
        }
        set {
            fontStorage = newValue
            if let newValue {
                applyToWholeText([.font: newValue])
            } else {
                if storage.length > 0 {
                    editingOwnStorage { storage.removeAttribute(.font, range: NSRange(location: 0, length: storage.length)) }
                }
                applyToWholeText([:])
            }
        }
    }

    /// The text's color. UIKit: nil until set (the text draws in `.label`).
    open var textColor: UIColor? {
        get { textColorStorage }
        set {
            textColorStorage = newValue
            applyToWholeText([.foregroundColor: newValue ?? UIColor.label])
        }
    }

    /// UIKit: `.natural`. Applies to the whole text.
    open var textAlignment: NSTextAlignment {
        get { textAlignmentStorage }
        set {
            textAlignmentStorage = newValue
            applyToWholeText([.paragraphStyle: paragraphStyle])
        }
    }

    /// Whether the user can edit the text. UIKit: true. A view that stops being editable
    /// while editing resigns first responder.
    /// UIKit: `.none` (iOS 17).
    open var borderStyle: UITextView.BorderStyle = .none {
        didSet {
            guard borderStyle != oldValue else { return }
            applyBorderStyle(borderStyle)
        }
    }

    open var isEditable = true {
        didSet {
            if !isEditable, isFirstResponder { _ = resignFirstResponder() }
            if dataDetectorTypes.contains(.link), isEditable != oldValue { textLayoutDidChange() } else { contentView.setNeedsDisplay() }
        }
    }

    /// Whether the user can select the text. UIKit: true. A selectable view that is not
    /// editable selects with double and triple taps and pointer drags, shows its selection
    /// without a caret, and is the only kind whose links respond to taps; a view that is
    /// neither ignores taps.
    open var isSelectable = true {
        didSet { contentView.setNeedsDisplay() }
    }

    /// The attributes links (runs with `NSAttributedString.Key.link`) are drawn with, over
    /// their own. UIKit: links show in the view's tint color (reading it returns that until
    /// set); nil restores it.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { effectiveLinkTextAttributes }
        set {
            linkTextAttributesStorage = newValue
            textLayoutDidChange()
        }
    }

    var effectiveLinkTextAttributes: [NSAttributedString.Key: Any] {
        linkTextAttributesStorage ?? [.foregroundColor: tintColor ?? UIColor.systemBlue]
    }

    /// Space between the view's edges and the text container. UIKit: 8 points above and
    /// below, none at the sides (the container's line fragment padding indents the text).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textLayoutDidChange() }
    }

    /// Stored; OpenUIKit has no edit menu for styling yet.
    open var allowsEditingTextAttributes = false

    /// Whether the first insertion after editing begins replaces the whole text (iOS 6).
    /// UIKit: false.
    open var clearsOnInsertion = false

    /// The selection and editing state, to save and restore (iOS 15; see
    /// `UITextView+InteractionState.swift`).
    open var interactionState: Any {
        get { _interactionState }
        set { _setInteractionState(newValue) }
    }

    /// The kinds of data shown as links. UIKit: detection works only in a view that is not
    /// editable. Differs from UIKit: Foundation's `NSDataDetector` is not available on Linux;
    /// OpenUIKit detects http and https URLs (`.link`) with a simple scan, and no other kind.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { if dataDetectorTypes != oldValue { textLayoutDidChange() } }
    }

    /// Whether URLs in the text show and act as links.
    var detectsLinks: Bool { !isEditable && dataDetectorTypes.contains(.link) }

    /// The attributes typed text takes: those of the character before the caret (the
    /// defaults in an empty view), reset whenever the selection changes.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            if let typingAttributesStorage { return typingAttributesStorage }
            guard storage.length > 0 else { return defaultAttributes }
            let location = max(0, min(storage.length - 1, buffer.selection.location - 1))
            var effective = NSRange(location: 0, length: 0)
            return storage.attributes(at: location, effectiveRange: &effective)
        }
        set { typingAttributesStorage = newValue }
    }

    /// The selection (UTF-16). UIKit: the caret is at the end of text that was set. Setting
    /// it clamps it to the text and tells the delegate when it changed.
    open var selectedRange: NSRange {
        get { buffer.selection }
        set { userSelect(newValue) }
    }

    /// The delegate is the scroll view's `delegate` (typed `UIScrollViewDelegate?`, as a Swift
    /// subclass cannot retype it); a `UITextViewDelegate` assigned there hears the text view.
    var textViewDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

    /// The menu of links and tagged text (UITextView+Interaction.swift), made on first use.
    var textItemMenuStorage: TextItemMenuController?

    /// Scrolls the least needed to show the range's first line (a caret: its line).
    open func scrollRangeToVisible(_ range: NSRange) {
        let value = buffer.clamped(range)
        let rects = selectionRectValues(for: value)
        let target = rects.isEmpty ? caretRectValue(at: value.location) : rects.reduce(rects[0]) { $0.union($1) }
        _scrollRectToVisible(target, animated: false, roundsToPixels: true)
    }

    // MARK: Text input traits

    /// UIKit: `.sentences`. Applied to text typed on the hardware keyboard.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Stored; OpenUIKit does not autocorrect.
    open var autocorrectionType: UITextAutocorrectionType = .default
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
    /// UIKit (iOS 18): whether Writing Tools is working on the text: always false on Linux.
    open var isWritingToolsActive: Bool { false }
    /// Stored (iOS 18): the content Writing Tools may produce (no Writing Tools on Linux).
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []
    /// UIKit (iOS 18): what highlighted text (`.textHighlightStyle`) is drawn with. Its
    /// background color is the highlight's for the `.default` color scheme; the other schemes
    /// use their system color (assumed). Its colors, underline and strikethrough are laid over
    /// the highlighted characters (UITextView+TextHighlight.swift). Nil restores the default.
    open var textHighlightAttributes: [NSAttributedString.Key: Any]! {
        get { textHighlightAttributesStorage ?? UITextView.defaultTextHighlightAttributes }
        set {
            textHighlightAttributesStorage = newValue
            textLayoutDidChange()
        }
    }
    var textHighlightAttributesStorage: [NSAttributedString.Key: Any]?

    /// UIKit (iOS 18): draws the background of the highlighted text in `textRange`, the
    /// container's origin at `origin` in the current context. The view calls it for each
    /// highlighted run it draws, behind the text; override it to draw highlights your way.
    open func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {
        drawDefaultTextHighlightBackground(for: textRange, origin: origin)
    }
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType! = nil

    /// Stored: there is no on-screen keyboard on a desktop.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }

    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }

    // MARK: Responder

    /// UIKit: an editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// UIKit: asks `textViewShouldBeginEditing(_:)` first; on success the view begins editing:
    /// `textViewDidBeginEditing(_:)`, then `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { _becomeTextViewFirstResponder() }

    /// UIKit: asks `textViewShouldEndEditing(_:)` first (false keeps the view editing); then
    /// `textViewDidEndEditing(_:)`, `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { _resignTextViewFirstResponder() }

    // MARK: Standard edit actions (StandardTextEditing)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformFindAction(action) ?? canPerformTextEditAction(action) ?? super.canPerformAction(action, withSender: sender)
    }

    /// Whether the text view has a find interaction (iOS 16; default false). UIKit: enabling
    /// it makes `findInteraction`, and Find, Find and Replace, Find Next and Find Previous
    /// work in the text view (UITextView+Find.swift).
    open var isFindInteractionEnabled: Bool {
        get { findState?.interaction != nil }
        set { setFindInteractionEnabled(newValue) }
    }

    /// The text view's find interaction; nil unless `isFindInteractionEnabled`.
    open var findInteraction: UIFindInteraction? { findState?.interaction }

    // Find actions (UITextView+Find.swift): they reach the find interaction when enabled.
    open override func find(_ sender: Any?) { performFind(replacing: false) }
    open override func findAndReplace(_ sender: Any?) { performFind(replacing: true) }
    open override func findNext(_ sender: Any?) { findInteraction?.findNext() }
    open override func findPrevious(_ sender: Any?) { findInteraction?.findPrevious() }
    open override func useSelectionForFind(_ sender: Any?) { performUseSelectionForFind() }

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

    // MARK: UIKeyInput

    open var hasText: Bool { buffer.length > 0 }

    /// Inserts at the caret, replacing the selection or the marked text, as an edit by the
    /// user. "\n" (Return) inserts a line break.
    open func insertText(_ text: String) { _insertText(text) }

    /// Deletes the selection or the grapheme cluster before the caret.
    open func deleteBackward() { _deleteBackward() }

    // MARK: UITextInput

    /// Attributes the marked text is drawn with, over its own (it is underlined unless the
    /// style sets `.underlineStyle`).
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        didSet { if buffer.markedRange != nil { textLayoutDidChange() } }
    }
    /// The text input system's delegate (held weakly).
    open weak var inputDelegate: (any UITextInputDelegate)?
    /// A `UITextInputStringTokenizer` over the text.
    open var tokenizer: any UITextInputTokenizer { tokenizerStorage }

    open func text(in range: UITextRange) -> String? { _text(in: range) }
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(of: range) else { return }
        userReplace(range, with: text)
    }
    /// UIKit: a text view has a selection also while not editing.
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(buffer.selection) }
        set {
            guard let newValue, let value = nsRange(of: newValue) else { return }
            userSelect(value)
        }
    }
    open var markedTextRange: UITextRange? { buffer.markedRange.map { TextOffsetRange($0) } }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        _setMarkedText(markedText, selectedRange: selectedRange)
    }
    open func unmarkText() {
        guard buffer.markedRange != nil else { return }
        buffer.markedRange = nil
        // The underline is part of the laid-out text.
        textLayoutDidChange()
    }
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(buffer.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        _textRange(from: fromPosition, to: toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        _position(from: position, offset: offset)
    }
    /// Left and right move by grapheme clusters; up and down by lines (to the position nearest
    /// the same x).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        switch direction {
        // Left and right in screen order, as the arrow keys move.
        case .right: return TextOffsetPosition(visualOffset(from: start, right: true, count: offset))
        case .left: return TextOffsetPosition(visualOffset(from: start, right: false, count: offset))
        case .up: return TextOffsetPosition(offsetMovedByLines(start, -offset))
        case .down: return TextOffsetPosition(offsetMovedByLines(start, offset))
        }
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
    /// The direction of the view's layout.
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    }
    /// Differs from UIKit: ignored (the writing direction follows the layout direction).
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    open func firstRect(for range: UITextRange) -> CGRect {
        guard let value = nsRange(of: range) else { return .null }
        if value.length == 0 { return caretRectValue(at: value.location) }
        return selectionRectValues(for: value).first ?? .null
    }
    /// 2 points wide, the line's height, in the text view's (content) coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .null }
        return caretRectValue(at: offset)
    }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let value = nsRange(of: range) else { return [] }
        let direction: NSWritingDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let rects = selectionRectValues(for: value)
        return rects.enumerated().map { index, rect in
            TextSelectionRect(rect: rect, writingDirection: direction, containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(closestOffset(to: point)) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let value = nsRange(of: range) else { return nil }
        return TextOffsetPosition(max(value.location, min(closestOffset(to: point), NSMaxRange(value))))
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { _characterRange(at: point) }

    // MARK: Layout

    /// UIKit: with scrolling disabled, the size of the text (wrapped at the current width,
    /// if any) with the inset and padding, so that Auto Layout sizes the view to its text;
    /// with scrolling enabled, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        intrinsicWidth = bounds.width
        return textSize(wrappingAt: bounds.width)
    }

    /// The text's size (with the inset and padding) laid out at `size.width`: its longest
    /// line's width and its height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: size.width.isFinite ? max(0, size.width) : 0)
    }

    open override var isScrollEnabled: Bool {
        didSet {
            guard isScrollEnabled != oldValue else { return }
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    open override func layoutSubviews() {
        updateTextLayout()
        layoutTextViewport()
        super.layoutSubviews()
        if !isScrollEnabled, let intrinsicWidth, intrinsicWidth != bounds.width { invalidateIntrinsicContentSize() }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        // Links drawn in the tint color take the new one.
        if linkTextAttributesStorage == nil, textHasLinks { textLayoutDidChange() } else { contentView.setNeedsDisplay() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateCaret()
    }

    // MARK: Accessibility

    /// UIKit: the text unless set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? buffer.string }
        set { super.accessibilityValue = newValue }
    }

    // MARK: Helpers

    var effectiveFont: UIFont { fontStorage ?? UITextView.defaultFont }

    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignmentStorage
        return style
    }

    /// The attributes plain text takes: the view's font, color and alignment.
    var defaultAttributes: [NSAttributedString.Key: Any] {
        [.font: effectiveFont, .foregroundColor: textColorStorage ?? UIColor.label, .paragraphStyle: paragraphStyle]
    }

    var wholeRange: NSRange { NSRange(location: 0, length: buffer.length) }

    func applyToWholeText(_ attributes: [NSAttributedString.Key: Any]) {
        if storage.length > 0 {
            editingOwnStorage { storage.addAttributes(attributes, range: NSRange(location: 0, length: storage.length)) }
        }
        typingAttributesStorage = nil
        textLayoutDidChange()
    }

    /// Programmatic replacement of the whole text: no delegate call.
    func replaceAllText(with value: NSAttributedString) {
        textDidReset()
        editingOwnStorage { textStorageObject.setAttributedString(value) }
        buffer.setString(value.string)
        typingAttributesStorage = nil
        textLayoutDidChange()
    }
}
