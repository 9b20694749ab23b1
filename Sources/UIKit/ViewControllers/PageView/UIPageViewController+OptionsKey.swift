extension UIPageViewController {
    /// The keys of the options `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `SpineLocation` (its raw value as an `NSNumber` in UIKit) for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points, for the scroll style (an `NSNumber`; 0 by default).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}
