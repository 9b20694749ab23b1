/// Asking what the pasteboard holds without reading it (UIKit, iOS 14 and 15). The answers
/// come on a later turn of the main run loop; an item's text is what `string` would read.
extension UIPasteboard {
    /// The patterns among `patterns` that the first item's text matches.
    public func detectPatterns(for patterns: Set<UIPasteboard.DetectionPattern>,
                               completionHandler: @escaping (Result<Set<UIPasteboard.DetectionPattern>, any Error>) -> Void) {
        let found = Set(PasteboardPatternDetector.values(in: currentItems.first, for: patterns).keys)
        Self.answerLater { completionHandler(.success(found)) }
    }

    /// The patterns each item (of `itemSet`, or all) matches, in item order.
    public func detectPatterns(for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
                               completionHandler: @escaping (Result<[Set<UIPasteboard.DetectionPattern>], any Error>) -> Void) {
        let found = selectedItems(itemSet).map { Set(PasteboardPatternDetector.values(in: $0, for: patterns).keys) }
        Self.answerLater { completionHandler(.success(found)) }
    }

    /// The values of the patterns the first item's text matches: the text for a web URL or
    /// search, an `NSNumber` for a number, a `URL` for a link, the text of a phone number or
    /// email address.
    public func detectValues(for patterns: Set<UIPasteboard.DetectionPattern>,
                             completionHandler: @escaping (Result<[UIPasteboard.DetectionPattern: Any], any Error>) -> Void) {
        let found = PasteboardPatternDetector.values(in: currentItems.first, for: patterns)
        let result = found
        Self.answerLater { completionHandler(.success(result)) }
    }

    /// The values each item (of `itemSet`, or all) matches, in item order.
    public func detectValues(for patterns: Set<UIPasteboard.DetectionPattern>, inItemSet itemSet: IndexSet?,
                             completionHandler: @escaping (Result<[[UIPasteboard.DetectionPattern: Any]], any Error>) -> Void) {
        let found = selectedItems(itemSet).map { PasteboardPatternDetector.values(in: $0, for: patterns) }
        let result = found
        Self.answerLater { completionHandler(.success(result)) }
    }

    // The async forms Swift makes of the completion-handler methods.

    public func detectedPatterns(for patterns: Set<UIPasteboard.DetectionPattern>) async throws -> Set<UIPasteboard.DetectionPattern> {
        await withCheckedContinuation { continuation in
            detectPatterns(for: patterns) { continuation.resume(returning: (try? $0.get()) ?? []) }
        }
    }

    public func detectedPatterns(for patterns: Set<UIPasteboard.DetectionPattern>,
                                 inItemSet itemSet: IndexSet?) async throws -> [Set<UIPasteboard.DetectionPattern>] {
        await withCheckedContinuation { continuation in
            detectPatterns(for: patterns, inItemSet: itemSet) { continuation.resume(returning: (try? $0.get()) ?? []) }
        }
    }

    public func detectedValues(for patterns: Set<UIPasteboard.DetectionPattern>) async throws -> [UIPasteboard.DetectionPattern: Any] {
        let box = await withCheckedContinuation { (continuation: CheckedContinuation<DetectedValuesBox, Never>) in
            detectValues(for: patterns) { continuation.resume(returning: DetectedValuesBox(values: [(try? $0.get()) ?? [:]])) }
        }
        return box.values.first ?? [:]
    }

    public func detectedValues(for patterns: Set<UIPasteboard.DetectionPattern>,
                               inItemSet itemSet: IndexSet?) async throws -> [[UIPasteboard.DetectionPattern: Any]] {
        let box = await withCheckedContinuation { (continuation: CheckedContinuation<DetectedValuesBox, Never>) in
            detectValues(for: patterns, inItemSet: itemSet) { continuation.resume(returning: DetectedValuesBox(values: (try? $0.get()) ?? [])) }
        }
        return box.values
    }

    /// UIKit answers on a later turn of the main run loop (the main queue, which also runs
    /// while an async caller awaits).
    private static func answerLater(_ answer: @escaping @MainActor () -> Void) {
        let box = UncheckedBox(answer)
        DispatchQueue.main.async { MainActor.assumeIsolated { box.value() } }
    }

