import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ColorProminenceTests: XCTestCase {
    func testProminenceHasUIKitsRawValuesAndDefaultsToPrimary() async {
        XCTAssertEqual(UIColor.Prominence.primary.rawValue, 0)
        XCTAssertEqual(UIColor.Prominence.secondary.rawValue, 1)
        XCTAssertEqual(UIColor.Prominence.tertiary.rawValue, 2)
        XCTAssertEqual(UIColor.Prominence.quaternary.rawValue, 3)
        XCTAssertEqual(UIColor.red.prominence, .primary)
        XCTAssertEqual(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).prominence, .primary)
    }

    /// The prominence is kept; outside vibrant content the components are the color's own.
    func testWithProminenceKeepsTheComponents() async {
        let base = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
        let secondary = base.withProminence(.secondary)
        XCTAssertEqual(secondary.prominence, .secondary)
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(secondary.getRed(&r, green: &g, blue: &b, alpha: &a))
        XCTAssertEqual([r, g, b, a], [0.2, 0.4, 0.6, 0.8])
        XCTAssertNotEqual(secondary, base, "another prominence is another color")
        XCTAssertEqual(secondary, base.withProminence(.secondary))
        XCTAssertEqual(secondary.withProminence(.primary), base)
    }

    /// A dynamic color stays dynamic: each resolution has the prominence.
    func testADynamicColorWithProminenceStaysDynamic() async {
        let dynamic = UIColor { $0.userInterfaceStyle == .dark ? .white : .black }
        let tertiary = dynamic.withProminence(.tertiary)
        XCTAssertEqual(tertiary.prominence, .tertiary)
        let dark = tertiary.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(dark.prominence, .tertiary)
        var white: CGFloat = 0
        XCTAssertTrue(dark.getWhite(&white, alpha: nil))
        XCTAssertEqual(white, 1)
        let light = tertiary.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertTrue(light.getWhite(&white, alpha: nil))
        XCTAssertEqual(white, 0)
        XCTAssertEqual(UIColor.label.withProminence(.quaternary).prominence, .quaternary)
    }
}
