/// Draws one cell of a pattern into `context`, in pattern space (CoreGraphics).
///
/// Porting note: Apple's callbacks are `@convention(c)`; `CGContext` is a Swift class on Linux,
/// so these are Swift function types. Closures that capture nothing — what C callbacks are —
/// are written the same way.
public typealias CGPatternDrawPatternCallback = (UnsafeMutableRawPointer?, CGContext) -> Void
/// Called when the pattern no longer needs its `info`.
public typealias CGPatternReleaseInfoCallback = (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a pattern (CoreGraphics). `version` is 0.
public struct CGPatternCallbacks {
    public var version: UInt32
    public var drawPattern: CGPatternDrawPatternCallback?
    public var releaseInfo: CGPatternReleaseInfoCallback?

    public init() {
        version = 0
        drawPattern = nil
        releaseInfo = nil
    }

    public init(version: UInt32, drawPattern: CGPatternDrawPatternCallback?,
                releaseInfo: CGPatternReleaseInfoCallback?) {
        self.version = version
        self.drawPattern = drawPattern
        self.releaseInfo = releaseInfo
    }
}
