extension UIImage {
    /// How the bitmap is turned for display (UIKit's raw values).
    public enum Orientation: Int, Sendable {
        case up = 0
        case down = 1
        case left = 2
        case right = 3
        case upMirrored = 4
        case downMirrored = 5
        case leftMirrored = 6
        case rightMirrored = 7
    }

    /// Whether the image draws its own colors or, as a template, only its shape in a tint.
    public enum RenderingMode: Int, Sendable {
        case automatic = 0
        case alwaysOriginal = 1
        case alwaysTemplate = 2
    }

    /// How a resizable image fills the middle.
    public enum ResizingMode: Int, Sendable {
        case tile = 0
        case stretch = 1
    }
}
