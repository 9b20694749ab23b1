import Foundation

extension NSTextSelectionNavigation {
    /// Which way a navigation moves (UIKit's raw values): logically (`forward`, `backward`),
    /// along the line on screen (`right`, `left`) or across lines (`up`, `down`).
    public enum Direction: Int, @unchecked Sendable {
        case forward = 0
        case backward = 1
        case right = 2
        case left = 3
        case up = 4
        case down = 5
    }

    /// The boundary a navigation moves to (UIKit's raw values).
    public enum Destination: Int, @unchecked Sendable {
        case character = 0
        case word = 1
        case line = 2
        case sentence = 3
        case paragraph = 4
        case container = 5
        case document = 6
    }

    /// The modifier keys of a tap or click (UIKit's raw values).
    public struct Modifier: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Extends the anchor selection to the point (Shift).
        public static let extend = Modifier(rawValue: 1 << 0)
        /// Selects visually (a block across bidirectional runs).
        public static let visual = Modifier(rawValue: 1 << 1)
        /// Adds a selection to the anchors (Command).
        public static let multiple = Modifier(rawValue: 1 << 2)
    }

    /// A paragraph's base writing direction (UIKit's raw values).
    public enum WritingDirection: Int, @unchecked Sendable {
        case leftToRight = 0
        case rightToLeft = 1
    }

    /// Whether lines run across or down (UIKit's raw values).
    public enum LayoutOrientation: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }
}
