/// Parses Auto Layout's Visual Format Language into constraint specs, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` does.
///
/// The grammar (Apple's "Visual Format Language" appendix of the Auto Layout Guide):
///
///     visualFormatString := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
///     orientation        := 'H' | 'V'
///     superview          := '|'
///     view               := '[' viewName ('(' predicateList ')')? ']'
///     connection         := '' | '-' predicateList '-' | '-'
///     predicateList      := simplePredicate | '(' predicate (',' predicate)* ')'
///     simplePredicate    := metricName | positiveNumber
///     predicate          := relation? objectOfPredicate ('@' priority)?
///     relation           := '==' | '<=' | '>='
///     objectOfPredicate  := constant | viewName      (a view only in a view's own predicates)
///     priority, constant := metricName | number
///
/// Names are C identifiers; numbers are read as `strtod` reads them in the C locale. Errors carry
/// UIKit's reasons and caret positions (`VisualFormatError`).
// UIKit: the format is read byte by byte with no whitespace skipping: "H: |[a]|" stops at the
// space with "Expected a view".
struct VisualFormatParser {
    // UIKit: "-" between two sibling views is the standard spacing, 8 points.
    static let standardSiblingSpacing: Double = 8

    private let format: String
    private let bytes: [UInt8]
    private let options: NSLayoutConstraint.FormatOptions
    private let metrics: [String: Any]
    private let isView: (String) -> Bool
    private let hasSuperview: (String) -> Bool

    private var index = 0
    private var horizontal = true
    private var constraints: [VisualFormatConstraintSpec] = []
    private var alignmentConstraints: [VisualFormatConstraintSpec] = []

