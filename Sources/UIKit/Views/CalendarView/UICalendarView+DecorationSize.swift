extension UICalendarView {
    /// The size of a decoration's dot or image (UIKit's raw values).
    public enum DecorationSize: Int, Sendable {
        case small = 0
        case medium = 1
        case large = 2

        /// Assumed point sizes: the dot's diameter, an image's height.
        var dotDiameter: CGFloat {
            switch self {
            case .small: return 4
            case .medium: return 6
            case .large: return 8
            }
        }

        var imageHeight: CGFloat {
            switch self {
            case .small: return 8
            case .medium: return 11
            case .large: return 14
            }
        }
    }
}
