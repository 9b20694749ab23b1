/// How a `writingDirection` attribute value applies its direction (UIKit's raw values): OR it
/// with an `NSWritingDirection` raw value.
public enum NSWritingDirectionFormatType: Int, Sendable {
    /// Like Unicode's LRE/RLE: the direction embeds, characters keep their own directionality.
    case embedding = 0
    /// Like Unicode's LRO/RLO: every character takes the direction.
    case override = 2
}
