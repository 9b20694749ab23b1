import UIKit

// iPad presets: full screen or a share of it in Split View (swift-snapshot-testing's figures).
extension ViewImageConfig {
    /// The widths of a tablet's layouts: landscape full, two thirds, half, one third; portrait
    /// full, two thirds, one third. The height is the other side of the screen.
    private struct Tablet {
        var shortSide: CGFloat
        var longSide: CGFloat
        var landscape: (twoThirds: CGFloat, half: CGFloat, oneThird: CGFloat)
        var portrait: (twoThirds: CGFloat, oneThird: CGFloat)
        var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        /// Only the 12.9-inch iPad Pro is regular in width at half of the landscape screen.
        var halfIsRegular = false
        var regular: UITraitCollection
        var compact: UITraitCollection
    }

    private static func tablet(_ tablet: Tablet, _ orientation: TabletOrientation) -> ViewImageConfig {
        let size: CGSize
        let compact: Bool
        switch orientation {
        case .landscape(let split):
            let width: CGFloat
            switch split {
            case .full: (width, compact) = (tablet.longSide, false)
            case .twoThirds: (width, compact) = (tablet.landscape.twoThirds, false)
            case .oneHalf: (width, compact) = (tablet.landscape.half, !tablet.halfIsRegular)
            case .oneThird: (width, compact) = (tablet.landscape.oneThird, true)
            }
            size = CGSize(width: width, height: tablet.shortSide)
        case .portrait(let split):
            let width: CGFloat
            switch split {
            case .full: (width, compact) = (tablet.shortSide, false)
            case .twoThirds: (width, compact) = (tablet.portrait.twoThirds, true)
            case .oneThird: (width, compact) = (tablet.portrait.oneThird, true)
            }
            size = CGSize(width: width, height: tablet.longSide)
        }
        return ViewImageConfig(safeArea: tablet.safeArea, size: size, traits: compact ? tablet.compact : tablet.regular)
    }

    private static func fullScreen(_ orientation: Orientation) -> TabletOrientation {
        switch orientation {
        case .landscape: return .landscape(splitView: .full)
        case .portrait: return .portrait(splitView: .full)
        }
    }

    private static let mini = Tablet(shortSide: 768, longSide: 1024, landscape: (694, 507, 320), portrait: (438, 320),
                                     regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
    private static let ipad10_2 = Tablet(shortSide: 810, longSide: 1080, landscape: (750, 535, 320), portrait: (480, 320),
                                         regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
    private static let pro10_5 = Tablet(shortSide: 834, longSide: 1112, landscape: (782, 551, 320), portrait: (504, 320),
                                        regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
    // The 11-inch iPad Pro has no home button: a 24-point status bar and a 20-point home indicator.
    private static let pro11 = Tablet(shortSide: 834, longSide: 1194, landscape: (809, 592, 375), portrait: (504, 320),
                                      safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
                                      regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
    private static let pro12_9 = Tablet(shortSide: 1024, longSide: 1366, landscape: (981, 678, 375), portrait: (639, 375),
                                        halfIsRegular: true, regular: .iPadPro12_9, compact: .iPadPro12_9_Compact_SplitView)

    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)

    public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
        .iPadMini(fullScreen(orientation))
    }

    public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(mini, orientation)
    }

    public static let iPad9_7 = iPadMini

    public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
        .iPadMini(orientation)
    }

    public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
        .iPadMini(orientation)
    }

    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)

    public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
        .iPad10_2(fullScreen(orientation))
    }

    public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(ipad10_2, orientation)
    }

    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)

    public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro10_5(fullScreen(orientation))
    }

    public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(pro10_5, orientation)
    }

    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

    public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro11(fullScreen(orientation))
    }

    public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(pro11, orientation)
    }

    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

    public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
        .iPadPro12_9(fullScreen(orientation))
    }

    public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
        tablet(pro12_9, orientation)
    }
}
