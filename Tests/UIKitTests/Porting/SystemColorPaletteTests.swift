import XCTest
import UIKit

/// The whole system palette that iOS code names is there, with iOS's light-appearance values.
final class SystemColorPaletteTests: XCTestCase {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        XCTAssertTrue(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a].map { ($0 * 255).rounded() / 255 }
    }

    private func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ a: CGFloat = 1) -> [CGFloat] {
        [r / 255, g / 255, b / 255, a].map { ($0 * 255).rounded() / 255 }
    }

    func testEverySemanticAndSystemColorIsDeclared() {
        let palette: [UIColor] = [
            .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .link, .placeholderText,
            .separator, .opaqueSeparator, .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
            .systemGroupedBackground, .secondarySystemGroupedBackground, .tertiarySystemGroupedBackground,
            .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemMint, .systemTeal, .systemCyan,
            .systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemBrown,
            .systemGray, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
            .tintColor, .lightText, .darkText,
        ]
        for color in palette {
            XCTAssertGreaterThan(rgba(color)[3], 0, "\(color) is a visible color")
        }
        // UIKit: link and the default tint are the system blue.
        XCTAssertEqual(rgba(.link), rgba(.systemBlue))
        XCTAssertEqual(rgba(.tintColor), rgba(.systemBlue))
    }

    func testLightAppearanceValues() {
        XCTAssertEqual(rgba(.systemGroupedBackground), rgb255(242, 242, 247))
        XCTAssertEqual(rgba(.secondarySystemGroupedBackground), rgb255(255, 255, 255))
        XCTAssertEqual(rgba(.systemGray6), rgb255(242, 242, 247))
        XCTAssertEqual(rgba(.systemIndigo), rgb255(88, 86, 214))
        XCTAssertEqual(rgba(.systemBrown), rgb255(162, 132, 94))
        var white: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(UIColor.lightText.getWhite(&white, alpha: &alpha))
        XCTAssertEqual([white, alpha], [1, 0.6], "UIKit: lightText is white at 60 %")
    }

    @available(*, deprecated)
    func testDeprecatedGroupTableViewBackgroundIsTheGroupedBackground() {
        XCTAssertEqual(rgba(.groupTableViewBackground), rgba(.systemGroupedBackground))
        XCTAssertEqual(rgba(.scrollViewTexturedBackground)[3], 1, "an opaque color since iOS 7")
        XCTAssertEqual(rgba(.viewFlipsideBackground)[3], 1)
        XCTAssertEqual(rgba(.underPageBackground)[3], 1)
    }
}
