import Foundation

/// Tokens: the document is the tokens (one position each) followed by the text, so a
/// document offset `d` is token `d` below the token count and text offset `d - count` after.
extension UISearchTextField {
    /// Ours: the default token fill, the capsule's padding, the icon's gap and the space
    /// between tokens (iOS's exact metrics are not documented).
    static var defaultTokenBackgroundColor: UIColor { .systemGray4 }
    static let tokenHorizontalPadding: CGFloat = 6
    static let tokenVerticalPadding: CGFloat = 2
    static let tokenIconGap: CGFloat = 4
    static let tokenSpacing: CGFloat = 4

    // MARK: Changing tokens in code

    func setTokens(_ newTokens: [UISearchToken]) {
        tokensStorage = newTokens
        selectedTokenIndices = nil
        tokensDidChange()
    }

    func _insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        precondition(tokenIndex >= 0 && tokenIndex <= tokensStorage.count,
                     "UISearchTextField.insertToken(_:at:): index \(tokenIndex) beyond bounds [0 .. \(tokensStorage.count)]")
        tokensStorage.insert(token, at: tokenIndex)
        // A selection after the new token moves with its tokens.
        if let selected = selectedTokenIndices {
            if tokenIndex <= selected.lowerBound {
                selectedTokenIndices = (selected.lowerBound + 1)..<(selected.upperBound + 1)
            } else if tokenIndex < selected.upperBound {
                selectedTokenIndices = selected.lowerBound..<(selected.upperBound + 1)
            }
        }
        tokensDidChange()
    }

    func _removeToken(at tokenIndex: Int) {
        precondition(tokenIndex >= 0 && tokenIndex < tokensStorage.count,
                     "UISearchTextField.removeToken(at:): index \(tokenIndex) beyond bounds [0 .. \(tokensStorage.count - 1)]")
        tokensStorage.remove(at: tokenIndex)
        if let selected = selectedTokenIndices {
            if tokenIndex < selected.lowerBound {
                selectedTokenIndices = (selected.lowerBound - 1)..<(selected.upperBound - 1)
            } else if selected.contains(tokenIndex) {
                selectedTokenIndices = selected.count > 1 ? selected.lowerBound..<(selected.upperBound - 1) : nil
            }
        }
        tokensDidChange()
    }

    func _positionOfToken(at tokenIndex: Int) -> UITextPosition {
        precondition(tokenIndex >= 0 && tokenIndex < tokensStorage.count,
                     "UISearchTextField.positionOfToken(at:): index \(tokenIndex) beyond bounds [0 .. \(tokensStorage.count - 1)]")
        return SearchTokenPosition(tokenIndex)
    }

    func _tokens(in textRange: UITextRange) -> [UISearchToken] {
        guard let lower = documentOffset(of: textRange.start), let upper = documentOffset(of: textRange.end) else { return [] }
        let count = tokensStorage.count
        let from = min(lower, upper, count), to = min(max(lower, upper), count)
        return Array(tokensStorage[from..<to])
    }

    func _replaceTextualPortion(of textRange: UITextRange, with token: UISearchToken, at tokenIndex: Int) {
        precondition(tokenIndex >= 0 && tokenIndex <= tokensStorage.count,
                     "UISearchTextField.replaceTextualPortion(of:with:at:): index \(tokenIndex) beyond bounds [0 .. \(tokensStorage.count)]")
        unmarkText()
        if let text = textPart(of: textRange), text.length > 0 {
            // A change in code: no delegate call and no editing event.
            applyReplacement(text, with: "", attributes: defaultTextAttributes)
        }
        tokensStorage.insert(token, at: tokenIndex)
        selectedTokenIndices = nil
        tokensDidChange()
        if editingFlag { selectTokens(tokenIndex..<(tokenIndex + 1)) }
    }

    private func tokensDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        if editingFlag { restartCaretBlink() } else { updateCaret() }
    }

    // MARK: Positions

    func documentOffset(of position: UITextPosition) -> Int? {
        if let token = position as? SearchTokenPosition { return max(0, min(token.index, tokensStorage.count)) }
        if let text = position as? TextOffsetPosition { return tokensStorage.count + max(0, min(text.offset, buffer.length)) }
        return nil
    }

    func documentPosition(at offset: Int) -> UITextPosition {
        offset < tokensStorage.count ? SearchTokenPosition(offset) : TextOffsetPosition(offset - tokensStorage.count)
    }

    func documentRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard let a = documentOffset(of: fromPosition), let b = documentOffset(of: toPosition) else { return nil }
        let lower = min(a, b), upper = max(a, b), count = tokensStorage.count
        if lower >= count { return TextOffsetRange(from: lower - count, to: upper - count) }
        return SearchTokenRange(start: documentPosition(at: lower), end: documentPosition(at: upper))
    }

    /// The text characters a range covers (UTF-16), without its tokens.
    func textPart(of range: UITextRange) -> NSRange? {
        guard let a = documentOffset(of: range.start), let b = documentOffset(of: range.end) else { return nil }
        let count = tokensStorage.count
        let lower = max(0, min(a, b) - count), upper = max(0, max(a, b) - count)
        return NSRange(location: lower, length: upper - lower)
    }

    /// Ours: a token reads as U+FFFC (the object replacement character) in `text(in:)`, so
    /// offsets from `beginningOfDocument` agree with the characters read.
    func tokenRangeText(_ range: UITextRange) -> String? {
        guard let text = textPart(of: range) else { return nil }
        return String(repeating: "\u{FFFC}", count: _tokens(in: range).count) + buffer.substring(text)
    }

    /// The input system's replacement of a range that includes tokens: the tokens go (when
    /// the user may delete them), then the text part is replaced as an edit by the user.
    func replaceTokenRange(_ range: UITextRange, withText text: String) {
        guard let textRange = textPart(of: range), let a = documentOffset(of: range.start),
              let b = documentOffset(of: range.end) else { return }
        let count = tokensStorage.count
        let tokens = min(a, b, count)..<min(max(a, b), count)
        if !tokens.isEmpty, allowsDeletingTokens { removeTokens(tokens, byUser: true) }
        super.replace(TextOffsetRange(textRange), withText: text)
    }

    // MARK: Selection

    /// UIKit: a selection that includes tokens reports them in `selectedTextRange`.
    var tokenSelectionRange: UITextRange? {
        guard editingFlag, let selected = selectedTokenIndices else { return nil }
        let end: UITextPosition = selected.upperBound < tokensStorage.count
            ? SearchTokenPosition(selected.upperBound) : TextOffsetPosition(NSMaxRange(buffer.selection))
        return SearchTokenRange(start: SearchTokenPosition(selected.lowerBound), end: end)
    }

    func setSelectedRangeWithTokens(_ range: UITextRange?) {
        guard editingFlag, let range, let a = documentOffset(of: range.start), let b = documentOffset(of: range.end) else {
            super.selectedTextRange = range
            return
        }
        let lower = min(a, b), upper = max(a, b), count = tokensStorage.count
        guard lower < count else {
            selectedTokenIndices = nil
            setNeedsDisplay()
            super.selectedTextRange = TextOffsetRange(from: lower - count, to: upper - count)
            return
        }
        // UIKit: no insertion point before a token; an empty range there selects the token.
        if upper > count {
            selectTokens(lower..<count, textEnd: upper - count)
        } else {
            selectTokens(lower..<max(lower + 1, upper))
        }
    }

    /// Selects tokens (and, when they reach the text, its first `textEnd` characters).
    func selectTokens(_ indices: Range<Int>, textEnd: Int = 0) {
        let old = buffer.selection
        let changed = indices != selectedTokenIndices
        inputDelegate?.selectionWillChange(self)
        keepsTokenSelection = true
        buffer.select(NSRange(location: 0, length: textEnd))
        selectedTokenIndices = indices
        selectionChanged(from: old)
        keepsTokenSelection = false
        if changed, buffer.selection == old { delegate?.textFieldDidChangeSelection(self) }
        setNeedsDisplay()
        updateCaret()
    }

    // MARK: Deleting

    /// Backspace over tokens; returns whether it was handled here.
    func tokenBackspace() -> Bool {
        guard editingFlag, buffer.markedRange == nil else { return false }
        if let selected = selectedTokenIndices {
            guard allowsDeletingTokens else { return true }
            let selectsText = buffer.selection.length > 0
            removeTokens(selected, byUser: true)
            // The selected text goes too, as an ordinary Backspace.
            return !selectsText
        }
        guard buffer.selection == NSRange(location: 0, length: 0), !replacesOnNextInsertion,
              !tokensStorage.isEmpty, allowsDeletingTokens else { return false }
        selectTokens((tokensStorage.count - 1)..<tokensStorage.count)
        return true
    }

    /// Typing over selected tokens: they go when the user may delete them, else they are
    /// only deselected.
    func removeSelectedTokens(_ selected: Range<Int>, byUser: Bool) {
        guard allowsDeletingTokens else {
            selectedTokenIndices = nil
            setNeedsDisplay()
            restartCaretBlink()
            return
        }
        removeTokens(selected, byUser: byUser)
    }

    /// Ours: the user's deletion of tokens is reported as an edit (`.editingChanged`,
    /// `textDidChangeNotification`), so search results follow it.
    func removeTokens(_ indices: Range<Int>, byUser: Bool) {
        tokensStorage.removeSubrange(indices.clamped(to: 0..<tokensStorage.count))
        selectedTokenIndices = nil
        tokensDidChange()
        guard byUser else { return }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    // MARK: Geometry and drawing

    /// Each token's capsule, in order from the leading glyph, centered vertically.
    func tokenFrames() -> [CGRect] {
        guard !tokensStorage.isEmpty else { return [] }
        let font = fontStorage
        let height = (font.lineHeight + 2 * UISearchTextField.tokenVerticalPadding).rounded(.up)
        var x = leftViewRect(forBounds: bounds).maxX + UISearchTextField.textGap
        let y = ((bounds.height - height) / 2).rounded()
        var frames: [CGRect] = []
        for token in tokensStorage {
            let textWidth = token.text.size(withAttributes: [.font: font]).width.rounded(.up)
            let icon = token.icon == nil ? 0 : font.pointSize + UISearchTextField.tokenIconGap
            let width = 2 * UISearchTextField.tokenHorizontalPadding + icon + textWidth
            frames.append(CGRect(x: x, y: y, width: width, height: height))
            x += width + UISearchTextField.tokenSpacing
        }
        return frames
    }

    /// The room the tokens take before the text (with the space after the last).
    var tokensWidth: CGFloat {
        guard let first = tokenFrames().first, let last = tokenFrames().last else { return 0 }
        return last.maxX - first.minX + UISearchTextField.tokenSpacing
    }

    func tokenIndex(at point: CGPoint) -> Int? {
        tokenFrames().firstIndex { $0.contains(point) }
    }

    /// UIKit: tokens are capsules of the token color; selected ones take the tint color with
    /// white text.
    func drawTokens() {
        let frames = tokenFrames()
        guard !frames.isEmpty else { return }
        let font = fontStorage
        for (index, token) in tokensStorage.enumerated() {
            let frame = frames[index]
            let selected = editingFlag && selectedTokenIndices?.contains(index) == true
            (selected ? (tintColor ?? .systemBlue) : tokenBackgroundColor).setFill()
            UIBezierPath(roundedRect: frame, cornerRadius: frame.height / 2).fill()
            var x = frame.minX + UISearchTextField.tokenHorizontalPadding
            if let icon = token.icon {
                let side = font.pointSize
                icon.draw(in: CGRect(x: x, y: frame.midY - side / 2, width: side, height: side))
                x += side + UISearchTextField.tokenIconGap
            }
            let color: UIColor = selected ? .white : .label
            token.text.draw(at: CGPoint(x: x, y: frame.midY - font.lineHeight / 2),
                            withAttributes: [.font: font, .foregroundColor: color])
        }
    }
}
