import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UITextCheckerTests: XCTestCase {
    private var dictionary: URL?

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    override func tearDown() async throws {
        unsetenv("OPENUIKIT_DICTIONARY_DIR")
        if let dictionary { try? FileManager.default.removeItem(at: dictionary) }
    }

    /// A word list folder holding `american-english` with these words.
    private func installWords(_ words: [String]) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dict-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(words.joined(separator: "\n").utf8).write(to: folder.appendingPathComponent("american-english"))
        dictionary = folder
        setenv("OPENUIKIT_DICTIONARY_DIR", folder.path, 1)
    }

    private static let words = ["the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "dogs", "doge",
                                "apple", "applesauce", "application", "apply", "can't", "Paris"]

    func testWithoutAWordListNothingIsMisspelledAndThereAreNoGuesses() async throws {
        setenv("OPENUIKIT_DICTIONARY_DIR", "/nonexistent-\(UUID().uuidString)", 1)
        XCTAssertEqual(UITextChecker.availableLanguages, [])
        let checker = UITextChecker()
        let text = "Thsi is wrnog"
        let range = checker.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: 13), startingAt: 0,
                                                  wrap: false, language: "en_US")
        XCTAssertEqual(range.location, NSNotFound)
        XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: "en_US"), [])
        XCTAssertEqual(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: text, language: "en_US"), [])
    }

    func testFindsTheFirstMisspelledWordFromTheStartingOffsetAndWraps() async throws {
        try installWords(Self.words)
        XCTAssertEqual(UITextChecker.availableLanguages, ["en_US"])
        let checker = UITextChecker()
        let text = "The quikc brown fox jmups over the lazy dog"
        let all = NSRange(location: 0, length: (text as NSString).length)
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 0, wrap: false, language: "en_US"),
                       NSRange(location: 4, length: 5))
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 9, wrap: false, language: "en_US"),
                       NSRange(location: 20, length: 5))
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 26, wrap: false, language: "en_US").location,
                       NSNotFound)
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: all, startingAt: 26, wrap: true, language: "en_US"),
                       NSRange(location: 4, length: 5), "wraps to the range's start")
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: "Can't 42 PARIS", range: NSRange(location: 0, length: 14),
                                                     startingAt: 0, wrap: false, language: "en").location,
                       NSNotFound, "case-insensitive, contractions, numbers skipped")
    }

    func testGuessesAreKnownWordsOneEditAwayInTheWordsCase() async throws {
        try installWords(Self.words)
        let checker = UITextChecker()
        XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 6), in: "quikc", language: "en_US"), nil,
                       "a range past the end is invalid")
        XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: "quikc", language: "en_US"), ["quick"])
        XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 3), in: "Dgo", language: "en_US"), ["Dog"])
        XCTAssertEqual(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: "dogz", language: "en_US"), ["dog", "doge", "dogs"])
    }

    func testCompletionsStartWithThePartialWordShortestFirst() async throws {
        try installWords(Self.words)
        let checker = UITextChecker()
        XCTAssertEqual(checker.completions(forPartialWordRange: NSRange(location: 3, length: 4), in: "an appl", language: "en_US"),
                       ["apple", "apply", "applesauce", "application"])
        XCTAssertEqual(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: "Do", language: "en_US"),
                       ["Dog", "Doge", "Dogs"])
    }

    func testIgnoredWordsBelongToTheCheckerLearnedWordsToEveryone() async throws {
        try installWords(Self.words)
        let text = "the zorp"
        let range = NSRange(location: 0, length: 8)
        let checker = UITextChecker()
        XCTAssertNil(checker.ignoredWords)
        checker.ignoreWord("zorp")
        XCTAssertEqual(checker.ignoredWords, ["zorp"])
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en_US").location, NSNotFound)
        let other = UITextChecker()
        XCTAssertEqual(other.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en_US"),
                       NSRange(location: 4, length: 4))
        XCTAssertFalse(UITextChecker.hasLearnedWord("zorp"))
        UITextChecker.learnWord("zorp")
        defer { UITextChecker.unlearnWord("zorp") }
        XCTAssertTrue(UITextChecker.hasLearnedWord("zorp"))
        XCTAssertEqual(other.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en_US").location, NSNotFound)
        UITextChecker.unlearnWord("zorp")
        XCTAssertFalse(UITextChecker.hasLearnedWord("zorp"))
    }
}