    private func selectedItems(_ itemSet: IndexSet?) -> [[String: Any]] {
        let items = currentItems
        guard let itemSet else { return items }
        return itemSet.compactMap { items.indices.contains($0) ? items[$0] : nil }
    }
}

/// Detected values handed from the completion to the awaiting caller on the main actor (the
/// values are strings, numbers and URLs, which are immutable).
private struct DetectedValuesBox: @unchecked Sendable {
    let values: [[UIPasteboard.DetectionPattern: Any]]
}

/// Which detection patterns an item's text matches, and their values.
@MainActor
enum PasteboardPatternDetector {
    static func values(in item: [String: Any]?, for patterns: Set<UIPasteboard.DetectionPattern>)
        -> [UIPasteboard.DetectionPattern: Any] {
        guard let item, let raw = UIPasteboard.firstString(in: item) else { return [:] }
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return [:] }
        var found: [UIPasteboard.DetectionPattern: Any] = [:]
        let isWebURL = isProbableWebURL(text)
        if patterns.contains(.probableWebURL), isWebURL { found[.probableWebURL] = text }
        if patterns.contains(.probableWebSearch), !isWebURL, !text.contains("\n") { found[.probableWebSearch] = text }
        if patterns.contains(.number), let number = number(in: text) { found[.number] = number }
        if patterns.contains(.link), let url = link(in: text) { found[.link] = url }
        if patterns.contains(.emailAddress), let email = emailAddress(in: text) { found[.emailAddress] = email }
        if patterns.contains(.phoneNumber), let phone = phoneNumber(in: text) { found[.phoneNumber] = phone }
        return found
    }

    /// One word with a web scheme, or a host name with a dot and a known-looking ending.
    static func isProbableWebURL(_ text: String) -> Bool {
        guard !text.contains(where: { $0.isWhitespace }) else { return false }
        let lower = text.lowercased()
        if lower.hasPrefix("http://") || lower.hasPrefix("https://") {
            return URL(string: text)?.host?.isEmpty == false
        }
        guard !text.contains("@"), let url = URL(string: "http://" + text), let host = url.host else { return false }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }), let last = labels.last else { return false }
        return last.count >= 2 && last.allSatisfy { $0.isLetter }
    }

    static func number(in text: String) -> NSNumber? {
        let plain = text.replacingOccurrences(of: ",", with: "")
        guard plain.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" || $0 == "e" || $0 == "E" }),
              let value = Double(plain), value.isFinite else { return nil }
        if let whole = Int(plain) { return NSNumber(value: whole) }
        return NSNumber(value: value)
    }

    static func link(in text: String) -> URL? {
        for word in text.split(whereSeparator: { $0.isWhitespace }) {
            let candidate = String(word)
            if let url = URL(string: candidate), let scheme = url.scheme?.lowercased(),
               ["http", "https", "mailto", "tel", "ftp"].contains(scheme) {
                return url
            }
            if isProbableWebURL(candidate) { return URL(string: "http://" + candidate) }
        }
        return nil
    }

    static func emailAddress(in text: String) -> String? {
        for word in text.split(whereSeparator: { $0.isWhitespace || $0 == "<" || $0 == ">" || $0 == "," }) {
            let parts = word.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty else { continue }
            let domain = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: "."))
            let labels = domain.split(separator: ".")
            if labels.count >= 2, labels.last.map({ $0.count >= 2 && $0.allSatisfy(\.isLetter) }) == true {
                return String(parts[0]) + "@" + domain
            }
        }
        return nil
    }

    /// A run of digits, spaces, dashes, dots, parentheses (and a leading +) with 7 to 15
    /// digits.
    static func phoneNumber(in text: String) -> String? {
        let allowed = CharacterSet(charactersIn: "0123456789 -.()+")
        var run = ""
        var best: String?
        func finish() {
            let trimmed = run.trimmingCharacters(in: CharacterSet(charactersIn: " -."))
            let digits = trimmed.filter(\.isNumber).count
            if best == nil, (7...15).contains(digits) { best = trimmed }
            run = ""
        }
        for scalar in text.unicodeScalars {
            if allowed.contains(scalar) { run.unicodeScalars.append(scalar) } else { finish() }
        }
        finish()
        return best
    }
}
