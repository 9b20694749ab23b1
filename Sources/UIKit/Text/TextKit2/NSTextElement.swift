import Foundation

/// A piece of a TextKit 2 document (a paragraph, for `NSTextContentStorage`): the content
/// manager it comes from and the range of the document it covers.
open class NSTextElement: NSObject {
    public init(textContentManager: NSTextContentManager?) {
        self.textContentManager = textContentManager
        super.init()
    }

    open weak var textContentManager: NSTextContentManager?

    /// The document range the element covers (nil for an element not placed in a document).
    open var elementRange: NSTextRange?

    /// Elements nested in this one (none for a paragraph; a list element's items).
    @available(iOS 16.0, *)
    open var childElements: [NSTextElement] { [] }

    /// The element this one is nested in.
    @available(iOS 16.0, *)
    open var parent: NSTextElement? { parentElementStorage }

    weak var parentElementStorage: NSTextElement?

    /// Whether the element stands for content of the document (true for paragraphs).
    @available(iOS 16.0, *)
    open var isRepresentedElement: Bool { true }
}
