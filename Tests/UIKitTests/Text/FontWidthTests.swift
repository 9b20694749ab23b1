import XCTest
import UIKit
import UIKitTesting

@MainActor
final class FontWidthTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testWidthsHaveUIKitsRawValues() async {
        XCTAssertEqual(UIFont.Width.compressed.rawValue, -0.3)
        XCTAssertEqual(UIFont.Width.condensed.rawValue, -0.2)
        XCTAssertEqual(UIFont.Width.standard.rawValue, 0)
        XCTAssertEqual(UIFont.Width.expanded.rawValue, 0.2)
        XCTAssertEqual(UIFont.Width(-0.2), .condensed)
        XCTAssertEqual(UIFont.Width(rawValue: 0.2), .expanded)
    }

    func testSystemFontOfAWidthKeepsItsWidthAndDrawsThePinnedStandardFace() async {
        let condensed = UIFont.systemFont(ofSize: 17, weight: .bold, width: .condensed)
        let standard = UIFont.systemFont(ofSize: 17, weight: .bold)
        XCTAssertEqual(condensed.pointSize, 17)
        // The pinned Noto Sans has no condensed face: the standard one draws.
        XCTAssertEqual(condensed.fontName, "NotoSans-Bold")
        XCTAssertEqual(condensed.familyName, "Noto Sans")
        XCTAssertEqual(condensed.lineHeight, standard.lineHeight)
        let traits = condensed.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        XCTAssertEqual(traits?[.width] as? CGFloat, -0.2)
        XCTAssertEqual(traits?[.weight] as? CGFloat, 0.4)
        XCTAssertNotEqual(condensed, standard)
        XCTAssertEqual(condensed, UIFont.systemFont(ofSize: 17, weight: .bold, width: .condensed))

        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .bold, width: .standard), standard)
        let standardTraits = standard.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        XCTAssertNil(standardTraits?[.width])
    }

    func testDescriptorRoundTripKeepsTheWidth() async {
        let expanded = UIFont.systemFont(ofSize: 20, weight: .regular, width: .expanded)
        XCTAssertEqual(UIFont(descriptor: expanded.fontDescriptor, size: 0), expanded)
        let descriptor = UIFontDescriptor(fontAttributes: [
            .family: "Noto Sans",
            .traits: [UIFontDescriptor.TraitKey.width: UIFont.Width.compressed.rawValue],
        ])
        let compressed = UIFont(descriptor: descriptor, size: 12)
        let traits = compressed.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        XCTAssertEqual(traits?[.width] as? CGFloat, -0.3)
        XCTAssertEqual(compressed.fontName, "NotoSans-Regular")
    }
}
