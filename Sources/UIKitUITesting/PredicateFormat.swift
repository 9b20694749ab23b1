import Foundation

/// The predicate format language (a subset of Foundation's), parsed and evaluated in plain
/// Swift: swift-corelibs-foundation has no predicate strings. Covers what UI tests write:
///
///     label == 'Save'    label CONTAINS[c] 'save'    identifier BEGINSWITH 'row-'
///     value == %@        elementType == %d           label LIKE 'Item *' AND isEnabled == true
///
/// Operators: `==` `=` `!=` `<>` `<` `<=` `>` `>=` `CONTAINS` `BEGINSWITH` `ENDSWITH` `LIKE`
/// `MATCHES` `IN` (with `[c]`, `[d]`, `[cd]`), `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses,
/// `TRUEPREDICATE`, `FALSEPREDICATE`; values: quoted strings, numbers, `TRUE`/`YES`,
/// `FALSE`/`NO`, `NIL`/`NULL`, `{…}` lists, `%@` `%d` `%i` `%ld` `%f` `%K` arguments.
struct PredicateFormat: Sendable {
    let format: String
    let root: Node

    indirect enum Node: Sendable {
        case constant(Bool)
        case not(Node)
        case and(Node, Node)
        case or(Node, Node)
        case comparison(Operand, Operator, Operand, Options)
    }

    enum Operand: Sendable {
        case key(String)
        case value(Value)
        case list([Value])
    }

