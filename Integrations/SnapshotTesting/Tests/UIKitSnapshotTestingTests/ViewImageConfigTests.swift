import UIKitSnapshotTesting
import XCTest

final class ViewImageConfigTests: XCTestCase {
    func testPhonePresetsHaveTheDevicesPointsAndSafeAreas() {
        XCTAssertEqual(ViewImageConfig.iPhoneSe.size, CGSize(width: 320, height: 568))
        XCTAssertEqual(ViewImageConfig.iPhoneSe.safeArea, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhoneSe(.landscape).safeArea, .zero)
        XCTAssertEqual(ViewImageConfig.iPhone8(.landscape).size, CGSize(width: 667, height: 375))
        XCTAssertEqual(ViewImageConfig.iPhone8Plus.size, CGSize(width: 414, height: 736))
        XCTAssertEqual(ViewImageConfig.iPhoneX.size, CGSize(width: 375, height: 812))
        XCTAssertEqual(ViewImageConfig.iPhoneX.safeArea, UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhoneX(.landscape).safeArea, UIEdgeInsets(top: 0, left: 44, bottom: 24, right: 44))
        XCTAssertEqual(ViewImageConfig.iPhoneXsMax.size, CGSize(width: 414, height: 896))
        XCTAssertEqual(ViewImageConfig.iPhoneXr(.landscape).size, CGSize(width: 896, height: 414))
        XCTAssertEqual(ViewImageConfig.iPhone12.size, CGSize(width: 390, height: 844))
        XCTAssertEqual(ViewImageConfig.iPhone12.safeArea, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhone12Pro(.landscape).safeArea, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(ViewImageConfig.iPhone12ProMax.size, CGSize(width: 428, height: 926))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini.safeArea, UIEdgeInsets(top: 50, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(ViewImageConfig.iPhone13Mini(.landscape).size, CGSize(width: 812, height: 375))
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax(.landscape).size, CGSize(width: 926, height: 428))
    }

    func testPhoneTraitsHaveTheOrientationsSizeClasses() {
        let portrait = ViewImageConfig.iPhone8.traits
        XCTAssertEqual(portrait.horizontalSizeClass, .compact)
        XCTAssertEqual(portrait.verticalSizeClass, .regular)
        XCTAssertEqual(portrait.userInterfaceIdiom, .phone)
        XCTAssertEqual(portrait.preferredContentSizeCategory, .medium)
        XCTAssertEqual(portrait.forceTouchCapability, .available)
        // Only the large phones are regular in width in landscape.
        XCTAssertEqual(ViewImageConfig.iPhone8(.landscape).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPhone8Plus(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhone13ProMax(.landscape).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPhone13(.landscape).traits.verticalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPhoneXr.traits.forceTouchCapability, .unavailable)
    }

    func testTabletPresetsAndSplitViews() {
        XCTAssertEqual(ViewImageConfig.iPadMini.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(ViewImageConfig.iPadMini(.portrait).size, CGSize(width: 768, height: 1024))
        XCTAssertEqual(ViewImageConfig.iPadMini.safeArea, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(ViewImageConfig.iPad9_7.size, CGSize(width: 1024, height: 768))
        XCTAssertEqual(ViewImageConfig.iPad10_2(.landscape(splitView: .oneHalf)).size, CGSize(width: 535, height: 810))
        XCTAssertEqual(ViewImageConfig.iPadPro10_5(.portrait(splitView: .twoThirds)).size, CGSize(width: 504, height: 1112))
        XCTAssertEqual(ViewImageConfig.iPadPro11.size, CGSize(width: 1194, height: 834))
        XCTAssertEqual(ViewImageConfig.iPadPro11.safeArea, UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        XCTAssertEqual(ViewImageConfig.iPadPro11(.landscape(splitView: .oneThird)).size, CGSize(width: 375, height: 834))
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.portrait).size, CGSize(width: 1024, height: 1366))

        let full = ViewImageConfig.iPadPro12_9.traits
        XCTAssertEqual(full.userInterfaceIdiom, .pad)
        XCTAssertEqual(full.horizontalSizeClass, .regular)
        XCTAssertEqual(full.verticalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPadMini(.landscape(splitView: .oneThird)).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPadMini(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .compact)
        XCTAssertEqual(ViewImageConfig.iPadMini(.landscape(splitView: .twoThirds)).traits.horizontalSizeClass, .regular)
        XCTAssertEqual(ViewImageConfig.iPadMini(.portrait(splitView: .twoThirds)).traits.horizontalSizeClass, .compact)
        // The 12.9-inch iPad Pro is wide enough at half the landscape screen (678 points).
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).size, CGSize(width: 678, height: 1024))
        XCTAssertEqual(ViewImageConfig.iPadPro12_9(.landscape(splitView: .oneHalf)).traits.horizontalSizeClass, .regular)
    }

    func testADefaultConfigSpecifiesNothing() {
        let config = ViewImageConfig()
        XCTAssertNil(config.size)
        XCTAssertEqual(config.safeArea, .zero)
        XCTAssertEqual(config.traits, UITraitCollection())
    }
}
