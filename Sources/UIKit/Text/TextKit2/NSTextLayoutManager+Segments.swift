import Foundation

extension NSTextLayoutManager {
    /// What a text segment is for (UIKit's raw values).
    public enum SegmentType: Int, Sendable {
        case standard = 0
        case selection = 1
        case highlight = 2
    }

    /// How segments are enumerated (UIKit's raw values).
    public struct SegmentOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block gets nil ranges.
        public static let rangeNotRequired = SegmentOptions(rawValue: 1 << 0)
        /// Only the first and last lines' segments.
        public static let middleFragmentsExcluded = SegmentOptions(rawValue: 1 << 1)
        /// A segment that is not its line's first extends to the line's head edge.
        public static let headSegmentExtended = SegmentOptions(rawValue: 1 << 2)
        /// A segment that is not its line's last extends to the line's tail edge.
        public static let tailSegmentExtended = SegmentOptions(rawValue: 1 << 3)
        public static let upstreamAffinity = SegmentOptions(rawValue: 1 << 4)
    }
}
