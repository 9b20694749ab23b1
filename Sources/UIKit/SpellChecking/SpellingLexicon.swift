import Foundation

/// A language's word list for `UITextChecker`: the system's list in /usr/share/dict (the
/// folder named by `OPENUIKIT_DICTIONARY_DIR` instead, when set), one word a line. Linux
/// ships no word list by default; without one a language has no lexicon and the checker
/// finds no misspellings, guesses or completions.
final class SpellingLexicon: Sendable {
    /// Lowercased words, sorted (prefix searches) and as a set (look-ups).
    let sortedWords: [String]
    let words: Set<String>

    init(words list: [String]) {
        let lowered = Set(list.map { $0.lowercased() }.filter { !$0.isEmpty })
        words = lowered
        sortedWords = lowered.sorted()
    }

    static var directory: String {
        ProcessInfo.processInfo.environment["OPENUIKIT_DICTIONARY_DIR"] ?? "/usr/share/dict"
    }

    /// The word-list files Debian's `wordlist` packages install, by language.
    static let files: [(language: String, file: String)] = [
        ("en_US", "american-english"), ("en_GB", "british-english"), ("en_CA", "canadian-english"),
        ("en_AU", "australian-english"), ("de_DE", "ngerman"), ("de_CH", "swiss"), ("fr_FR", "french"),
        ("es_ES", "spanish"), ("it_IT", "italian"), ("pt_PT", "portuguese"), ("pt_BR", "brazilian"),
        ("nl_NL", "dutch"), ("sv_SE", "swedish"), ("da_DK", "danish"), ("nb_NO", "bokmaal"),
        ("pl_PL", "polish"), ("fi_FI", "finnish"), ("ca_ES", "catalan"),
    ]

    /// The languages with a word list (a bare `words` file counts as English).
    static var availableLanguages: [String] {
        let manager = FileManager.default
        var languages = files.filter { manager.fileExists(atPath: directory + "/" + $0.file) }.map(\.language)
        if languages.isEmpty, manager.fileExists(atPath: directory + "/words") { languages.append("en") }
        return languages
    }

    /// The word list's path for `language` ("en_US", "en-US" or "en").
    static func path(for language: String) -> String? {
        let manager = FileManager.default
        let normalized = language.replacingOccurrences(of: "-", with: "_")
        let code = normalized.split(separator: "_").first.map(String.init) ?? normalized
        let exact = files.first { $0.language == normalized }
        let sameLanguage = files.filter { $0.language.hasPrefix(code + "_") }
        for entry in [exact].compactMap({ $0 }) + sameLanguage {
            let path = directory + "/" + entry.file
            if manager.fileExists(atPath: path) { return path }
        }
        if code == "en", manager.fileExists(atPath: directory + "/words") { return directory + "/words" }
        return nil
    }

    /// Lexicons already read, by file (read once: the lists are large).
    @MainActor private static var loaded: [String: SpellingLexicon] = [:]

    @MainActor
    static func lexicon(for language: String) -> SpellingLexicon? {
        guard let path = path(for: language) else { return nil }
        if let lexicon = loaded[path] { return lexicon }
        guard let text = (try? String(contentsOfFile: path, encoding: .utf8))
                ?? (try? String(contentsOfFile: path, encoding: .isoLatin1)) else { return nil }
        let lexicon = SpellingLexicon(words: text.split(whereSeparator: \.isNewline).map {
            String($0).trimmingCharacters(in: .whitespaces)
        })
        loaded[path] = lexicon
        return lexicon
    }

    func contains(_ word: String) -> Bool {
        words.contains(word.lowercased())
    }

    /// Words starting with `prefix` (lowercased), in list order.
    func words(withPrefix prefix: String) -> ArraySlice<String> {
        let key = prefix.lowercased()
        var low = 0, high = sortedWords.count
        while low < high {
            let middle = (low + high) / 2
            if sortedWords[middle] < key { low = middle + 1 } else { high = middle }
        }
        var end = low
        while end < sortedWords.count, sortedWords[end].hasPrefix(key) { end += 1 }
        return sortedWords[low..<end]
    }
}
