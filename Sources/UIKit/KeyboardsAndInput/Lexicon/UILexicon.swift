import Foundation

/// Word pairs a custom keyboard can use for autocorrection (UIKit, iOS 8): the user's text
/// replacements and contact names. Linux has no custom keyboard extensions
/// (`UIInputViewController`), so lexicons are made only by code.
@preconcurrency @MainActor
open class UILexicon: NSObject, @preconcurrency NSCopying {
    /// The pairs, in order.
    open private(set) var entries: [UILexiconEntry]

    /// An empty lexicon (UIKit gives keyboards one through `requestSupplementaryLexicon`).
    public override init() {
        entries = []
        super.init()
    }

    init(entries: [UILexiconEntry]) {
        self.entries = entries
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UILexicon(entries: entries)
    }
}
