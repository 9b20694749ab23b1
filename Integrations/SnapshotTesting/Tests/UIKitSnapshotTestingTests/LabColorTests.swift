@testable import UIKitSnapshotTesting
import XCTest

/// The plain-Swift colour science behind the perceptual comparison.
final class LabColorTests: XCTestCase {
    func testSRGBColoursInLab() {
        let red = LabColor(red: 255, green: 0, blue: 0)
        XCTAssertEqual(red.l, 53.2408, accuracy: 0.0001)
        XCTAssertEqual(red.a, 80.0925, accuracy: 0.0001)
        XCTAssertEqual(red.b, 67.2032, accuracy: 0.0001)
        let white = LabColor(red: 255, green: 255, blue: 255)
        XCTAssertEqual(white.l, 100, accuracy: 0.0001)
        XCTAssertEqual(white.a, 0, accuracy: 0.0001)
        XCTAssertEqual(white.b, 0, accuracy: 0.0001)
        XCTAssertEqual(LabColor(red: 0, green: 0, blue: 0), LabColor(l: 0, a: 0, b: 0))
    }

    func testCIE94Differences() {
        // Sharma, Wu and Dalal's first test pair: ΔE94 1.3950.
        XCTAssertEqual(LabColor(l: 50, a: 2.6772, b: -79.7751).deltaE94(to: LabColor(l: 50, a: 0, b: -82.7485)),
                       1.3950, accuracy: 0.0001)
        // A lightness difference alone counts in full; black to white is 100.
        XCTAssertEqual(LabColor(l: 40, a: 0, b: 0).deltaE94(to: LabColor(l: 43, a: 0, b: 0)), 3, accuracy: 1e-12)
        XCTAssertEqual(LabColor(red: 255, green: 255, blue: 255).deltaE94(to: LabColor(red: 0, green: 0, blue: 0)),
                       100, accuracy: 0.0001)
        // Not symmetric: the reference's chroma weighs the chroma and hue terms.
        let vivid = LabColor(l: 50, a: 60, b: 0), dull = LabColor(l: 50, a: 10, b: 0)
        XCTAssertEqual(vivid.deltaE94(to: dull), 50 / 3.7, accuracy: 1e-9)
        XCTAssertEqual(dull.deltaE94(to: vivid), 50 / 1.45, accuracy: 1e-9)
    }
}
