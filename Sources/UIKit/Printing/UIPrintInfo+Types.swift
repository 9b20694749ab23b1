extension UIPrintInfo {
    /// What the job prints, which sets the paper and color handling (UIKit).
    public enum OutputType: Int, Sendable {
        /// Mixed text and graphics, in color.
        case general = 0
        /// Photos in color.
        case photo = 1
        /// Text and graphics in black and white.
        case grayscale = 2
        /// Photos in black and white.
        case photoGrayscale = 3
    }

    /// The orientation of the printed content on the paper.
    public enum Orientation: Int, Sendable {
        case portrait = 0
        case landscape = 1
    }

    /// Whether the job prints on both sides of the paper, and how the sheets flip.
    public enum Duplex: Int, Sendable {
        case none = 0
        case longEdge = 1
        case shortEdge = 2
    }
}
