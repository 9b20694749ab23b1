import XCTest
@_spi(Diagnostics) import UIKit
import UIKitTesting

@MainActor
final class UIFontTextTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testStandardFontSizesAreIOSValues() async {
        // UIKit on iOS: systemFontSize 14, smallSystemFontSize 12, labelFontSize 17,
        // buttonFontSize 18.
        XCTAssertEqual(UIFont.systemFontSize, 14)
        XCTAssertEqual(UIFont.smallSystemFontSize, 12)
        XCTAssertEqual(UIFont.labelFontSize, 17)
        XCTAssertEqual(UIFont.buttonFontSize, 18)
    }

    func testFontsComeFromThePinnedConfiguration() async throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["OPENUIKIT_FONTCONFIG_FILE"] != nil,
                      "the font configuration is overridden")
        let file = TextDiagnostics.fontConfigurationFile
        XCTAssertNotNil(file)
        XCTAssertTrue(file?.hasSuffix("Resources/Fonts/fonts.conf") ?? false, "\(file ?? "nil")")
    }

    func testSystemFontIsPinnedNotoSansInEachStyle() async {
        let regular = UIFont.systemFont(ofSize: 17)
        XCTAssertEqual(regular.familyName, "Noto Sans")
        XCTAssertEqual(regular.fontName, "NotoSans-Regular")
        XCTAssertEqual(regular.pointSize, 17)
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 17).fontName, "NotoSans-Bold")
        XCTAssertEqual(UIFont.italicSystemFont(ofSize: 17).fontName, "NotoSans-Italic")
        // Noto Sans has two weights: semibold and heavier use bold, medium and lighter regular.
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .semibold).fontName, "NotoSans-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .black).fontName, "NotoSans-Bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .medium).fontName, "NotoSans-Regular")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17, weight: .ultraLight).fontName, "NotoSans-Regular")
        XCTAssertEqual(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName, "DejaVu Sans Mono")
    }

    func testWeightRawValuesAreUIKits() async {
        XCTAssertEqual(UIFont.Weight.ultraLight.rawValue, -0.8)
        XCTAssertEqual(UIFont.Weight.thin.rawValue, -0.6)
        XCTAssertEqual(UIFont.Weight.light.rawValue, -0.4)
        XCTAssertEqual(UIFont.Weight.regular.rawValue, 0)
        XCTAssertEqual(UIFont.Weight.medium.rawValue, 0.23)
        XCTAssertEqual(UIFont.Weight.semibold.rawValue, 0.3)
        XCTAssertEqual(UIFont.Weight.bold.rawValue, 0.4)
        XCTAssertEqual(UIFont.Weight.heavy.rawValue, 0.56)
        XCTAssertEqual(UIFont.Weight.black.rawValue, 0.62)
    }

    func testMetricsAreTheFontsAndScaleWithSize() async {
        let font = UIFont.systemFont(ofSize: 17)
        // Noto Sans: ascender 1.069 em, descender 0.293 em, no line gap.
        XCTAssertEqual(font.ascender, 17 * 1.069, accuracy: 0.05)
        XCTAssertEqual(font.descender, -17 * 0.293, accuracy: 0.05)
        XCTAssertEqual(font.leading, 0, accuracy: 0.01)
        XCTAssertEqual(font.lineHeight, font.ascender - font.descender + font.leading, accuracy: 0.001)
        XCTAssertEqual(font.capHeight, 17 * 0.714, accuracy: 0.2)
        XCTAssertEqual(font.xHeight, 17 * 0.536, accuracy: 0.2)
        XCTAssertLessThan(font.xHeight, font.capHeight)
        XCTAssertLessThan(font.capHeight, font.ascender)

        let double = font.withSize(34)
        XCTAssertEqual(double.pointSize, 34)
        XCTAssertEqual(double.fontName, font.fontName)
        XCTAssertEqual(double.lineHeight, 2 * font.lineHeight, accuracy: 0.001)
        XCTAssertEqual(double.capHeight, 2 * font.capHeight, accuracy: 0.001)
    }

    func testPreferredFontsUseTheDefaultContentSizeCategory() async {
        // UIKit at the Large category: largeTitle 34, title1 28, title2 22, title3 20,
        // headline 17 semibold, body 17, callout 16, subheadline 15, footnote 13, caption1 12,
        // caption2 11.
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: style).pointSize, size, "\(style.rawValue)")
        }
        XCTAssertEqual(UIFont.TextStyle.body.rawValue, "UICTFontTextStyleBody")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).fontName, "NotoSans-Bold", "headline is semibold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).fontName, "NotoSans-Regular")
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1)
        XCTAssertEqual(descriptor.pointSize, 28)
        XCTAssertEqual(descriptor.object(forKey: .textStyle) as? String, UIFont.TextStyle.title1.rawValue)
    }

    func testFontByNameIsNilForAFamilyFontconfigDoesNotHave() async {
        XCTAssertNil(UIFont(name: "Helvetica Neue Imaginary", size: 12))
        // Installed on the machine but not admitted by the pinned configuration.
        XCTAssertNil(UIFont(name: "URW Bookman", size: 12))
        let serif = UIFont(name: "DejaVu Serif", size: 12)
        XCTAssertEqual(serif?.familyName, "DejaVu Serif")
        XCTAssertEqual(serif?.fontName, "DejaVuSerif")
        let bold = UIFont(name: "NotoSans-Bold", size: 20)
        XCTAssertEqual(bold?.familyName, "Noto Sans")
        XCTAssertEqual(bold?.fontName, "NotoSans-Bold")
        XCTAssertEqual(bold?.pointSize, 20)
        XCTAssertTrue(bold?.fontDescriptor.symbolicTraits.contains(.traitBold) ?? false)
    }

    func testFamilyNamesListOnlyPinnedFamilies() async {
        let families = UIFont.familyNames
        for family in ["Noto Sans", "Noto Sans Arabic", "Noto Sans CJK SC", "Noto Sans CJK KR", "DejaVu Sans", "DejaVu Sans Mono"] {
            XCTAssertTrue(families.contains(family), family)
        }
        XCTAssertFalse(families.contains("URW Bookman"), "the pinned configuration hides other installed fonts")
        XCTAssertEqual(families, families.sorted())
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Noto Sans"),
                       ["NotoSans-Bold", "NotoSans-BoldItalic", "NotoSans-Italic", "NotoSans-Regular"])
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "No Such Family"), [])
    }

    func testMonospacedFontsHaveEqualAdvances() async {
        let mono = UIFont.monospacedSystemFont(ofSize: 14, weight: .regular)
        XCTAssertEqual("iiii".size(withAttributes: [.font: mono]).width,
                       "WWWW".size(withAttributes: [.font: mono]).width, accuracy: 0.01)
        XCTAssertTrue(mono.fontDescriptor.symbolicTraits.contains(.traitMonoSpace))
        let digits = UIFont.monospacedDigitSystemFont(ofSize: 14, weight: .regular)
        XCTAssertEqual("1111".size(withAttributes: [.font: digits]).width,
                       "0000".size(withAttributes: [.font: digits]).width, accuracy: 0.01)
    }

    func testDescriptorRoundTripsAndDerivesTraits() async {
        let font = UIFont.systemFont(ofSize: 15)
        let descriptor = font.fontDescriptor
        XCTAssertEqual(descriptor.pointSize, 15)
        XCTAssertEqual(descriptor.object(forKey: .family) as? String, "Noto Sans")
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0), font)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 30).pointSize, 30)

        let bold = UIFont(descriptor: descriptor.withSymbolicTraits([.traitBold])!, size: 0)
        XCTAssertEqual(bold.fontName, "NotoSans-Bold")
        let boldItalic = UIFont(descriptor: descriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0)
        XCTAssertEqual(boldItalic.fontName, "NotoSans-BoldItalic")
        let serif = UIFont(descriptor: descriptor.withDesign(.serif)!, size: 0)
        XCTAssertEqual(serif.familyName, "Noto Serif")
        let named = UIFont(descriptor: UIFontDescriptor(name: "DejaVuSans-Bold", size: 11), size: 0)
        XCTAssertEqual(named.fontName, "DejaVuSans-Bold")
        XCTAssertEqual(named.pointSize, 11)
    }

    func testMissingFamilyFallsBackThroughFontconfigWithALogLine() async {
        var font: UIFont?
        let log = LogCapture.capture {
            font = UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: "Missing Family For Test"]), size: 13)
        }
        XCTAssertEqual(font?.familyName, "Noto Sans", "fontconfig's sans-serif fallback")
        XCTAssertEqual(font?.pointSize, 13)
        XCTAssertTrue(log.contains("\"Missing Family For Test\" is not installed"), "\(log.lines)")
        XCTAssertGreaterThan("Text".size(withAttributes: [.font: font!]).width, 0, "the fallback draws")
    }

    func testFontsAreEqualByFaceAndSize() async {
        XCTAssertEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 13))
        XCTAssertNotEqual(UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12))
        XCTAssertTrue(UIFont.systemFont(ofSize: 17).description.contains("font-size: 17.00pt"))
    }
}
