extension NSParagraphStyle {
    /// How the text system chooses line breaks beyond the line break mode (UIKit/TextKit):
    /// rules for Hangul and for pushing out a short last line.
    public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Pushes words to the last line so that it is not left with a single word.
        public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
        /// Breaks Hangul text between words rather than between characters.
        public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 16)
        /// The strategy the system uses by default (as `UILabel` and `UITextView` do).
        public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
    }
}
