import Foundation

/// A tab stop of a paragraph style (UIKit): where text after a tab character goes, aligned
/// to the stop's location by `alignment` (left: the text starts there; right: it ends there;
/// center: it is centered on it).
open class NSTextTab: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// Must stay the first stored property: see `FoundationBridgingGuard`.
    private let foundationBridgingGuard = FoundationBridgingGuard.word
    let value: TabStopValue

    public struct OptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `CharacterSet` ending the tab's column (a decimal separator for number columns).
        public static let columnTerminators = OptionKey(rawValue: "NSTabColumnTerminatorsAttributeName")
    }

    public init(textAlignment alignment: NSTextAlignment, location loc: CGFloat,
                options: [NSTextTab.OptionKey: Any] = [:]) {
        value = TabStopValue(alignment: alignment, location: loc,
                             columnTerminators: options[.columnTerminators] as? CharacterSet)
        super.init()
    }

    init(value: TabStopValue) {
        self.value = value
        super.init()
    }

    open var alignment: NSTextAlignment { value.alignment }
    open var location: CGFloat { value.location }
    open var options: [NSTextTab.OptionKey: Any] {
        value.columnTerminators.map { [.columnTerminators: $0] } ?? [:]
    }

    /// The characters ending a number column in `aLocale`: its decimal separator (UIKit), the
    /// current locale's for nil.
    open class func columnTerminators(for aLocale: Locale?) -> CharacterSet {
        CharacterSet(charactersIn: (aLocale ?? .current).decimalSeparator ?? ".")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        let alignment = NSTextAlignment(rawValue: coder.decodeInteger(forKey: "NSTextTabAlignment")) ?? .natural
        value = TabStopValue(alignment: alignment, location: CGFloat(coder.decodeDouble(forKey: "NSTextTabLocation")),
                             columnTerminators: nil)
        super.init()
    }

    open func encode(with coder: NSCoder) {
        coder.encode(value.alignment.rawValue, forKey: "NSTextTabAlignment")
        coder.encode(Double(value.location), forKey: "NSTextTabLocation")
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSTextTab)?.value == value
    }

    nonisolated open override var hash: Int { value.hashValue }
}

/// A tab stop as a paragraph style keeps it.
struct TabStopValue: Hashable, Sendable {
    var alignment: NSTextAlignment
    var location: CGFloat
    var columnTerminators: CharacterSet?
}
