import UIKit

// iPhone presets: the points, safe areas and size classes of each model (swift-snapshot-testing's
// figures; the landscape safe area has no status bar and keeps the home indicator's bottom inset).
extension ViewImageConfig {
    /// A phone held in `orientation`; `width` × `height` are the portrait points.
    private static func phone(_ orientation: Orientation, width: CGFloat, height: CGFloat,
                              portraitSafeArea: UIEdgeInsets, landscapeSafeArea: UIEdgeInsets,
                              traits: UITraitCollection) -> ViewImageConfig {
        switch orientation {
        case .portrait:
            return ViewImageConfig(safeArea: portraitSafeArea, size: CGSize(width: width, height: height), traits: traits)
        case .landscape:
            return ViewImageConfig(safeArea: landscapeSafeArea, size: CGSize(width: height, height: width), traits: traits)
        }
    }

    /// Home-button phones: a 20-point status bar in portrait, nothing in landscape.
    private static let statusBarOnly = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    /// The first notched phones (X, XS Max, XR): a 44-point sensor housing, a 34-point home
    /// indicator (24 in landscape).
    private static let notchPortrait = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
    private static let notchLandscape = UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44)
    /// iPhone 12 and 13 generation: a 47-point housing, a 21-point home indicator in landscape.
    private static let notch47Portrait = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    private static let notch47Landscape = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

    public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 320, height: 568, portraitSafeArea: statusBarOnly, landscapeSafeArea: .zero,
              traits: .iPhoneSe(orientation))
    }

    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

    public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 667, portraitSafeArea: statusBarOnly, landscapeSafeArea: .zero,
              traits: .iPhone8(orientation))
    }

    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)

    public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 736, portraitSafeArea: statusBarOnly, landscapeSafeArea: .zero,
              traits: .iPhone8Plus(orientation))
    }

    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

    public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape,
              traits: .iPhoneX(orientation))
    }

    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)

    public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape,
              traits: .iPhoneXsMax(orientation))
    }

    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)

    public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 414, height: 896, portraitSafeArea: notchPortrait, landscapeSafeArea: notchLandscape,
              traits: .iPhoneXr(orientation))
    }

    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)

    public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape,
              traits: .iPhone12(orientation))
    }

    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)

    public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
        .iPhone12(orientation)
    }

    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)

    public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape,
              traits: .iPhone12ProMax(orientation))
    }

    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

    public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 390, height: 844, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape,
              traits: .iPhone13(orientation))
    }

    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)

    public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 375, height: 812,
              portraitSafeArea: UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0),
              landscapeSafeArea: UIEdgeInsets(top: 0, left: 50, bottom: 21, right: 50),
              traits: .iPhone13(orientation))
    }

    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

    public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
        .iPhone13(orientation)
    }

    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
        phone(orientation, width: 428, height: 926, portraitSafeArea: notch47Portrait, landscapeSafeArea: notch47Landscape,
              traits: .iPhone13ProMax(orientation))
    }
}
