/// An ICU/CLDR date pattern ("MMMM d, y", "a h:mm", "Gy年M月d日") split into fields and
/// literal text, so that a picker can find its columns, their order and each column's
/// affixes (년, 月, 日 ...) from the locale's own pattern.
struct DatePickerPattern: Equatable {
    enum Token: Equatable {
        /// A pattern letter repeated `count` times ("MMMM" is ("M", 4)).
        case field(Character, Int)
        case literal(String)
    }

    private(set) var tokens: [Token]

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Parses a pattern; quoted text ('...') and '' are literals, as in UTS #35.
    init(_ pattern: String) {
        var tokens: [Token] = []
        var literal = ""
        var inQuote = false
        var characters = Array(pattern)[...]
        func flushLiteral() {
            if !literal.isEmpty { tokens.append(.literal(literal)); literal = "" }
        }
        while let c = characters.popFirst() {
            if c == "'" {
                if characters.first == "'" {
                    characters.removeFirst()
                    literal.append("'")
                } else {
                    inQuote.toggle()
                }
                continue
            }
            if !inQuote, c.isASCII, c.isLetter {
                var count = 1
                while characters.first == c { characters.removeFirst(); count += 1 }
                flushLiteral()
                tokens.append(.field(c, count))
            } else {
                literal.append(c)
            }
        }
        flushLiteral()
        self.tokens = tokens
    }

    /// The pattern text again (literals with letters or quotes are quoted).
    var string: String {
        tokens.map { token -> String in
            switch token {
            case .field(let c, let count):
                return String(repeating: c, count: count)
            case .literal(let text):
                let needsQuotes = text.contains { ($0.isASCII && $0.isLetter) || $0 == "'" }
                return needsQuotes ? "'" + text.replacingOccurrences(of: "'", with: "''") + "'" : text
            }
        }.joined()
    }

    var fields: [(Character, Int)] {
        tokens.compactMap { if case .field(let c, let n) = $0 { return (c, n) } else { return nil } }
    }

    func contains(field letters: Set<Character>) -> Bool {
        fields.contains { letters.contains($0.0) }
    }

    /// The index of the first field among `letters`, in token order.
    func firstIndex(ofField letters: Set<Character>) -> Int? {
        tokens.firstIndex { if case .field(let c, _) = $0 { return letters.contains(c) } else { return false } }
    }
}
