import Foundation

/// UITextInput on the field's buffer. Positions are UTF-16 offsets (as UIKit's text field
/// counts them); positions and ranges of another text object are ignored (nil, or no change).
extension UITextField: BufferedTextInput {
    /// UIKit: the input system's replacement of a range is an edit by the user (the delegate is
    /// asked, `.editingChanged` is sent).
    func _replace(_ range: UITextRange, withText text: String) {
        guard let range = nsRange(of: range) else { return }
        userReplace(range, with: text)
    }

    /// UIKit: nil while the field is not editing.
    var _selectedTextRange: UITextRange? {
        guard editingFlag else { return nil }
        return TextOffsetRange(buffer.selection)
    }

    /// Clamped to the text and to cluster boundaries; ignored while not editing, for nil and
    /// for another object's range.
    func _setSelectedTextRange(_ range: UITextRange?) {
        guard editingFlag, let range, let value = nsRange(of: range) else { return }
        let old = buffer.selection
        inputDelegate?.selectionWillChange(self)
        buffer.select(value)
        selectionChanged(from: old)
    }

    var _markedTextRange: UITextRange? {
        buffer.markedRange.map { TextOffsetRange($0) }
    }

    /// Replaces the marked text (or the selection) with `markedText`, which becomes the marked
    /// text, with the selection at `selectedRange` inside it. An empty string removes it.
    /// UIKit: each change of the marked text is an edit by the user: shouldChangeCharactersIn
    /// is asked (the range is the old marked text, or the selection at first; the replacement
    /// the whole new marked text), then editingChanged is sent with markedTextRange set (apps
    /// wait for it to be nil before acting on the text).
    func _setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = buffer.markedRange ?? buffer.selection
        // UIKit: the marked range and its selection are in place when the edit is reported.
        buffer.marksNextReplacement = TextEditingBuffer.markedSelection(selectedRange, in: text)
        defer { buffer.marksNextReplacement = nil }
        guard userReplace(range, with: text) else { return }
        setNeedsDisplay()
        updateCaret()
    }

    /// Commits the marked text as it is.
    func _unmarkText() {
        guard buffer.markedRange != nil else { return }
        buffer.markedRange = nil
        setNeedsDisplay()
    }

    /// Left and right move by grapheme clusters (visually, in left-to-right text); up and down
    /// go to the start and end of the single line.
    func _position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        guard let start = self.offset(of: position) else { return nil }
        switch direction {
        // Left and right in screen order, as the arrow keys move.
        case .right: return TextOffsetPosition(visualOffset(from: start, right: true, count: offset))
        case .left: return TextOffsetPosition(visualOffset(from: start, right: false, count: offset))
        case .up: return TextOffsetPosition(offset > 0 ? 0 : start)
        case .down: return TextOffsetPosition(offset > 0 ? buffer.length : start)
        }
    }

    func _firstRect(for range: UITextRange) -> CGRect {
        guard let value = nsRange(of: range) else { return .null }
        if value.length == 0 { return _caretRect(for: TextOffsetPosition(value.location)) }
        return selectionRectValues(for: value).first ?? .null
    }

    func _caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .null }
        return defaultCaretRect(at: offset)
    }

    func _selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        guard let value = nsRange(of: range) else { return [] }
        let direction: NSWritingDirection = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return selectionRectValues(for: value).map {
            TextSelectionRect(rect: $0, writingDirection: direction, containsStart: true, containsEnd: true)
        }
    }

    /// The cluster boundary whose caret is nearest to `point`'s x.
    func _closestPosition(to point: CGPoint) -> UITextPosition? {
        let rect = currentTextRect
        let geometry = caretGeometry()
        let originX = textOrigin(in: rect).x
        var best = 0
        var bestDistance = CGFloat.infinity
        for (index, x) in geometry.xs.enumerated() {
            let distance = abs(originX + x - point.x)
            if distance < bestDistance {
                best = index
                bestDistance = distance
            }
        }
        return TextOffsetPosition(buffer.boundaries[min(best, buffer.boundaries.count - 1)])
    }

    func _closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let value = nsRange(of: range), let position = _closestPosition(to: point) as? TextOffsetPosition else { return nil }
        return TextOffsetPosition(max(value.location, min(position.offset, NSMaxRange(value))))
    }

    /// The grapheme cluster under `point`; nil outside the text.
    func _characterRange(at point: CGPoint) -> UITextRange? {
        let rect = currentTextRect
        let geometry = caretGeometry()
        let origin = textOrigin(in: rect)
        let originX = origin.x
        guard point.y >= origin.y, point.y <= origin.y + geometry.lineHeight else { return nil }
        for index in 0..<max(0, geometry.xs.count - 1) {
            let a = originX + geometry.xs[index], b = originX + geometry.xs[index + 1]
            if point.x >= min(a, b), point.x < max(a, b) {
                return TextOffsetRange(from: buffer.boundaries[index], to: buffer.boundaries[index + 1])
            }
        }
        return nil
    }
}

