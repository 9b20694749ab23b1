import Foundation

/// A link or tagged run of text in a text view, handed to the delegate's
/// `textView(_:primaryActionFor:defaultAction:)` when the user taps it (UIKit, iOS 17).
@preconcurrency @MainActor
open class UITextItem: NSObject {
    /// What the item is.
    /// `@unchecked`: an `NSTextAttachment` is not `Sendable`; items are made and handed to the
    /// delegate on the main actor.
    public enum Content: @unchecked Sendable {
        /// A run with an `NSAttributedString.Key.link` value.
        case link(URL)
        /// An attachment character (`NSAttributedString.Key.attachment`).
        case textAttachment(NSTextAttachment)
        /// A run with an `NSAttributedString.Key.textItemTag` value.
        case tag(String)
    }

    private let contentStorage: Content
    private let rangeStorage: NSRange

    init(content: Content, range: NSRange) {
        contentStorage = content
        rangeStorage = range
        super.init()
    }

    open var content: Content { contentStorage }
    /// The item's characters in the text view's text (UTF-16).
    open var range: NSRange { rangeStorage }
}
