extension UISplitViewController {
    /// The arrangement of the columns: how many sidebars (the primary, the supplementary) show
    /// and whether they sit beside the secondary, over it, or push it aside.
    public enum DisplayMode: Int, Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6

        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.secondaryOnly")
        public static var primaryHidden: UISplitViewController.DisplayMode { .secondaryOnly }

        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneBesideSecondary")
        public static var allVisible: UISplitViewController.DisplayMode { .oneBesideSecondary }

        @available(iOS, introduced: 8.0, deprecated: 14.0, renamed: "UISplitViewController.DisplayMode.oneOverSecondary")
        public static var primaryOverlay: UISplitViewController.DisplayMode { .oneOverSecondary }

        /// The number of sidebars the mode shows (nil for `.automatic`).
        var sidebarCount: Int? {
            switch self {
            case .automatic: nil
            case .secondaryOnly: 0
            case .oneBesideSecondary, .oneOverSecondary: 1
            case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary: 2
            }
        }

        /// Whether the sidebars cover the secondary column.
        var isOverlay: Bool { self == .oneOverSecondary || self == .twoOverSecondary }
    }
}
