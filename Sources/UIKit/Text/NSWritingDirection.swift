/// The direction in which text is written (UIKit's raw values).
public enum NSWritingDirection: Int, Sendable {
    /// Determined from the text by the Unicode bidirectional algorithm (rules P2 and P3: the
    /// first strong character of the paragraph).
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
