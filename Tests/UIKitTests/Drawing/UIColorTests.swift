import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIColorTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testRGBAComponentsRoundTrip() async {
        let color = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.2, 0.4, 0.6, 0.8])
        XCTAssertEqual(color.cgColor.components, [0.2, 0.4, 0.6, 0.8])
    }

    func testWhiteColorsAreGrayAndRGBColorsAreNot() async {
        var white: CGFloat = -1, alpha: CGFloat = -1
        XCTAssertTrue(UIColor(white: 0.25, alpha: 0.5).getWhite(&white, alpha: &alpha))
        XCTAssertEqual(white, 0.25)
        XCTAssertEqual(alpha, 0.5)
        // UIKit: getWhite(_:alpha:) fails for colors in an RGB space.
        XCTAssertFalse(UIColor.red.getWhite(&white, alpha: &alpha))
        XCTAssertEqual(UIColor.white.cgColor.numberOfComponents, 2)
        XCTAssertNotEqual(UIColor.white, UIColor(red: 1, green: 1, blue: 1, alpha: 1), "gray and RGB colors differ, as isEqual(_:) says on iOS")
    }

    func testHueSaturationBrightness() async {
        let color = UIColor(hue: 2.0 / 3.0, saturation: 1, brightness: 1, alpha: 1)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(r, 0, accuracy: 1e-9)
        XCTAssertEqual(g, 0, accuracy: 1e-9)
        XCTAssertEqual(b, 1, accuracy: 1e-9)
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        XCTAssertTrue(UIColor.orange.getHue(&h, saturation: &s, brightness: &v, alpha: &a))
        XCTAssertEqual(h, 30.0 / 360.0, accuracy: 1e-9)
        XCTAssertEqual(s, 1)
        XCTAssertEqual(v, 1)
    }

    func testClassicColorsHaveUIKitsComponents() async {
        XCTAssertEqual(UIColor.orange, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(UIColor.purple, UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
        XCTAssertEqual(UIColor.brown, UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1))
        XCTAssertEqual(UIColor.darkGray, UIColor(white: 1.0 / 3.0, alpha: 1))
        XCTAssertEqual(UIColor.lightGray, UIColor(white: 2.0 / 3.0, alpha: 1))
        XCTAssertEqual(UIColor.clear.cgColor.alpha, 0)
    }

    func testSystemColorsLightValues() async {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor.systemRed.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual([r * 255, g * 255, b * 255].map { $0.rounded() }, [255, 59, 48])
        UIColor.secondaryLabel.getRed(&r, green: &g, blue: &b, alpha: &a)
        XCTAssertEqual(a, 0.6, accuracy: 1e-9)
    }

    func testWithAlphaComponentAndCGColorInit() async {
        XCTAssertEqual(UIColor.red.withAlphaComponent(0.5).cgColor.alpha, 0.5)
        XCTAssertEqual(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)), UIColor(white: 0.5, alpha: 1))
        XCTAssertEqual(UIColor(cgColor: CGColor(red: 1, green: 0, blue: 0, alpha: 1)), .red)
    }

    func testDescriptionNamesTheColorSpace() async {
        XCTAssertEqual(UIColor.red.description, "UIExtendedSRGBColorSpace 1 0 0 1")
        XCTAssertEqual(UIColor(white: 1, alpha: 1).description, "UIExtendedGrayColorSpace 1 1")
    }
}
