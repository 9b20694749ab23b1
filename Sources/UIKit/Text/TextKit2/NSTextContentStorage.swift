import Foundation

/// A TextKit 2 document over an `NSTextStorage` (made with the content storage): edits to
/// the storage are laid out again by the text layout managers.
open class NSTextContentStorage: NSTextContentManager {
    /// The styled text.
    open var textStorage: NSTextStorage? {
        didSet {
            guard oldValue !== textStorage else { return }
            for manager in textLayoutManagers where !manager.sharesBacking {
                if let oldValue { oldValue.removeLayoutManager(manager.backing) }
                if let textStorage { textStorage.addLayoutManager(manager.backing) }
            }
        }
    }

    public override init() {
        textStorage = NSTextStorage()
        super.init()
    }

    /// The text as an attributed string; setting it replaces the storage's text.
    open var attributedString: NSAttributedString? {
        get { textStorage.map { NSAttributedString(attributedString: $0) } }
        set {
            if textStorage == nil { textStorage = NSTextStorage() }
            textStorage?.setAttributedString(newValue ?? NSAttributedString(string: ""))
        }
    }

    open override var documentRange: NSTextRange {
        NSTextRange(location: TextContentLocation(0), end: TextContentLocation(textStorage?.length ?? 0))!
    }

    /// The distance in UTF-16 units between two locations.
    open func offset(from: any NSTextLocation, to: any NSTextLocation) -> Int {
        TextContentLocation.offset(of: to) - TextContentLocation.offset(of: from)
    }

    /// `location` moved by `offset` units; nil outside the document.
    open func location(_ location: any NSTextLocation, offsetBy offset: Int) -> (any NSTextLocation)? {
        let moved = TextContentLocation.offset(of: location) + offset
        guard moved >= 0, moved <= textStorage?.length ?? 0 else { return nil }
        return TextContentLocation(moved)
    }

    override var backingStorage: NSTextStorage? { textStorage }

    override func elements() -> [NSTextElement] { paragraphElements() }

    override func connect(_ manager: NSTextLayoutManager) {
        textStorage?.addLayoutManager(manager.backing)
    }

    override func disconnect(_ manager: NSTextLayoutManager) {
        // A text view's layout manager stays with the view's storage.
        guard !manager.sharesBacking else { return }
        textStorage?.removeLayoutManager(manager.backing)
    }
}
