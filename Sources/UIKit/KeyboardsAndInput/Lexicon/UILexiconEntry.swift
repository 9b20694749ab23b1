import Foundation

/// One lexicon pair (UIKit): what the user types (`userInput`) and what it becomes
/// (`documentText`), e.g. "omw" → "On my way!".
@preconcurrency @MainActor
open class UILexiconEntry: NSObject, @preconcurrency NSCopying {
    open private(set) var documentText: String
    open private(set) var userInput: String

    init(documentText: String, userInput: String) {
        self.documentText = documentText
        self.userInput = userInput
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UILexiconEntry(documentText: documentText, userInput: userInput)
    }
}
