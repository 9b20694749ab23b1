/// How far a rendering may differ from its golden.
public struct SnapshotTolerance: Sendable {
    /// The largest difference of one channel (0...255, premultiplied) for a pixel to count
    /// as equal.
    public var perPixel: Int
    /// The fraction of pixels (0...1) allowed to differ by more than `perPixel`.
    public var overall: Double

    /// By default a pixel may differ by 2 per channel (PNG round trips of translucent
    /// pixels), and no pixel may differ by more.
    ///
    /// - Parameters:
    ///   - perPixel: The largest difference allowed in any channel of a pixel (0–255).
    ///   - overall: The fraction of pixels allowed to differ by more (0–1).
    public init(perPixel: Int = 2, overall: Double = 0) {
        self.perPixel = perPixel
        self.overall = overall
    }
}
