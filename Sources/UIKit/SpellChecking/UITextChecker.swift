import Foundation

/// Checks text for misspelled words against a language's word list, suggests corrections
/// and completes partial words. The word lists are the system's (/usr/share/dict); without
/// one for a language, every word passes and there are no guesses or completions.
@preconcurrency @MainActor
open class UITextChecker: NSObject {
    /// Words this checker ignores (one document's), as UIKit keeps them per checker.
    private var ignored: [String] = []

    /// Words learned for every checker (UIKit: the user's dictionary; here for this process).
    private static var learned: Set<String> = []

    public override init() {
        super.init()
    }

    // MARK: Checking

    /// The first misspelled word in `range` of `stringToCheck` at or after `startingOffset`
    /// (with `wrap`, then from the range's start); `NSNotFound` when there is none.
    open func rangeOfMisspelledWord(in stringToCheck: String, range: NSRange, startingAt startingOffset: Int,
                                    wrap wrapFlag: Bool, language: String) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        let text = stringToCheck as NSString
        let bounded = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        guard bounded.length > 0, let lexicon = SpellingLexicon.lexicon(for: language) else { return notFound }
        let start = min(max(startingOffset, bounded.location), NSMaxRange(bounded))
        let words = Self.wordRanges(in: text, range: bounded)
        let isMisspelled: (NSRange) -> Bool = { wordRange in
            let word = text.substring(with: wordRange)
            return !self.isKnown(word, in: lexicon)
        }
        if let found = words.first(where: { $0.location >= start && isMisspelled($0) }) { return found }
        if wrapFlag, let found = words.first(where: { $0.location < start && isMisspelled($0) }) { return found }
        return notFound
    }

    /// Corrections for the word in `range`: known words one edit away (a letter deleted,
    /// added, changed or two swapped), else two; capitalized as the word is.
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let text = string as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= text.length, range.length > 0 else { return nil }
        guard let lexicon = SpellingLexicon.lexicon(for: language) else { return [] }
        let word = text.substring(with: range)
        let lowered = word.lowercased()
        let letters = Self.alphabet
        var found = Self.edits(of: lowered, letters: letters).filter { $0 != lowered && lexicon.words.contains($0) }
        if found.isEmpty, lowered.count <= 12 {
            var second: Set<String> = []
            for edit in Self.edits(of: lowered, letters: letters) {
                for candidate in Self.edits(of: edit, letters: letters) where candidate != lowered && lexicon.words.contains(candidate) {
                    second.insert(candidate)
                }
            }
            found = second
        }
        return found.sorted().prefix(Self.maximumGuesses).map { Self.matchingCase(of: word, $0) }
    }

    /// Known words that complete the partial word in `range`, shortest first.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let text = string as NSString
        guard range.location != NSNotFound, NSMaxRange(range) <= text.length, range.length > 0 else { return nil }
        guard let lexicon = SpellingLexicon.lexicon(for: language) else { return [] }
        let partial = text.substring(with: range)
        let matches = lexicon.words(withPrefix: partial).filter { $0.count > partial.count }
        let sorted = matches.sorted { $0.count != $1.count ? $0.count < $1.count : $0 < $1 }
        return sorted.prefix(Self.maximumCompletions).map { Self.matchingCase(of: partial, $0) }
    }

    // MARK: Ignoring and learning

    open func ignoreWord(_ wordToIgnore: String) {
        if !ignored.contains(wordToIgnore) { ignored.append(wordToIgnore) }
    }

    open var ignoredWords: [String]? {
        get { ignored.isEmpty ? nil : ignored }
        set { ignored = newValue ?? [] }
    }

    open class func learnWord(_ word: String) {
        learned.insert(word.lowercased())
    }

    open class func hasLearnedWord(_ word: String) -> Bool {
        learned.contains(word.lowercased())
    }

    open class func unlearnWord(_ word: String) {
        learned.remove(word.lowercased())
    }

    /// The languages with a word list on this system (empty when there is none).
    open class var availableLanguages: [String] {
        SpellingLexicon.availableLanguages
    }

    // MARK: Words

    // Ours: how many guesses and completions are returned.
    static let maximumGuesses = 10
    static let maximumCompletions = 20

    private func isKnown(_ word: String, in lexicon: SpellingLexicon) -> Bool {
        if lexicon.contains(word) || Self.learned.contains(word.lowercased()) || ignored.contains(word) { return true }
        // A possessive or contraction whose stem is known ("Apple's").
        if let apostrophe = word.lastIndex(where: { $0 == "'" || $0 == "\u{2019}" }) {
            let stem = String(word[..<apostrophe])
            return !stem.isEmpty && (lexicon.contains(stem) || Self.learned.contains(stem.lowercased()))
        }
        return false
    }

    /// Ranges of words in `range`: runs of letters and marks, with apostrophes inside them;
    /// runs with digits are not words to check.
    static func wordRanges(in text: NSString, range: NSRange) -> [NSRange] {
        let string = text.substring(with: range)
        var ranges: [NSRange] = []
        var offset = range.location
        var wordStart: Int?
        var wordEnd = 0
        var hasDigit = false
        func close() {
            if let start = wordStart, !hasDigit { ranges.append(NSRange(location: start, length: wordEnd - start)) }
            wordStart = nil
            hasDigit = false
        }
        for character in string {
            let length = character.utf16.count
            let isApostrophe = character == "'" || character == "\u{2019}"
            if character.isLetter || character.isNumber || (isApostrophe && wordStart != nil) {
                if wordStart == nil { wordStart = offset }
                if character.isNumber { hasDigit = true }
                if !isApostrophe { wordEnd = offset + length }
            } else {
                close()
            }
            offset += length
        }
        close()
        return ranges
    }

    /// The letters tried in edits (Latin letters: the word lists here are European).
    private static let alphabet = Set("abcdefghijklmnopqrstuvwxyz'")

    private static func edits(of word: String, letters: Set<Character>) -> Set<String> {
        let characters = Array(word)
        var result: Set<String> = []
        for index in 0...characters.count {
            if index < characters.count {
                var deleted = characters
                deleted.remove(at: index)
                result.insert(String(deleted))
            }
            if index + 1 < characters.count {
                var swapped = characters
                swapped.swapAt(index, index + 1)
                result.insert(String(swapped))
            }
            for letter in letters {
                if index < characters.count {
                    var changed = characters
                    changed[index] = letter
                    result.insert(String(changed))
                }
                var inserted = characters
                inserted.insert(letter, at: index)
                result.insert(String(inserted))
            }
        }
        return result
    }

    /// `candidate` capitalized as `word` is: all capitals, a capital first letter, or as listed.
    private static func matchingCase(of word: String, _ candidate: String) -> String {
        if word.count > 1, word == word.uppercased(), word != word.lowercased() { return candidate.uppercased() }
        if let first = word.first, first.isUppercase { return candidate.prefix(1).uppercased() + candidate.dropFirst() }
        return candidate
    }
}