    private init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any]?,
         isView: @escaping (String) -> Bool, hasSuperview: @escaping (String) -> Bool) {
        self.format = format
        self.bytes = Array(format.utf8)
        self.options = options
        self.metrics = metrics ?? [:]
        self.isView = isView
        self.hasSuperview = hasSuperview
    }

    /// The constraints in UIKit's order: each connection, then the size constraints of the view
    /// it leads to, then every alignment constraint the options ask for.
    /// - Parameters:
    ///   - isView: whether the views dictionary has this key.
    ///   - hasSuperview: whether the view for this key has a superview (asked only for a view
    ///     next to a `|`).
    static func parse(_ format: String, options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                      isView: @escaping (String) -> Bool,
                      hasSuperview: @escaping (String) -> Bool) throws(VisualFormatError) -> [VisualFormatConstraintSpec] {
        var parser = VisualFormatParser(format: format, options: options, metrics: metrics,
                                        isView: isView, hasSuperview: hasSuperview)
        return try parser.parse()
    }

    private mutating func parse() throws(VisualFormatError) -> [VisualFormatConstraintSpec] {
        guard !bytes.isEmpty else {
            throw VisualFormatError(reason: "It's an empty string.", format: format, position: nil)
        }
        // Differs from UIKit: UIKit measures the format in ASCII bytes, so a non-ASCII format
        // reports "It's an empty string."; its message for this case is the clearer one.
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            throw VisualFormatError(reason: "It contains non-ASCII characters.", format: format, position: nil)
        }
        try parseOrientation()

        var left: String?
        if peek() == UInt8(ascii: "|") {
            index += 1
            guard index < bytes.count else { throw failure("Expected a connection after the '|' character") }
            let connection = try parseConnection()
            let (view, sizeConstraints) = try parseView()
            try finishConnection(connection, left: nil, right: view)
            constraints += sizeConstraints
            left = view
        } else {
            let (view, sizeConstraints) = try parseView()
            constraints += sizeConstraints
            left = view
        }

        while index < bytes.count {
            let connection = try parseConnection()
            if peek() == UInt8(ascii: "[") {
                let (view, sizeConstraints) = try parseView()
                try finishConnection(connection, left: left, right: view)
                constraints += sizeConstraints
                left = view
            } else if peek() == UInt8(ascii: "|") {
                index += 1
                try finishConnection(connection, left: left, right: nil)
                break
            } else {
                throw failure("Expected a view or '|'")
            }
        }
        if index < bytes.count { throw failure("Expected the end of the format string") }
        return constraints + alignmentConstraints
    }

    // MARK: - Grammar

    private mutating func parseOrientation() throws(VisualFormatError) {
        switch peek() {
        case UInt8(ascii: "H"):
            index = 1
            guard peek() == UInt8(ascii: ":") else {
                throw failure("Expected ':' after 'H' to specify horizontal arrangement")
            }
            index = 2
        case UInt8(ascii: "V"):
            horizontal = false
            index = 1
            guard peek() == UInt8(ascii: ":") else {
                throw failure("Expected ':' after 'V' to specify vertical arrangement")
            }
            index = 2
        default:
            break   // horizontal by default
        }
    }

    /// `[name]` or `[name(predicates)]`: the view's key and its size constraints.
    private mutating func parseView() throws(VisualFormatError) -> (String, [VisualFormatConstraintSpec]) {
        guard peek() == UInt8(ascii: "[") else { throw failure("Expected a view") }
        index += 1
        guard index < bytes.count else { throw failure("Expected a view") }
        guard let name = scanName() else {
            throw failure("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard isView(name) else { throw failure("\(name) is not a key in the views dictionary.") }

        switch peek() {
        case UInt8(ascii: "]"):
            index += 1
            return (name, [])
        case UInt8(ascii: "("):
            index += 1
            guard index < bytes.count else {
                throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view")
            }
            let predicates = try parsePredicateList(allowsViews: true)
            guard peek() == UInt8(ascii: ")") else {
                throw failure("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            index += 1
            guard peek() == UInt8(ascii: "]") else { throw failure("Expected ']' after specifying thickness.") }
            index += 1
            let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
            let specs = predicates.map { predicate in
                VisualFormatConstraintSpec(
                    firstItem: .view(name), firstAttribute: size, relation: predicate.relation,
                    secondItem: predicate.view.map { .view($0) },
                    secondAttribute: predicate.view == nil ? .notAnAttribute : size,
                    constant: predicate.constant, priority: predicate.priority)
            }
            return (name, specs)
        default:
            throw failure("Expected a ']' here. That is how you give the end of a view.")
        }
    }

    /// A connection: nothing (flush), `-` (standard space) or `-predicates-`.
    private mutating func parseConnection() throws(VisualFormatError) -> [Predicate] {
        guard peek() == UInt8(ascii: "-") else { return [Predicate()] }
        index += 1
        if peek() == UInt8(ascii: "|") || peek() == UInt8(ascii: "[") {
            return [Predicate(isStandardSpace: true)]
        }
        let predicates: [Predicate]
        switch peek() {
        case UInt8(ascii: "-"):
            throw failure("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        case UInt8(ascii: "("):
            index += 1
            predicates = try parsePredicateList(allowsViews: false)
            guard peek() == UInt8(ascii: ")") else {
                throw failure("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            index += 1
        default:
            predicates = [try parsePredicate(allowsViews: false)]
        }
        switch peek() {
        case UInt8(ascii: "-"):
            index += 1
            return predicates
        case UInt8(ascii: ","):
            throw failure("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        default:
            throw failure("Expected a '-' here")
        }
    }

    /// `predicate (',' predicate)*`. Views may stand for constants in a view's size predicates
    /// (`allowsViews`), not in a connection's spacing.
    private mutating func parsePredicateList(allowsViews: Bool) throws(VisualFormatError) -> [Predicate] {
        var predicates = [try parsePredicate(allowsViews: allowsViews)]
        while peek() == UInt8(ascii: ",") {
            index += 1
            predicates.append(try parsePredicate(allowsViews: allowsViews))
        }
        return predicates
    }

    /// `relation? (constant | viewName) ('@' priority)?`
    private mutating func parsePredicate(allowsViews: Bool) throws(VisualFormatError) -> Predicate {
        guard let first = peek() else { throw failure("Expected more input") }
        var predicate = Predicate()
        if let relation = Self.relation(startingWith: first) {
            index += 1
            guard peek() == UInt8(ascii: "=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
            index += 1
            predicate.relation = relation
        }
        switch try parseConstant(allowsViews: allowsViews) {
        case .number(let value): predicate.constant = value
        case .view(let name): predicate.view = name
        }
        if peek() == UInt8(ascii: "@") {
            index += 1
            // UIKit: a view name here reads as 0 and fails the range check below.
            var priority: Double = 0
            if case .number(let value) = try parseConstant(allowsViews: allowsViews) { priority = value }
            if priority <= 0 {
                throw failure("Invalid priority specified: \(Self.formatG(priority)). Priority must be greater than 0")
            }
            if priority > 1000 {
                throw failure("Invalid priority specified: \(Self.formatG(priority)). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            predicate.priority = Float(priority)
        }
        return predicate
    }

    private enum Constant {
        case number(Double)
        case view(String)
    }

    /// A number, a metric, or (in a view's own predicates) another view's key.
    private mutating func parseConstant(allowsViews: Bool) throws(VisualFormatError) -> Constant {
        guard let first = peek() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if first == UInt8(ascii: "-") || Self.isDigit(first) {
            guard let (value, length) = Self.scanNumber(bytes, from: index) else {
                throw failure("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            // Differs from UIKit: strtod reads "-inf" and "-nan"; a constraint with them has no
            // frame, so they stop here.
            guard value.isFinite else { throw failure("Constants and priorities must be finite numbers") }
            index += length
            return .number(value)
        }
        guard let name = scanName() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        // UIKit: the metrics dictionary is searched first, then the views dictionary.
        if let metric = metrics[name] {
            guard let value = Self.number(from: metric) else {
                // Differs from UIKit, which sends the value -doubleValue and stops if it has none.
                throw failure("The value of metric \"\(name)\" is \(type(of: metric)), not a number")
            }
            guard value.isFinite else { throw failure("The value of metric \"\(name)\" is not a finite number") }
            return .number(value)
        }
        if isView(name) {
            guard allowsViews else {
                throw failure("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
            }
            return .view(name)
        }
        throw failure("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
    }

    // MARK: - Constraints

    /// One spacing predicate of a connection, or one size predicate of a view.
    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: Double = 0
        var priority: Float = 1000
        /// Another view whose width (height) this view's width (height) relates to.
        var view: String?
        /// `-` alone: the standard spacing.
        var isStandardSpace = false
    }

    /// Makes the constraints of a connection between `left` and `right` (nil: the superview),
    /// in the order they appear in the format, and the alignment constraints the options ask for.
    private mutating func finishConnection(_ predicates: [Predicate], left: String?, right: String?) throws(VisualFormatError) {
        let direction = options.intersection(.directionMask)
        let baselineToBaseline = options.contains(.spacingBaselineToBaseline)
        // UIKit: with directionRightToLeft the format reads right to left: "[a]-[b]" puts b left of a.
        let rightToLeft = horizontal && direction == .directionRightToLeft
        let before = rightToLeft ? right : left     // the item whose trailing (bottom) edge is spaced from
        let after = rightToLeft ? left : right      // the item whose leading (top) edge is spaced
        // UIKit: directionLeadingToTrailing (the default) uses leading/trailing; the other
        // directions use left/right.
        let start: NSLayoutConstraint.Attribute = direction.isEmpty ? .leading : .left
        let end: NSLayoutConstraint.Attribute = direction.isEmpty ? .trailing : .right
        // The superview is the one of the view next to the `|`.
        let neighbour = left ?? right ?? ""

        for (offset, predicate) in predicates.enumerated() {
            if horizontal && baselineToBaseline {
                throw failure("BaselineToBaseline format option not valid for horizontal layout")
            }
            // UIKit (iOS 8 and later): a standard "-" to the superview attaches the view to the
            // superview's layout margins with a constant of 0 (8 points for a plain view, the
            // system margins for a view controller's root view), not to a fixed distance from its
            // edge (20 points in iOS 6 and 7). Current SDKs relate the view to the superview's
            // layoutMarginsGuide (UIKit logs "UIViewLayoutMarginsGuide'.bottom ==
            // UIButton.bottom NSSpace(0)"); iOS 8-10 used the margin attributes (leadingMargin…),
            // the same geometry.
            let toMargins = predicate.isStandardSpace && (before == nil || after == nil)
            if before == nil || after == nil {
                guard hasSuperview(neighbour) else {
                    throw failure("Unable to interpret '|' character, because the related view doesn't have a superview")
                }
            }
            let superview: VisualFormatConstraintSpec.Item = toMargins ? .superviewMargins(of: neighbour) : .superview(of: neighbour)
            let secondItem: VisualFormatConstraintSpec.Item
            let secondAttribute: NSLayoutConstraint.Attribute
            if let before {
                secondItem = .view(before)
                secondAttribute = horizontal ? end : (baselineToBaseline ? .lastBaseline : .bottom)
            } else {
                secondItem = superview
                secondAttribute = horizontal ? start : .top
            }
            let firstItem: VisualFormatConstraintSpec.Item
            let firstAttribute: NSLayoutConstraint.Attribute
            if let after {
                firstItem = .view(after)
                firstAttribute = horizontal ? start : (baselineToBaseline ? .firstBaseline : .top)
            } else {
                firstItem = superview
                firstAttribute = horizontal ? end : .bottom
            }
            let constant = predicate.isStandardSpace ? (toMargins ? 0 : Self.standardSiblingSpacing) : predicate.constant
            constraints.append(VisualFormatConstraintSpec(
                firstItem: firstItem, firstAttribute: firstAttribute, relation: predicate.relation,
                secondItem: secondItem, secondAttribute: secondAttribute,
                constant: constant, priority: predicate.priority))

            // UIKit: alignment constraints are made once per connection between two views.
            if offset == 0, let before, let after {
                try addAlignmentConstraints(between: before, and: after)
            }
        }
    }

    /// `alignAll…` options: `before.attribute == after.attribute` for each option set (its bit
    /// number is the attribute's raw value).
    private mutating func addAlignmentConstraints(between before: String, and after: String) throws(VisualFormatError) {
        let alignment = options.intersection(.alignmentMask).rawValue
        guard alignment != 0 else { return }
        for rawValue in 1...12 where alignment & (1 << UInt(rawValue)) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: rawValue) else { continue }
            if (attribute.axis == .horizontal) == horizontal {
                throw failure(horizontal
                    ? "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal."
                    : "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.")
            }
            alignmentConstraints.append(VisualFormatConstraintSpec(
                firstItem: .view(before), firstAttribute: attribute, relation: .equal,
                secondItem: .view(after), secondAttribute: attribute, constant: 0, priority: 1000))
        }
    }

    // MARK: - Scanning

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func failure(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, format: format, position: index)
    }

    /// A C identifier at the current position (consumed), or nil.
    private mutating func scanName() -> String? {
        guard let first = peek(), Self.isLetter(first) || first == UInt8(ascii: "_") else { return nil }
        let start = index
        index += 1
        while let byte = peek(), Self.isLetter(byte) || Self.isDigit(byte) || byte == UInt8(ascii: "_") {
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func relation(startingWith byte: UInt8) -> NSLayoutConstraint.Relation? {
        switch byte {
        case UInt8(ascii: "="): .equal
        case UInt8(ascii: "<"): .lessThanOrEqual
        case UInt8(ascii: ">"): .greaterThanOrEqual
        default: nil
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
