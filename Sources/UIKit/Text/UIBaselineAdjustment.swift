/// How a label moves text vertically when it shrinks the font to fit (UIKit's raw values).
public enum UIBaselineAdjustment: Int, Sendable {
    /// Keep the baseline where the unshrunk text would have it.
    case alignBaselines = 0
    /// Center the shrunk text vertically.
    case alignCenters = 1
    /// Keep the top of the text's box where the unshrunk text would have it.
    case none = 2
}
