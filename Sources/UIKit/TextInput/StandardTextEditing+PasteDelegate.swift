import Foundation

/// Paste through `pasteDelegate` (UIKit, iOS 11): each pasteboard item is handed to the
/// delegate's `textPasteConfigurationSupporting(_:transform:)` (one `UITextPasteItem` each),
/// and once every item has a result the delegate combines the items' strings
/// (`combineItemAttributedStrings:for:`), is asked whether to animate
/// (`shouldAnimatePasteOf:to:`; ours: nothing is animated either way) and puts the text in
/// place (`performPasteOf:to:`); the caret goes to the end of the range it returns. Items
/// without a result are left out; when none has one nothing is pasted.
extension StandardTextEditing {
    func pasteThroughDelegate(_ delegate: any UITextPasteDelegate, items: [[String: Any]]) {
        guard let target = self as? any (UITextPasteConfigurationSupporting & UITextInput) else { return }
        let range = insertionRange
        let textRange = TextOffsetRange(range)
        let attributes = pasteDefaultAttributes
        let pasteItems = items.map { item in
            TextPasteItem(itemProvider: UIPasteboard.itemProvider(for: item), defaultAttributes: attributes,
                          defaultText: defaultPasteText(of: item, attributes: attributes))
        }
        guard !pasteItems.isEmpty else { return }
        var finished = false
        let finish = {
            guard !finished, pasteItems.allSatisfy({ $0.result != nil }) else { return }
            finished = true
            for item in pasteItems { item.onResult = nil }
            let strings = pasteItems.compactMap { $0.result ?? nil }
            guard !strings.isEmpty else { return }
            self.completePaste(of: strings, through: delegate, target: target, at: textRange)
        }
        for item in pasteItems { item.onResult = finish }
        for item in pasteItems { delegate.textPasteConfigurationSupporting(target, transform: item) }
        finish()
    }

    private func completePaste(of strings: [NSAttributedString], through delegate: any UITextPasteDelegate,
                               target: any (UITextPasteConfigurationSupporting & UITextInput), at textRange: UITextRange) {
        let combined = delegate.textPasteConfigurationSupporting(target, combineItemAttributedStrings: strings, for: textRange)
        _ = delegate.textPasteConfigurationSupporting(target, shouldAnimatePasteOf: combined, to: textRange)
        let pasted = delegate.textPasteConfigurationSupporting(target, performPasteOf: combined, to: textRange)
        let end = target.offset(from: target.beginningOfDocument, to: pasted.end)
        if editingFlag, buffer.selection != NSRange(location: end, length: 0), end >= 0, end <= buffer.length {
            userSelect(NSRange(location: end, length: 0))
        }
    }

    /// What an item pastes by default: styled text when the object takes styled text
    /// (`allowsEditingTextAttributes`), else its plain text in the typing attributes; an image
    /// becomes an attachment in a text view that takes styled text (assumed: UIKit offers
    /// image paste there). Nil: the item holds nothing this object pastes.
    func defaultPasteText(of item: [String: Any], attributes: [NSAttributedString.Key: Any]) -> NSAttributedString? {
        if allowsEditingTextAttributes, let styled = Self.styledText(of: item) { return styled }
        if let text = UIPasteboard.firstString(in: item) {
            return NSAttributedString(string: insertable(text), attributes: attributes)
        }
        if pastesImages, let image = UIPasteboard.firstImage(in: item) {
            return NSAttributedString(attachment: NSTextAttachment(image: image), attributes: attributes)
        }
        return nil
    }

    private static func styledText(of item: [String: Any]) -> NSAttributedString? {
        for (type, kind) in [("public.rtf", NSAttributedString.DocumentType.rtf), ("public.html", .html)] {
            let data: Data?
            switch item[type] {
            case let value as Data: data = value
            case let value as String: data = value.data(using: .utf8)
            default: data = nil
            }
            guard let data, let text = try? NSAttributedString(data: data, options: [.documentType: kind], documentAttributes: nil) else { continue }
            return text
        }
        return nil
    }

    /// `performPasteOf:to:`'s default: the text replaces `range` as Paste replaces it (the
    /// text delegate asked, undoable), keeping its attributes when the object takes styled
    /// text. Returns the range the new text covers.
    func performDefaultPaste(_ text: NSAttributedString, in range: NSRange) -> NSRange {
        actionState.pendingKind = .paste
        defer { actionState.pendingKind = nil }
        let string = insertable(text.string)
        let start = buffer.clampedForEdit(range).location
        guard userReplace(range, with: string) else { return range }
        let inserted = NSRange(location: start, length: (string as NSString).length)
        if allowsEditingTextAttributes, string == text.string, inserted.length > 0,
           NSMaxRange(inserted) <= buffer.length {
            applyUndoableChange(inserted, with: text, selecting: NSRange(location: NSMaxRange(inserted), length: 0))
        }
        return inserted
    }
}

/// The paste delegate of an object without one, when Paste needs the item path (an image
/// pasted into a text view): UIKit's defaults for every step.
final class StandardTextPasteDelegate: NSObject, UITextPasteDelegate {}
