/// A function a shading samples for its colors (CoreGraphics): a callback from
/// `domainDimension` inputs to `rangeDimension` outputs, each clamped to its interval.
public final class CGFunction: @unchecked Sendable {
    let domainDimension: Int
    let rangeDimension: Int
    private let domain: [CGFloat]?
    private let range: [CGFloat]?
    private let info: UnsafeMutableRawPointer?
    private let evaluate: CGFunctionEvaluateCallback?
    private let releaseInfo: CGFunctionReleaseInfoCallback?

    /// `domain` holds a (min, max) pair per input, `range` one per output (nil: unclamped).
    /// Returns nil for a zero or negative dimension.
    public init?(info: UnsafeMutableRawPointer?, domainDimension: Int, domain: UnsafePointer<CGFloat>?,
                 rangeDimension: Int, range: UnsafePointer<CGFloat>?, callbacks: UnsafePointer<CGFunctionCallbacks>) {
        guard domainDimension > 0, rangeDimension > 0 else {
            FrameworkLog.log("CGFunction: the domain and range need at least one dimension; returning nil")
            return nil
        }
        self.info = info
        self.domainDimension = domainDimension
        self.rangeDimension = rangeDimension
        self.domain = domain.map { Array(UnsafeBufferPointer(start: $0, count: 2 * domainDimension)) }
        self.range = range.map { Array(UnsafeBufferPointer(start: $0, count: 2 * rangeDimension)) }
        evaluate = callbacks.pointee.evaluate
        releaseInfo = callbacks.pointee.releaseInfo
    }

    deinit {
        releaseInfo?(info)
    }

    /// The outputs for one input `t` (the first input; others 0), clamped as declared.
    func values(at t: CGFloat) -> [CGFloat] {
        var inputs = [CGFloat](repeating: 0, count: domainDimension)
        inputs[0] = domain.map { min(max(t, $0[0]), $0[1]) } ?? t
        var outputs = [CGFloat](repeating: 0, count: rangeDimension)
        inputs.withUnsafeBufferPointer { input in
            outputs.withUnsafeMutableBufferPointer { output in
                evaluate?(info, input.baseAddress!, output.baseAddress!)
            }
        }
        if let range {
            for index in 0..<rangeDimension {
                outputs[index] = min(max(outputs[index], range[2 * index]), range[2 * index + 1])
            }
        }
        return outputs
    }
}
