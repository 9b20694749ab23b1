import Foundation

/// Taps and drags on a text view: placing the caret, selecting words and paragraphs, pointer
/// drags that select, and tapping links.
extension UITextView {
    func configureInteraction() {
        tapRecognizer.addAction { [weak self] recognizer in
            guard let self, recognizer.state == .ended else { return }
            self.userTapped(at: recognizer.location(in: self), tapCount: self.tapRecognizer.tapCount)
            self.selectionPlaced(byFinger: self.tapRecognizer.touchType == .direct)
        }
        addGestureRecognizer(tapRecognizer)
        // UIKit (iPadOS): with a pointer, click-and-drag over a text view selects text rather
        // than scrolling it; fingers still scroll, and the wheel or trackpad scrolls as ever.
        selectionDragRecognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.indirectPointer.rawValue)]
        selectionDragRecognizer.maximumNumberOfTouches = 1
        selectionDragRecognizer.addAction { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.selectionDragChanged(pan)
        }
        addGestureRecognizer(selectionDragRecognizer)
        panGestureRecognizer.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue),
                                                  NSNumber(value: UITouch.TouchType.pencil.rawValue)]
    }

    /// A tap: in an editable view it begins editing and places the caret (two taps select the
    /// word, three the paragraph); in a selectable view that is not editable, one tap on a link
    /// performs its action (else it clears the selection), two or three select. A view that is
    /// neither editable nor selectable ignores taps.
    func userTapped(at point: CGPoint, tapCount: Int) {
        if isEditable {
            guard isFirstResponder || becomeFirstResponder() else { return }
        } else {
            guard isSelectable else { return }
            // UIKit: links respond only in a selectable text view that is not editable.
            if tapCount <= 1, performTextItemAction(at: point) { return }
        }
        let offset = closestOffset(to: point)
        userSelect(tapSelection(tapCount: tapCount, at: offset))
    }

    /// What `tapCount` taps at `offset` select, within the offset's paragraph.
    func tapSelection(tapCount: Int, at offset: Int) -> NSRange {
        guard tapCount > 1 else { return NSRange(location: offset, length: 0) }
        let layout = textLayout()
        let index = layout.paragraphIndex(containing: offset)
        let start = layout.isWholeText ? 0 : layout.starts[index]
        let length = layout.isWholeText ? buffer.length : layout.paragraphs[index].length
        var paragraph = NSRange(location: start, length: length)
        if layout.isWholeText {
            // One chunk: the paragraph is the run of text between separators around the offset.
            let runs = UITextInputStringTokenizer.units(.paragraph, in: buffer.string)
            guard let run = runs.first(where: { $0.lowerBound <= offset && offset <= $0.upperBound }) else {
                return NSRange(location: offset, length: 0)
            }
            paragraph = NSRange(location: run.lowerBound, length: run.count)
        }
        return TextTapSelection.range(tapCount: tapCount, at: offset, in: buffer.substring(paragraph), base: paragraph.location)
    }

    // MARK: Pointer drags

    private func selectionDragChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard isSelectable || isEditable else { return }
            if isEditable, !(isFirstResponder || becomeFirstResponder()) { return }
            let location = pan.location(in: self)
            let start = selectionDragRecognizer.touchDownLocation ?? location
            selectionDragAnchor = closestOffset(to: start)
            selectionPlaced(byFinger: false)
            extendDragSelection(to: location)
        case .changed:
            extendDragSelection(to: pan.location(in: self))
        default:
            selectionDragAnchor = nil
        }
    }

    /// Selects from where the drag began to the position nearest `point`.
    private func extendDragSelection(to point: CGPoint) {
        guard let anchor = selectionDragAnchor else { return }
        let old = buffer.selection
        inputDelegate?.selectionWillChange(self)
        buffer.select(NSRange(location: anchor, length: 0))
        buffer.moveCaret(to: closestOffset(to: point), extending: true)
        selectionChanged(from: old)
    }

    // MARK: Links

    /// Whether the text has a link anywhere.
    var textHasLinks: Bool {
        var found = false
        storage.enumerateAttribute(.link, in: NSRange(location: 0, length: storage.length), options: []) { value, _, stop in
            if value != nil {
                found = true
                stop.pointee = true
            }
        }
        return found
    }

    /// The link or tagged run under `point` (content coordinates), if any.
    func textItem(at point: CGPoint) -> UITextItem? {
        guard let cluster = _characterRange(at: point), let range = nsRange(of: cluster), range.location < storage.length else { return nil }
        let whole = NSRange(location: 0, length: storage.length)
        var effective = NSRange(location: 0, length: 0)
        if let value = storage.attribute(.link, at: range.location, longestEffectiveRange: &effective, in: whole) {
            let url: URL?
            switch value {
            case let value as URL: url = value
            case let value as NSURL: url = value as URL
            case let value as String: url = URL(string: value)
            default: url = nil
            }
            if let url { return UITextItem(content: .link(url), range: effective) }
        }
        if let attachment = storage.attribute(.attachment, at: range.location, effectiveRange: nil) as? NSTextAttachment,
           (storage.string as NSString).character(at: range.location) == 0xFFFC {
            return UITextItem(content: .textAttachment(attachment), range: NSRange(location: range.location, length: 1))
        }
        if let tag = storage.attribute(.textItemTag, at: range.location, longestEffectiveRange: &effective, in: whole) as? String {
            return UITextItem(content: .tag(tag), range: effective)
        }
        if detectsLinks {
            // A detected URL: scan the paragraph under the point.
            let layout = textLayout()
            let index = layout.paragraphIndex(containing: range.location)
            let paragraph = layout.isWholeText
                ? whole : NSRange(location: layout.starts[index], length: layout.paragraphs[index].length)
            for detected in TextURLScanner.urls(in: buffer.substring(paragraph)) {
                let found = NSRange(location: paragraph.location + detected.range.location, length: detected.range.length)
                if NSLocationInRange(range.location, found) { return UITextItem(content: .link(detected.url), range: found) }
            }
        }
        return nil
    }

    /// A long press on a link or tagged text in a selectable view that is not editable shows
    /// the item's menu instead of the edit menu (UIKit, iOS 17); false when there is none.
    func presentTextItemMenu(at point: CGPoint) -> Bool {
        guard !isEditable, isSelectable, textItem(at: point) != nil else { return false }
        let controller = textItemMenuStorage ?? TextItemMenuController(textView: self)
        textItemMenuStorage = controller
        return controller.present(at: point)
    }

    /// Performs the action of the text item under `point`: the delegate's choice (UIKit asks
    /// `textView(_:primaryActionFor:defaultAction:)`, which by default asks
    /// `textView(_:shouldInteractWith:in:interaction:)`), by default opening the link's URL.
    /// Returns whether a text item was there.
    func performTextItemAction(at point: CGPoint) -> Bool {
        guard let item = textItem(at: point) else { return false }
        let defaultAction = UIAction { _ in
            if case .link(let url) = item.content { UIApplication.shared.open(url) }
        }
        let action = textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.perform(sender: self)
        return true
    }
}
