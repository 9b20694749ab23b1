// The text view as a searchable object (iOS 16): its find sessions search its text.
extension UITextView: UITextSearching {
    public typealias DocumentIdentifier = AnyHashable?

    /// Orders by start, then by end (UTF-16 offsets).
    public func compare(_ foundRange: UITextRange, toRange: UITextRange, document: AnyHashable??) -> ComparisonResult {
        guard let a = nsRange(of: foundRange), let b = nsRange(of: toRange) else { return .orderedSame }
        if a.location != b.location { return a.location < b.location ? .orderedAscending : .orderedDescending }
        if a.length != b.length { return a.length < b.length ? .orderedAscending : .orderedDescending }
        return .orderedSame
    }

    public func performTextSearch(queryString: String, options: UITextSearchOptions,
                                  resultAggregator: UITextSearchAggregator<AnyHashable?>) {
        for range in TextSearchMatching.ranges(of: queryString, in: text, options: options) {
            resultAggregator.foundRange(TextOffsetRange(range), searchString: queryString, document: nil)
        }
        resultAggregator.finishedSearching()
    }

    public func decorate(foundTextRange: UITextRange, document: AnyHashable??, usingStyle: UITextSearchFoundTextStyle) {
        guard let range = nsRange(of: foundTextRange) else { return }
        ensureFindState().decorate(range, style: usingStyle)
    }

    public func clearAllDecoratedFoundText() {
        findState?.clear()
    }

    /// UIKit: an editable text view's matches can be replaced.
    public var supportsTextReplacement: Bool { isEditable }

    public func shouldReplace(foundTextRange: UITextRange, document: AnyHashable??, withText: String) -> Bool {
        isEditable
    }

    /// Replaces the match as an edit by the user (the delegate may refuse it).
    public func replace(foundTextRange: UITextRange, document: AnyHashable??, withText: String) {
        guard isEditable, let range = nsRange(of: foundTextRange) else { return }
        userReplace(range, with: withText)
    }

    /// Replaces every match, last first so that earlier ranges stay valid.
    public func replaceAll(queryString: String, options: UITextSearchOptions, withText: String) {
        guard isEditable else { return }
        for range in TextSearchMatching.ranges(of: queryString, in: text, options: options).reversed() {
            userReplace(range, with: withText)
        }
    }

    public func scrollRangeToVisible(_ range: UITextRange, inDocument: AnyHashable??) {
        guard let value = nsRange(of: range) else { return }
        scrollRangeToVisible(value)
    }
}

/// Finding a query in a string, as `UITextSearchOptions` asks.
enum TextSearchMatching {
    /// The UTF-16 ranges of `query` in `text`, in order, not overlapping.
    @MainActor
    static func ranges(of query: String, in text: String, options: UITextSearchOptions) -> [NSRange] {
        guard !query.isEmpty else { return [] }
        let string = text as NSString
        // Direction and anchoring are the session's business, not the match's.
        var compare = options.stringCompareOptions
        compare.remove([.backwards, .anchored])
        var result: [NSRange] = []
        var location = 0
        while location < string.length {
            let found = string.range(of: query, options: compare, range: NSRange(location: location, length: string.length - location))
            guard found.location != NSNotFound, found.length > 0 else { break }
            if matchesWordRule(found, in: string, method: options.wordMatchMethod) { result.append(found) }
            location = found.location + max(found.length, 1)
        }
        return result
    }

    private static func matchesWordRule(_ range: NSRange, in string: NSString, method: UITextSearchOptions.WordMatchMethod) -> Bool {
        switch method {
        case .contains:
            return true
        case .startsWith:
            return !isWordCharacter(before: range.location, in: string)
        case .fullWord:
            return !isWordCharacter(before: range.location, in: string) && !isWordCharacter(at: NSMaxRange(range), in: string)
        }
    }

    private static func isWordCharacter(before index: Int, in string: NSString) -> Bool {
        index > 0 && isWordCharacter(at: index - 1, in: string)
    }

    private static func isWordCharacter(at index: Int, in string: NSString) -> Bool {
        guard index >= 0, index < string.length, let scalar = Unicode.Scalar(string.character(at: index)) else { return false }
        return CharacterSet.alphanumerics.contains(scalar) || scalar == "_"
    }
}