    enum Value: Sendable, Equatable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case null
    }

    enum Operator: String, Sendable {
        case equal, notEqual, less, lessOrEqual, greater, greaterOrEqual
        case contains, beginsWith, endsWith, like, matches, `in`
    }

    struct Options: Sendable {
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    /// Parses `format`, substituting `arguments` for its `%` placeholders; nil with a reason
    /// when the format cannot be parsed.
    static func parse(_ format: String, arguments: [Any]) -> Result<PredicateFormat, ParseError> {
        var parser = Parser(tokens: [], arguments: arguments)
        do {
            parser.tokens = try tokenize(format)
            let root = try parser.parseOr()
            guard parser.position == parser.tokens.count else { throw ParseError(reason: "unexpected \(parser.tokens[parser.position])") }
            return .success(PredicateFormat(format: format, root: root))
        } catch let error as ParseError {
            return .failure(error)
        } catch {
            return .failure(ParseError(reason: "\(error)"))
        }
    }

    struct ParseError: Error, Sendable {
        let reason: String
    }

    // MARK: Evaluation

    /// Evaluates the predicate; `lookUp` gives a key's value (nil: no such key).
    func evaluate(_ lookUp: (String) -> Value?) -> Bool {
        Self.evaluate(root, lookUp)
    }

    private static func evaluate(_ node: Node, _ lookUp: (String) -> Value?) -> Bool {
        switch node {
        case .constant(let value): return value
        case .not(let inner): return !evaluate(inner, lookUp)
        case let .and(a, b): return evaluate(a, lookUp) && evaluate(b, lookUp)
        case let .or(a, b): return evaluate(a, lookUp) || evaluate(b, lookUp)
        case let .comparison(lhs, op, rhs, options):
            return compare(resolve(lhs, lookUp), op, resolve(rhs, lookUp), options)
        }
    }

    private static func resolve(_ operand: Operand, _ lookUp: (String) -> Value?) -> [Value] {
        switch operand {
        case .key(let key):
            guard let value = lookUp(key) else {
                preconditionFailure("NSPredicate: the element has no attribute '\(key)' (keys: identifier, label, value, title, "
                                    + "placeholderValue, elementType, isEnabled, isSelected, hasFocus)")
            }
            return [value]
        case .value(let value): return [value]
        case .list(let values): return values
        }
    }

    private static func fold(_ string: String, _ options: Options) -> String {
        var result = string
        if options.diacriticInsensitive { result = result.folding(options: .diacriticInsensitive, locale: nil) }
        if options.caseInsensitive { result = result.lowercased() }
        return result
    }

    private static func compare(_ lhsValues: [Value], _ op: Operator, _ rhsValues: [Value], _ options: Options) -> Bool {
        guard let lhs = lhsValues.first else { return false }
        if op == .in {
            return rhsValues.contains { compare([lhs], .equal, [$0], options) }
        }
        guard let rhs = rhsValues.first else { return false }
        switch (lhs, rhs) {
        case let (.string(a), .string(b)):
            let x = fold(a, options), y = fold(b, options)
            switch op {
            case .equal: return x == y
            case .notEqual: return x != y
            case .less: return x < y
            case .lessOrEqual: return x <= y
            case .greater: return x > y
            case .greaterOrEqual: return x >= y
            case .contains: return y.isEmpty ? false : x.contains(y)
            case .beginsWith: return x.hasPrefix(y)
            case .endsWith: return x.hasSuffix(y)
            case .like: return like(x, pattern: y)
            case .matches:
                guard let regex = try? NSRegularExpression(pattern: "^(?:" + b + ")$",
                                                           options: options.caseInsensitive ? [.caseInsensitive] : []) else { return false }
                return regex.firstMatch(in: a, range: NSRange(a.startIndex..., in: a)) != nil
            case .in: return false
            }
        case let (.number(a), .number(b)):
            return compareOrdered(a, op, b)
        case let (.bool(a), .bool(b)):
            return compareOrdered(a ? 1 : 0, op, b ? 1 : 0)
        case let (.bool(a), .number(b)), let (.number(b), .bool(a)):
            return compareOrdered(a ? 1 : 0, op, b)
        case (.null, .null):
            return op == .equal
        default:
            // Different kinds (a string and nil, a number and a string) are never equal.
            return op == .notEqual
        }
    }

    private static func compareOrdered(_ a: Double, _ op: Operator, _ b: Double) -> Bool {
        switch op {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        default: false
        }
    }

    /// `*` any run of characters, `?` one character.
    private static func like(_ text: String, pattern: String) -> Bool {
        let t = Array(text), p = Array(pattern)
        var memo = [[Bool?]](repeating: [Bool?](repeating: nil, count: p.count + 1), count: t.count + 1)
        func match(_ i: Int, _ j: Int) -> Bool {
            if let known = memo[i][j] { return known }
            let result: Bool
            if j == p.count {
                result = i == t.count
            } else if p[j] == "*" {
                result = match(i, j + 1) || (i < t.count && match(i + 1, j))
            } else if i < t.count, p[j] == "?" || p[j] == t[i] {
                result = match(i + 1, j + 1)
            } else {
                result = false
            }
            memo[i][j] = result
            return result
        }
        return match(0, 0)
    }

    // MARK: Tokens

    enum Token: Equatable, CustomStringConvertible {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case placeholder(String)

        var description: String {
            switch self {
            case .word(let w): "'\(w)'"
            case .string(let s): "'\"\(s)\"'"
            case .number(let n): "\(n)"
            case .symbol(let s): "'\(s)'"
            case .placeholder(let p): "'%\(p)'"
            }
        }
    }

    private static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let chars = Array(format)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if c == "'" || c == "\"" {
                var text = ""
                i += 1
                while i < chars.count, chars[i] != c {
                    if chars[i] == "\\", i + 1 < chars.count { i += 1 }
                    text.append(chars[i])
                    i += 1
                }
                guard i < chars.count else { throw ParseError(reason: "unterminated string") }
                i += 1
                tokens.append(.string(text))
            } else if c.isNumber || (c == "-" && i + 1 < chars.count && chars[i + 1].isNumber) {
                var text = String(c)
                i += 1
                while i < chars.count, chars[i].isNumber || chars[i] == "." { text.append(chars[i]); i += 1 }
                guard let number = Double(text) else { throw ParseError(reason: "bad number \(text)") }
                tokens.append(.number(number))
            } else if c.isLetter || c == "_" || c == "$" {
                var text = ""
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "." || chars[i] == "$" {
                    text.append(chars[i]); i += 1
                }
                tokens.append(.word(text))
            } else if c == "%" {
                var spec = ""
                i += 1
                while i < chars.count, chars[i] == "l" { spec.append(chars[i]); i += 1 }
                guard i < chars.count else { throw ParseError(reason: "dangling %") }
                spec.append(chars[i])
                i += 1
                tokens.append(.placeholder(spec))
            } else {
                let two = i + 1 < chars.count ? String([c, chars[i + 1]]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two)); i += 2
                } else if "=<>!(){}[],".contains(c) {
                    tokens.append(.symbol(String(c))); i += 1
                } else {
                    throw ParseError(reason: "unexpected character '\(c)'")
                }
            }
        }
        return tokens
    }

    // MARK: Parser

    private struct Parser {
        var tokens: [Token]
        var arguments: [Any]
        var position = 0
        var argumentIndex = 0

        var current: Token? { position < tokens.count ? tokens[position] : nil }

        func isWord(_ token: Token?, _ words: String...) -> Bool {
            guard case .word(let w)? = token else { return false }
            return words.contains(w.uppercased())
        }

        mutating func parseOr() throws -> Node {
            var node = try parseAnd()
            while isWord(current, "OR") || current == .symbol("||") {
                position += 1
                node = .or(node, try parseAnd())
            }
            return node
        }

        mutating func parseAnd() throws -> Node {
            var node = try parseNot()
            while isWord(current, "AND") || current == .symbol("&&") {
                position += 1
                node = .and(node, try parseNot())
            }
            return node
        }

        mutating func parseNot() throws -> Node {
            if isWord(current, "NOT") || current == .symbol("!") {
                position += 1
                return .not(try parseNot())
            }
            return try parsePrimary()
        }

        mutating func parsePrimary() throws -> Node {
            if current == .symbol("(") {
                position += 1
                let node = try parseOr()
                guard current == .symbol(")") else { throw ParseError(reason: "missing ')'") }
                position += 1
                return node
            }
            if isWord(current, "TRUEPREDICATE") { position += 1; return .constant(true) }
            if isWord(current, "FALSEPREDICATE") { position += 1; return .constant(false) }
            let lhs = try parseOperand()
            let op = try parseOperator()
            let options = try parseOptions()
            let rhs = try parseOperand()
            return .comparison(lhs, op, rhs, options)
        }

        mutating func parseOperator() throws -> Operator {
            guard let token = current else { throw ParseError(reason: "missing operator") }
            position += 1
            switch token {
            case .symbol("=="), .symbol("="): return .equal
            case .symbol("!="), .symbol("<>"): return .notEqual
            case .symbol("<"): return .less
            case .symbol("<="), .symbol("=<"): return .lessOrEqual
            case .symbol(">"): return .greater
            case .symbol(">="), .symbol("=>"): return .greaterOrEqual
            case .word(let word):
                switch word.uppercased() {
                case "CONTAINS": return .contains
                case "BEGINSWITH": return .beginsWith
                case "ENDSWITH": return .endsWith
                case "LIKE": return .like
                case "MATCHES": return .matches
                case "IN": return .in
                default: break
                }
            default: break
            }
            throw ParseError(reason: "unknown operator \(token)")
        }

        mutating func parseOptions() throws -> Options {
            var options = Options()
            guard current == .symbol("[") else { return options }
            position += 1
            guard case .word(let flags)? = current else { throw ParseError(reason: "bad option") }
            for flag in flags.lowercased() {
                switch flag {
                case "c": options.caseInsensitive = true
                case "d": options.diacriticInsensitive = true
                case "n": break
                default: throw ParseError(reason: "unknown option '\(flag)'")
                }
            }
            position += 1
            guard current == .symbol("]") else { throw ParseError(reason: "missing ']'") }
            position += 1
            return options
        }

        mutating func parseOperand() throws -> Operand {
            guard let token = current else { throw ParseError(reason: "missing operand") }
            position += 1
            switch token {
            case .string(let s): return .value(.string(s))
            case .number(let n): return .value(.number(n))
            case .word(let word):
                switch word.uppercased() {
                case "TRUE", "YES": return .value(.bool(true))
                case "FALSE", "NO": return .value(.bool(false))
                case "NIL", "NULL": return .value(.null)
                default: return .key(word.hasPrefix("self.") ? String(word.dropFirst(5)) : word)
                }
            case .placeholder(let spec):
                guard argumentIndex < arguments.count else { throw ParseError(reason: "too few arguments") }
                let argument = arguments[argumentIndex]
                argumentIndex += 1
                if spec == "K" { return .key("\(argument)") }
                return .value(PredicateFormat.value(of: argument))
            case .symbol("{"):
                var values: [Value] = []
                while current != .symbol("}") {
                    guard case .value(let value) = try parseOperand() else { throw ParseError(reason: "lists hold values") }
                    values.append(value)
                    if current == .symbol(",") { position += 1 }
                    if current == nil { throw ParseError(reason: "missing '}'") }
                }
                position += 1
                return .list(values)
            default:
                throw ParseError(reason: "unexpected \(token)")
            }
        }
    }

    /// A Swift value as the language compares it.
    static func value(of argument: Any?) -> Value {
        switch argument {
        case nil: return .null
        case let string as String: return .string(string)
        case let string as NSString: return .string(string as String)
        case let bool as Bool: return .bool(bool)
        case let type as XCUIElement.ElementType: return .number(Double(type.rawValue))
        case let number as any BinaryInteger: return .number(Double(number))
        case let number as Double: return .number(number)
        case let number as Float: return .number(Double(number))
        case let number as CGFloat: return .number(Double(number))
        case let number as NSNumber: return .number(number.doubleValue)
        case let optional as Optional<Any>:
            if case .some(let wrapped) = optional { return .string("\(wrapped)") }
            return .null
        }
    }
}
