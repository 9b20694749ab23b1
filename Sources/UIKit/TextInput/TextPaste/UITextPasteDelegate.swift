import Foundation

/// Handles pasting and dropping text through item providers (UIKit, iOS 11). Every method is
/// optional; the defaults below are UIKit's behaviour.
@preconcurrency @MainActor
public protocol UITextPasteDelegate: NSObjectProtocol {
    /// Turns one pasted or dropped item into text: the delegate calls one of the item's
    /// `setResult` methods (now or later).
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                          transform item: any UITextPasteItem)
    /// Joins the items' strings into the text pasted at `textRange`.
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                          combineItemAttributedStrings itemStrings: [NSAttributedString],
                                          for textRange: UITextRange) -> NSAttributedString
    /// Puts the combined text in place of `textRange`; returns the range it now covers.
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                          performPasteOf attributedString: NSAttributedString,
                                          to textRange: UITextRange) -> UITextRange
    /// Whether the paste is animated.
    func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                          shouldAnimatePasteOf attributedString: NSAttributedString,
                                          to textRange: UITextRange) -> Bool
}

extension UITextPasteDelegate {
    /// UIKit: an item the delegate does not transform gets its default result.
    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                                 transform item: any UITextPasteItem) {
        item.setDefaultResult()
    }

    /// UIKit: the items' strings one after the other.
    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                                 combineItemAttributedStrings itemStrings: [NSAttributedString],
                                                 for textRange: UITextRange) -> NSAttributedString {
        let combined = NSMutableAttributedString(string: "")
        for string in itemStrings { combined.append(string) }
        return combined
    }

    /// UIKit: the standard paste: a text field's or text view's Paste puts the text in place
    /// of the range (its text delegate asked; styled when it allows editing text attributes);
    /// another text input replaces the range with the string's characters. The range the new
    /// text covers is returned (the given range when the object is not a text input).
    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                                 performPasteOf attributedString: NSAttributedString,
                                                 to textRange: UITextRange) -> UITextRange {
        if let editing = textPasteConfigurationSupporting as? any StandardTextEditing, let range = textRange as? TextOffsetRange {
            return TextOffsetRange(editing.performDefaultPaste(attributedString, in: range.range))
        }
        guard let input = textPasteConfigurationSupporting as? any UITextInput else { return textRange }
        let start = input.offset(from: input.beginningOfDocument, to: textRange.start)
        input.replace(textRange, withText: attributedString.string)
        guard let from = input.position(from: input.beginningOfDocument, offset: start),
              let to = input.position(from: from, offset: (attributedString.string as NSString).length),
              let range = input.textRange(from: from, to: to) else { return textRange }
        return range
    }

    public func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: any UITextPasteConfigurationSupporting,
                                                 shouldAnimatePasteOf attributedString: NSAttributedString,
                                                 to textRange: UITextRange) -> Bool {
        false
    }
}
