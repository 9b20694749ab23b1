import Foundation

/// One logical selection (TextKit 2): its ranges (several for a block selection; one empty
/// range for an insertion point), the side of a line break it keeps to, and how far it grows.
open class NSTextSelection: NSObject, NSSecureCoding {
    /// The unit a selection grows by (UIKit's raw values).
    public enum Granularity: Int, Sendable {
        case character = 0
        case word = 1
        case paragraph = 2
        case line = 3
        case sentence = 4
    }

    /// The side of a line edge an insertion point belongs to (UIKit's raw values).
    public enum Affinity: Int, Sendable {
        case upstream = 0
        case downstream = 1
    }

    open private(set) var textRanges: [NSTextRange]
    open private(set) var granularity: NSTextSelection.Granularity
    open private(set) var affinity: NSTextSelection.Affinity
    /// A selection kept only while a gesture lasts (false for selections made in code).
    open private(set) var isTransient = false
    /// The horizontal position moves up and down keep (points from the line start).
    open var anchorPositionOffset: CGFloat = 0 {
        didSet { hasAnchorPositionOffset = true }
    }
    /// Whether `anchorPositionOffset` holds a kept x (set, or left by a move up or down).
    var hasAnchorPositionOffset = false
    /// The end an extending navigation keeps fixed (a UTF-16 offset; nil: the end away from the move).
    var navigationAnchor: Int?
    /// Whether the ranges are logical (character order) rather than visual.
    open var isLogical = true
    /// A second insertion point shown in bidirectional text.
    open var secondarySelectionLocation: (any NSTextLocation)?
    /// The attributes typed text takes at the selection.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]

    public init(_ textRanges: [NSTextRange], affinity: NSTextSelection.Affinity, granularity: NSTextSelection.Granularity) {
        self.textRanges = textRanges
        self.affinity = affinity
        self.granularity = granularity
        super.init()
    }

    public convenience init(range: NSTextRange, affinity: NSTextSelection.Affinity, granularity: NSTextSelection.Granularity) {
        self.init([range], affinity: affinity, granularity: granularity)
    }

    /// An insertion point at `location`.
    public convenience init(_ location: any NSTextLocation, affinity: NSTextSelection.Affinity) {
        self.init([NSTextRange(location: location)], affinity: affinity, granularity: .character)
    }

    /// A selection like this one over other ranges.
    open func textSelection(_ textRanges: [NSTextRange]) -> NSTextSelection {
        let selection = NSTextSelection(textRanges, affinity: affinity, granularity: granularity)
        selection.anchorPositionOffset = anchorPositionOffset
        selection.hasAnchorPositionOffset = hasAnchorPositionOffset
        selection.isLogical = isLogical
        selection.typingAttributes = typingAttributes
        return selection
    }

    // MARK: NSSecureCoding

    public static var supportsSecureCoding: Bool { true }

    /// The ranges are archived as the UTF-16 offsets of OpenUIKit's locations.
    public required init?(coder: NSCoder) {
        let offsets = (coder.decodeObject(forKey: "NSTextRangeOffsets") as? NSArray)?.compactMap { ($0 as? NSNumber)?.intValue } ?? []
        var ranges: [NSTextRange] = []
        var index = 0
        while index + 1 < offsets.count {
            if let range = NSTextRange(location: TextContentLocation(offsets[index]), end: TextContentLocation(offsets[index + 1])) {
                ranges.append(range)
            }
            index += 2
        }
        textRanges = ranges
        affinity = Affinity(rawValue: coder.decodeInteger(forKey: "NSAffinity")) ?? .downstream
        granularity = Granularity(rawValue: coder.decodeInteger(forKey: "NSGranularity")) ?? .character
        anchorPositionOffset = CGFloat(coder.decodeDouble(forKey: "NSAnchorPositionOffset"))
        isLogical = !coder.decodeBool(forKey: "NSIsVisual")
        super.init()
    }

    open func encode(with coder: NSCoder) {
        let offsets = textRanges.flatMap { [TextContentLocation.offset(of: $0.location), TextContentLocation.offset(of: $0.endLocation)] }
        coder.encode(NSArray(array: offsets.map { NSNumber(value: $0) }), forKey: "NSTextRangeOffsets")
        coder.encode(affinity.rawValue, forKey: "NSAffinity")
        coder.encode(granularity.rawValue, forKey: "NSGranularity")
        coder.encode(Double(anchorPositionOffset), forKey: "NSAnchorPositionOffset")
        coder.encode(!isLogical, forKey: "NSIsVisual")
    }
}
