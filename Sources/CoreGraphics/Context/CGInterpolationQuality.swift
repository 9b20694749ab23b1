/// How much image resampling quality to trade for speed (CoreGraphics). Raw values are Apple's
/// (note that `medium` is 4, after `high`).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}
