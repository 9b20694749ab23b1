/// Evaluates a function (CoreGraphics): reads `domainDimension` inputs, writes
/// `rangeDimension` outputs.
///
/// Porting note: Apple's type is `@convention(c)`; `CGFloat` is a Swift struct on Linux, so this
/// is a Swift function type. Closures that capture nothing — what C callbacks are — are written
/// the same way.
public typealias CGFunctionEvaluateCallback =
    (UnsafeMutableRawPointer?, UnsafePointer<CGFloat>, UnsafeMutablePointer<CGFloat>) -> Void
/// Called when the function no longer needs its `info`.
public typealias CGFunctionReleaseInfoCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void

/// The callbacks of a function (CoreGraphics). `version` is 0.
public struct CGFunctionCallbacks {
    public var version: UInt32
    public var evaluate: CGFunctionEvaluateCallback?
    public var releaseInfo: CGFunctionReleaseInfoCallback?

    public init() {
        version = 0
        evaluate = nil
        releaseInfo = nil
    }

    public init(version: UInt32, evaluate: CGFunctionEvaluateCallback?, releaseInfo: CGFunctionReleaseInfoCallback?) {
        self.version = version
        self.evaluate = evaluate
        self.releaseInfo = releaseInfo
    }
}
