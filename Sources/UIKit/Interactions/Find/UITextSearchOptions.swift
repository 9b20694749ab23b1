/// How a find session matches its query (UIKit, iOS 16).
@preconcurrency @MainActor
open class UITextSearchOptions: NSObject {
    /// Where in a word the query may match (UIKit).
    public enum WordMatchMethod: Int, Sendable {
        /// Anywhere in a word.
        case contains = 0
        /// At the start of a word.
        case startsWith = 1
        /// The whole word.
        case fullWord = 2
    }

    /// Where in words matches may be.
    open private(set) var wordMatchMethod: WordMatchMethod
    /// String comparison options, such as `.caseInsensitive`.
    open private(set) var stringCompareOptions: NSString.CompareOptions

    /// Matches anywhere, comparing characters exactly.
    public override convenience init() {
        self.init(wordMatchMethod: .contains, stringCompareOptions: [])
    }

    init(wordMatchMethod: WordMatchMethod, stringCompareOptions: NSString.CompareOptions) {
        self.wordMatchMethod = wordMatchMethod
        self.stringCompareOptions = stringCompareOptions
        super.init()
    }

    /// The find navigator's defaults: matches anywhere in words, ignoring case (its "Match
    /// Case" starts off).
    static func navigatorDefault() -> UITextSearchOptions {
        UITextSearchOptions(wordMatchMethod: .contains, stringCompareOptions: .caseInsensitive)
    }
}
