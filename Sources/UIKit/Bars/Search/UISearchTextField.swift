import Foundation

/// The text field of a search bar (UIKit, iOS 13): a magnifying glass at its leading edge,
/// a clear button while editing with text, a gray rounded fill; tokens (`UISearchToken`) drawn
/// as capsules before the text.
///
/// UIKit: the document holds the tokens before the text, one position each
/// (`positionOfToken(at:)`); `text` and `textualRange` are the text alone.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    var tokensStorage: [UISearchToken] = []
    /// The selected tokens (a selection that includes tokens always reaches the last one when
    /// it goes on into the text, whose selection then starts at 0).
    var selectedTokenIndices: Range<Int>?
    var tokenBackgroundColorStorage: UIColor?
    /// Set while the field moves its own text selection for a token selection.
    var keepsTokenSelection = false

    /// The tokens, in order; setting them replaces all (no editing events, as any change in
    /// code).
    open var tokens: [UISearchToken] {
        get { tokensStorage }
        set { setTokens(newValue) }
    }

    /// UIKit: true; the user can delete tokens with Backspace and Cut (code can always
    /// remove them).
    open var allowsDeletingTokens: Bool = true

    /// UIKit: true; the user can copy (and cut) selected tokens when the delegate
    /// (`UISearchTextFieldDelegate`) gives an item provider for each. Copy stays enabled for
    /// selected text either way.
    open var allowsCopyingTokens: Bool = true

    /// Suggestions listed under the field while it is editing (UIKit, iOS 16); the user's
    /// pick is reported to `searchTextField(_:didSelect:)`. Nil or empty hides the list.
    open var searchSuggestions: [any UISearchSuggestion]? {
        didSet { updateSuggestionsList() }
    }
    let suggestionsList = SearchSuggestionsView()

    /// The tokens' background; nil restores the default.
    open var tokenBackgroundColor: UIColor! {
        get { tokenBackgroundColorStorage ?? UISearchTextField.defaultTokenBackgroundColor }
        set {
            tokenBackgroundColorStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Adds `token` at `tokenIndex` of `tokens`.
    open func insertToken(_ token: UISearchToken, at tokenIndex: Int) { _insertToken(token, at: tokenIndex) }

    /// Removes the token at `tokenIndex`.
    open func removeToken(at tokenIndex: Int) { _removeToken(at: tokenIndex) }

    /// The token's position in the field's document.
    open func positionOfToken(at tokenIndex: Int) -> UITextPosition { _positionOfToken(at: tokenIndex) }

    /// The tokens whose positions `textRange` covers.
    open func tokens(in textRange: UITextRange) -> [UISearchToken] { _tokens(in: textRange) }

    /// The text's range, without the tokens.
    open var textualRange: UITextRange { TextOffsetRange(wholeRange) }

    /// Removes the text in `textRange` (never its tokens), inserts `token` at `tokenIndex` and
    /// selects it; marked text is committed first.
    open func replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        _replaceTextualPortion(of: textRange, with: token, at: tokenIndex)
    }

    // MARK: UITextInput over tokens and text

    open override var hasText: Bool { super.hasText || !tokensStorage.isEmpty }

    open override var beginningOfDocument: UITextPosition {
        tokensStorage.isEmpty ? super.beginningOfDocument : SearchTokenPosition(0)
    }

    open override var selectedTextRange: UITextRange? {
        get { tokenSelectionRange ?? super.selectedTextRange }
        set { setSelectedRangeWithTokens(newValue) }
    }

    open override func text(in range: UITextRange) -> String? {
        guard range is SearchTokenRange else { return super.text(in: range) }
        return tokenRangeText(range)
    }

    open override func replace(_ range: UITextRange, withText text: String) {
        guard range is SearchTokenRange else { return super.replace(range, withText: text) }
        replaceTokenRange(range, withText: text)
    }

    open override func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard fromPosition is SearchTokenPosition || toPosition is SearchTokenPosition else {
            return super.textRange(from: fromPosition, to: toPosition)
        }
        return documentRange(from: fromPosition, to: toPosition)
    }

    open override func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        guard let start = documentOffset(of: position) else { return nil }
        let (result, overflow) = start.addingReportingOverflow(offset)
        guard !overflow, result >= 0, result <= tokensStorage.count + buffer.length else { return nil }
        return documentPosition(at: result)
    }

    open override func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = documentOffset(of: position) ?? 0, b = documentOffset(of: other) ?? 0
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    open override func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (documentOffset(of: toPosition) ?? 0) - (documentOffset(of: from) ?? 0)
    }

    // MARK: Keys

    /// UIKit: typing over selected tokens replaces them (when the user may delete tokens).
    open override func insertText(_ text: String) {
        if text != "\n", text != "\r", let selected = selectedTokenIndices {
            removeSelectedTokens(selected, byUser: true)
        }
        super.insertText(text)
    }

    /// UIKit: Backspace at the start of the text selects the last token; Backspace again
    /// deletes it.
    open override func deleteBackward() {
        if tokenBackspace() { return }
        super.deleteBackward()
    }

    override var hidesInsertionPoint: Bool { selectedTokenIndices != nil }

    // MARK: The suggestions list (UISearchTextField+Suggestions.swift)

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        let became = super.becomeFirstResponder()
        updateSuggestionsList()
        return became
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        updateSuggestionsList()
        return resigned
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateSuggestionsList()
    }

    // MARK: Copying tokens (UISearchTextField+Copying.swift)

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        tokenEditActionAnswer(action) ?? super.canPerformAction(action, withSender: sender)
    }

    open override func copy(_ sender: Any?) {
        if !copySelectedTokens() { super.copy(sender) }
    }

    open override func cut(_ sender: Any?) {
        if !cutSelectedTokens() { super.cut(sender) }
    }

    override func bufferSelectionDidChange() {
        guard !keepsTokenSelection, selectedTokenIndices != nil else { return }
        selectedTokenIndices = nil
        setNeedsDisplay()
        restartCaretBlink()
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        // UIKit: a tap on a token selects it.
        guard let touch, isFirstResponder, let index = tokenIndex(at: touch.location(in: self)) else { return }
        selectTokens(index..<(index + 1))
    }

    open override func draw(_ rect: CGRect) {
        super.draw(rect)
        drawTokens()
    }
    /// UIKit: 36 points tall in a search bar, with 10-point corners.
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    /// Ours: the glyph's inset from the leading edge and the gap before the text.
    static let glyphInset: CGFloat = 6
    static let textGap: CGFloat = 4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        leftView = SearchGlyphView(frame: CGRect(origin: .zero, size: SearchGlyphView.boxSize))
        // UIKit: the glyph always shows; the clear button only while editing.
        leftViewMode = .always
        clearButtonMode = .whileEditing
        // UIKit: a search field's Return key reads "Search".
        returnKeyType = .search
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = UISearchTextField.cornerRadius
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.leftViewRect(forBounds: bounds)
        rect.origin.x += UISearchTextField.glyphInset
        return rect
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.textRect(forBounds: bounds))
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.editingRect(forBounds: bounds))
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// After the glyph and its gap; 8 points short of the trailing edge without a clear button.
    private func searchTextRect(_ rect: CGRect) -> CGRect {
        var rect = rect
        let minX = leftViewRect(forBounds: bounds).maxX + UISearchTextField.textGap + tokensWidth
        let maxX = rect.maxX == bounds.maxX ? rect.maxX - 8 : rect.maxX
        rect.origin.x = max(rect.minX, minX)
        rect.size.width = max(0, maxX - rect.minX)
        return rect
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + UISearchTextField.glyphInset + UISearchTextField.textGap + 8 + tokensWidth,
               height: UISearchTextField.fieldHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// UIKit: a search field carries the search field trait (XCUITest's `searchFields`).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }
}
