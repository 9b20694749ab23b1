import Foundation

/// One pasteboard item handed to a `UITextPasteDelegate` during Paste: its item provider and
/// the text it becomes. The result may be set during the transform call or later; the paste
/// goes on once every item of it has one (`onResult`).
final class TextPasteItem: NSObject, UITextPasteItem {
    let itemProvider: NSItemProvider
    let localObject: Any? = nil
    let defaultAttributes: [NSAttributedString.Key: Any]
    /// What `setDefaultResult()` pastes: the item's own text (nil: nothing).
    private let defaultText: NSAttributedString?
    /// nil until a `setResult` method is called; `.some(nil)` for no result.
    private(set) var result: NSAttributedString??
    var onResult: (() -> Void)?

    init(itemProvider: NSItemProvider, defaultAttributes: [NSAttributedString.Key: Any], defaultText: NSAttributedString?) {
        self.itemProvider = itemProvider
        self.defaultAttributes = defaultAttributes
        self.defaultText = defaultText
        super.init()
    }

    func setResult(string: String) {
        resolve(NSAttributedString(string: string, attributes: defaultAttributes))
    }

    func setResult(attributedString string: NSAttributedString) { resolve(string) }

    func setResult(attachment textAttachment: NSTextAttachment) {
        resolve(NSAttributedString(attachment: textAttachment, attributes: defaultAttributes))
    }

    func setNoResult() { resolve(nil) }

    func setDefaultResult() { resolve(defaultText) }

    /// UIKit takes an item's first result; later calls change nothing.
    private func resolve(_ text: NSAttributedString?) {
        guard result == nil else { return }
        result = .some(text)
        onResult?()
    }
}
