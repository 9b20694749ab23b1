extension UIScrollView {
    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on light backgrounds, light on dark ones.
        case `default` = 0
        /// Dark indicators, for light backgrounds.
        case black = 1
        /// Light indicators, for dark backgrounds.
        case white = 2
    }
}
