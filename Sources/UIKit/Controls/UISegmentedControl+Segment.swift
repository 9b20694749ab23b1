extension UISegmentedControl {
    /// The position of a segment, for `setContentPositionAdjustment(_:forSegmentType:barMetrics:)`.
    public enum Segment: Int, Sendable {
        /// Every segment.
        case any = 0
        /// The leftmost segment.
        case left = 1
        /// A segment between two others.
        case center = 2
        /// The rightmost segment.
        case right = 3
        /// The only segment.
        case alone = 4
    }
}
