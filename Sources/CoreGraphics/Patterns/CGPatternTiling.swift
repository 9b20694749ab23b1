/// How a pattern's cells are placed on device pixels (CoreGraphics' raw values). OpenUIKit
/// places every cell at its exact step, whichever is asked.
public enum CGPatternTiling: Int32, Sendable {
    case noDistortion = 0
    case constantSpacingMinimalDistortion = 1
    case constantSpacing = 2
}
