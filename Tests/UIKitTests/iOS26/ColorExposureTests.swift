import XCTest
import UIKit
import UIKitTesting

/// iOS 26 HDR colors: exposure initializers, `linearExposure`, `standardDynamicRangeColor`,
/// `applyingContentHeadroom(_:)`.
@MainActor
final class ColorExposureTests: XCTestCase {
    private func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    func testAnSDRColorHasALinearExposureOfOne() async {
        XCTAssertEqual(UIColor.red.linearExposure, 1)
        XCTAssertEqual(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).linearExposure, 1)
        let sdr = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertEqual(sdr.standardDynamicRangeColor, sdr, "an SDR color is its own SDR color")
    }

    func testExposureMultipliesLinearComponentsByTwoToThePower() async {
        let color = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.8, exposure: 1)
        XCTAssertEqual(color.linearExposure, 2, accuracy: 1e-9)
        let c = components(color)
        // sRGB 1.0 is linear 1.0; × 2 = 2.0, encoded 1.055 · 2^(1/2.4) − 0.055.
        XCTAssertEqual(c[0], 1.055 * pow(2, 1 / 2.4) - 0.055, accuracy: 1e-6)
        XCTAssertGreaterThan(c[0], 1, "an HDR component is above SDR white")
        // sRGB 0.5 is linear 0.21404; × 2 = 0.42807, encoded ≈ 0.6858.
        XCTAssertEqual(c[1], 0.6858, accuracy: 0.001)
        XCTAssertEqual(c[2], 0)
        XCTAssertEqual(c[3], 0.8, "alpha is not exposed")
        XCTAssertEqual(UIColor(red: 1, green: 1, blue: 1, alpha: 1, exposure: 0).linearExposure, 1)
        XCTAssertEqual(UIColor(red: 1, green: 1, blue: 1, alpha: 1, exposure: -3).linearExposure, 1, "negative exposure is 0")
    }

    func testLinearExposureAndTheSDRColorRoundTrip() async {
        let color = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1, linearExposure: 4)
        XCTAssertEqual(color.linearExposure, 4)
        let same = UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1, exposure: 2)
        XCTAssertEqual(components(color), components(same))
        XCTAssertEqual(color, same, "the same components and exposure")
        XCTAssertNotEqual(color, UIColor(red: 0.3, green: 0.6, blue: 0.9, alpha: 1), "an HDR color is not its SDR color")
        let sdr = components(color.standardDynamicRangeColor)
        XCTAssertEqual(sdr[0], 0.3, accuracy: 1e-9)
        XCTAssertEqual(sdr[1], 0.6, accuracy: 1e-9)
        XCTAssertEqual(sdr[2], 0.9, accuracy: 1e-9)
        XCTAssertEqual(color.standardDynamicRangeColor.linearExposure, 1)
        XCTAssertEqual(UIColor(red: 1, green: 1, blue: 1, alpha: 1, linearExposure: 0.5).linearExposure, 1, "below 1 is 1")
        XCTAssertEqual(color.withAlphaComponent(0.5).linearExposure, 4, "alpha changes keep the exposure")
    }

    func testApplyingContentHeadroomKeepsTheComponents() async {
        let color = UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        let hdr = color.applyingContentHeadroom(2)
        XCTAssertEqual(hdr.linearExposure, 2)
        XCTAssertEqual(components(hdr), components(color), "reinterpreted, not changed")
        let sdr = components(hdr.standardDynamicRangeColor)
        XCTAssertLessThan(sdr[0], 1, "the SDR color is half as bright in linear terms")
        XCTAssertEqual(color.applyingContentHeadroom(0.25).linearExposure, 1, "at least 1")
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }.applyingContentHeadroom(3)
        XCTAssertEqual(dynamic.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).linearExposure, 3)
    }

    func testAnHDRColorDrawsClampedToSDRWhite() async {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2))
        let image = renderer.image { context in
            UIColor(red: 1, green: 0.5, blue: 0, alpha: 1, exposure: 2).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let pixel = image.pixel(1, 1)
        XCTAssertEqual(pixel.r, 255, "above SDR white: clamped")
        XCTAssertGreaterThan(pixel.g, 128)
    }
}
