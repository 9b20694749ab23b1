import Foundation

/// One list of paragraphs (UIKit): paragraphs belong to it through their paragraph style's
/// `textLists`, outermost list first. UIKit's HTML import writes the markers into the text
/// ("\t•\t", "\t1.\t"); otherwise text drawing shows them before each list paragraph
/// (iOS 17's TextKit 2 list rendering: `TextListItemCounter`, `drawListMarkers`).
open class NSTextList: NSObject, NSSecureCoding, NSCopying, @unchecked Sendable {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word

    /// A marker format: text with one `{keyword}` numbering specifier (UIKit's constants are
    /// the bare specifiers; `"({decimal})"` numbers "(1)", "(2)"…).
    public struct MarkerFormat: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let box = MarkerFormat(rawValue: "{box}")
        public static let check = MarkerFormat(rawValue: "{check}")
        public static let circle = MarkerFormat(rawValue: "{circle}")
        public static let diamond = MarkerFormat(rawValue: "{diamond}")
        public static let disc = MarkerFormat(rawValue: "{disc}")
        public static let hyphen = MarkerFormat(rawValue: "{hyphen}")
        public static let square = MarkerFormat(rawValue: "{square}")
        public static let lowercaseHexadecimal = MarkerFormat(rawValue: "{lower-hexadecimal}")
        public static let uppercaseHexadecimal = MarkerFormat(rawValue: "{upper-hexadecimal}")
        public static let octal = MarkerFormat(rawValue: "{octal}")
        public static let lowercaseAlpha = MarkerFormat(rawValue: "{lower-alpha}")
        public static let uppercaseAlpha = MarkerFormat(rawValue: "{upper-alpha}")
        public static let lowercaseLatin = MarkerFormat(rawValue: "{lower-latin}")
        public static let uppercaseLatin = MarkerFormat(rawValue: "{upper-latin}")
        public static let lowercaseRoman = MarkerFormat(rawValue: "{lower-roman}")
        public static let uppercaseRoman = MarkerFormat(rawValue: "{upper-roman}")
        public static let decimal = MarkerFormat(rawValue: "{decimal}")
    }

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A nested list's marker starts with its enclosing list's marker ("1.2").
        public static let prependEnclosingMarker = Options(rawValue: 1 << 0)
    }

    private let format: NSTextList.MarkerFormat
    private let options: NSTextList.Options

    open var markerFormat: NSTextList.MarkerFormat { format }
    open var listOptions: NSTextList.Options { options }
    /// The number of the first item (1 by default).
    open var startingItemNumber: Int

    @available(iOS 16.0, *)
    public init(markerFormat: NSTextList.MarkerFormat, options: NSTextList.Options = [], startingItemNumber: Int) {
        format = markerFormat
        self.options = options
        self.startingItemNumber = startingItemNumber
        super.init()
    }

    /// `options` is a mask of `Options` raw values.
    public convenience init(markerFormat: NSTextList.MarkerFormat, options: Int) {
        self.init(markerFormat: markerFormat, options: Options(rawValue: UInt(truncatingIfNeeded: options)),
                  startingItemNumber: 1)
    }

    /// True when the format numbers its items (decimal, alphabetic, roman, hexadecimal, octal).
    @available(iOS 16.0, *)
    open var isOrdered: Bool {
        guard let keyword = TextListMarker.keyword(in: markerFormat.rawValue) else { return false }
        return TextListMarker.isOrdered(keyword)
    }

    /// Whether TextKit puts list markers in the text content (iOS 26): false, as UIKit's default.
    @available(iOS 26.0, *)
    open class var includesTextListMarkers: Bool { false }

    /// The format with its specifier replaced by the marker of item `itemNumber`.
    open func marker(forItemNumber itemNumber: Int) -> String {
        TextListMarker.marker(format: markerFormat.rawValue, itemNumber: itemNumber)
    }

    // MARK: NSObject

    open func copy(with zone: NSZone? = nil) -> Any {
        NSTextList(markerFormat: markerFormat, options: listOptions, startingItemNumber: startingItemNumber)
    }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        format = MarkerFormat(rawValue: (coder.decodeObject(forKey: "NSMarkerFormat") as? String) ?? "{disc}")
        options = Options(rawValue: UInt(max(0, coder.decodeInteger(forKey: "NSOptions"))))
        let start = coder.decodeInteger(forKey: "NSStartingItemNumber")
        startingItemNumber = start == 0 ? 1 : start
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(markerFormat.rawValue, forKey: "NSMarkerFormat")
        coder.encode(Int(listOptions.rawValue), forKey: "NSOptions")
        coder.encode(startingItemNumber, forKey: "NSStartingItemNumber")
    }

    nonisolated open override var description: String {
        "<NSTextList> format: \(markerFormat.rawValue), start: \(startingItemNumber)"
    }
}
