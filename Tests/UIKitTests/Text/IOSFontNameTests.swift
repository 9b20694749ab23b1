import XCTest
@_spi(Diagnostics) import UIKit
import UIKitTesting

/// iOS's bundled font names (`UIFont(name:size:)`, descriptors, family listings) resolve to
/// installed Debian fonts through Resources/Fonts/ios-font-map.tsv.
@MainActor
final class IOSFontNameTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private struct Expected {
        var name: String
        var family: String
        var weight: UIFont.Weight
        var italic: Bool
        /// The installed family that draws it.
        var drawnWith: String
        var sample = "Hamburgefonstiv"
    }

    private func weight(of font: UIFont) -> CGFloat? {
        let traits = font.fontDescriptor.object(forKey: .traits) as? [UIFontDescriptor.TraitKey: Any]
        return traits?[.weight] as? CGFloat
    }

    private func families(_ text: String, _ font: UIFont) -> [String] {
        TextDiagnostics.fontFamilies(in: NSAttributedString(string: text, attributes: [.font: font]))
    }

    func testIOSFaceNamesResolveWithTheirFamilyWeightAndItalic() async throws {
        let cases = [
            Expected(name: "AvenirNext-Bold", family: "Avenir Next", weight: .bold, italic: false, drawnWith: "Noto Sans"),
            Expected(name: "AvenirNext-DemiBoldItalic", family: "Avenir Next", weight: .semibold, italic: true,
                     drawnWith: "Noto Sans"),
            Expected(name: "Avenir-Heavy", family: "Avenir", weight: .heavy, italic: false, drawnWith: "Noto Sans"),
            Expected(name: "HelveticaNeue-MediumItalic", family: "Helvetica Neue", weight: .medium, italic: true,
                     drawnWith: "Liberation Sans"),
            Expected(name: "HelveticaNeue-Light", family: "Helvetica Neue", weight: .light, italic: false,
                     drawnWith: "Liberation Sans"),
            Expected(name: "Helvetica-Bold", family: "Helvetica", weight: .bold, italic: false, drawnWith: "Liberation Sans"),
            Expected(name: "ArialMT", family: "Arial", weight: .regular, italic: false, drawnWith: "Liberation Sans"),
            Expected(name: "Arial-BoldItalicMT", family: "Arial", weight: .bold, italic: true, drawnWith: "Liberation Sans"),
            Expected(name: "TimesNewRomanPS-BoldMT", family: "Times New Roman", weight: .bold, italic: false,
                     drawnWith: "Liberation Serif"),
            Expected(name: "CourierNewPSMT", family: "Courier New", weight: .regular, italic: false,
                     drawnWith: "Liberation Mono"),
            Expected(name: "Menlo-Bold", family: "Menlo", weight: .bold, italic: false, drawnWith: "DejaVu Sans Mono"),
            Expected(name: "Georgia-Bold", family: "Georgia", weight: .bold, italic: false, drawnWith: "Noto Serif"),
            Expected(name: "Futura-Medium", family: "Futura", weight: .medium, italic: false, drawnWith: "Noto Sans"),
            Expected(name: "GillSans-SemiBold", family: "Gill Sans", weight: .semibold, italic: false, drawnWith: "Noto Sans"),
            Expected(name: "AppleSDGothicNeo-Bold", family: "Apple SD Gothic Neo", weight: .bold, italic: false,
                     drawnWith: "Noto Sans CJK KR", sample: "한국어"),
            Expected(name: "PingFangSC-Semibold", family: "PingFang SC", weight: .semibold, italic: false,
                     drawnWith: "Noto Sans CJK SC", sample: "简体中文"),
            Expected(name: "PingFangTC-Regular", family: "PingFang TC", weight: .regular, italic: false,
                     drawnWith: "Noto Sans CJK TC", sample: "繁體中文"),
            Expected(name: "HiraginoSans-W6", family: "Hiragino Sans", weight: .semibold, italic: false,
                     drawnWith: "Noto Sans CJK JP", sample: "ひらがな"),
            Expected(name: "HiraMinProN-W3", family: "Hiragino Mincho ProN", weight: .regular, italic: false,
                     drawnWith: "Noto Serif CJK JP", sample: "明朝体"),
            // The system font's private names draw with the system font.
            Expected(name: ".SFUIText-Semibold", family: ".SF UI Text", weight: .semibold, italic: false,
                     drawnWith: "Noto Sans"),
            Expected(name: "SFProDisplay-BoldItalic", family: "SF Pro Display", weight: .bold, italic: true,
                     drawnWith: "Noto Sans"),
        ]
        for expected in cases {
            let font = try XCTUnwrap(UIFont(name: expected.name, size: 14), expected.name)
            XCTAssertEqual(font.fontName, expected.name)
            XCTAssertEqual(font.familyName, expected.family, expected.name)
            XCTAssertEqual(font.pointSize, 14)
            XCTAssertEqual(weight(of: font), expected.weight.rawValue, expected.name)
            let traits = font.fontDescriptor.symbolicTraits
            XCTAssertEqual(traits.contains(.traitItalic), expected.italic, expected.name)
            XCTAssertEqual(traits.contains(.traitBold), expected.weight.rawValue >= UIFont.Weight.semibold.rawValue,
                           expected.name)
            XCTAssertEqual(families(expected.sample, font), [expected.drawnWith], expected.name)
            XCTAssertGreaterThan(expected.sample.size(withAttributes: [.font: font]).width, 0, expected.name)
        }
        // The weight decides the face that draws: bold names draw heavier than regular ones.
        let regular = try XCTUnwrap(UIFont(name: "AvenirNext-Regular", size: 14))
        let bold = try XCTUnwrap(UIFont(name: "AvenirNext-Bold", size: 14))
        XCTAssertGreaterThan("Hamburgefonstiv".size(withAttributes: [.font: bold]).width,
                             "Hamburgefonstiv".size(withAttributes: [.font: regular]).width)
        XCTAssertTrue(try XCTUnwrap(UIFont(name: "Menlo-Regular", size: 12)).fontDescriptor.symbolicTraits
            .contains(.traitMonoSpace))
    }

    func testIOSFontsDrawInk() async throws {
        let font = try XCTUnwrap(UIFont(name: "AvenirNext-Bold", size: 14))
        let bitmap = TextRendering.render(size: CGSize(width: 200, height: 40)) { _ in
            "Avenir Next".draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: font])
        }
        let ink = try XCTUnwrap(bitmap.bounds(), "the text draws")
        XCTAssertGreaterThan(ink.width, 40)
    }

    func testNamesMatchIgnoringCaseAndReportTheIOSSpelling() async throws {
        let font = try XCTUnwrap(UIFont(name: "avenirnext-bold", size: 12))
        XCTAssertEqual(font.fontName, "AvenirNext-Bold")
    }

    func testAFamilyNameGivesTheFamilysRegularFace() async throws {
        // UIKit: UIFont(name:) also accepts a family name.
        XCTAssertEqual(UIFont(name: "Helvetica Neue", size: 12)?.fontName, "HelveticaNeue")
        XCTAssertEqual(UIFont(name: "Avenir Next", size: 12)?.fontName, "AvenirNext-Regular")
        XCTAssertEqual(UIFont(name: "Futura", size: 12)?.fontName, "Futura-Medium", "Futura's lightest upright face")
    }

    func testMetricTwinsHaveTheMetricsOfTheIOSFont() async throws {
        // 20.48 pt: one font unit of a 2048-unit em is 0.01 pt. Arial's and Helvetica's digits
        // are 1139 units wide, Times New Roman's 1024, Courier New's 1229, Menlo's 1233;
        // Liberation and DejaVu Sans Mono are their metric twins.
        let digits = "0123456789"
        func width(_ name: String) throws -> CGFloat {
            digits.size(withAttributes: [.font: try XCTUnwrap(UIFont(name: name, size: 20.48), name)]).width
        }
        XCTAssertEqual(try width("ArialMT"), 113.9, accuracy: 0.05)
        XCTAssertEqual(try width("Helvetica"), try width("ArialMT"), accuracy: 0.001)
        XCTAssertEqual(try width("Arial-BoldMT"), 113.9, accuracy: 0.05)
        XCTAssertEqual(try width("TimesNewRomanPSMT"), 102.4, accuracy: 0.05)
        XCTAssertEqual(try width("CourierNewPSMT"), 122.9, accuracy: 0.05)
        XCTAssertEqual(try width("Courier"), try width("CourierNewPSMT"), accuracy: 0.001)
        XCTAssertEqual(try width("Menlo-Regular"), 123.3, accuracy: 0.05)
    }

    func testFamilyNamesListIOSFamiliesAndTheirFaces() async {
        let families = UIFont.familyNames
        for family in ["Helvetica Neue", "Avenir Next", "Times New Roman", "Menlo", "PingFang SC", "Apple SD Gothic Neo",
                       "Noto Sans"] {
            XCTAssertTrue(families.contains(family), family)
        }
        XCTAssertFalse(families.contains(".SF UI Text"), "iOS does not list the system font's private families")
        XCTAssertEqual(families, families.sorted())
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Avenir Next"), [
            "AvenirNext-Bold", "AvenirNext-BoldItalic", "AvenirNext-DemiBold", "AvenirNext-DemiBoldItalic",
            "AvenirNext-Heavy", "AvenirNext-HeavyItalic", "AvenirNext-Italic", "AvenirNext-Medium",
            "AvenirNext-MediumItalic", "AvenirNext-Regular", "AvenirNext-UltraLight", "AvenirNext-UltraLightItalic",
        ])
        XCTAssertEqual(UIFont.fontNames(forFamilyName: "Arial"),
                       ["Arial-BoldItalicMT", "Arial-BoldMT", "Arial-ItalicMT", "ArialMT"])
        // Every listed name opens a font of that family.
        for family in ["Helvetica Neue", "Gill Sans", "PingFang HK"] {
            for name in UIFont.fontNames(forFamilyName: family) {
                XCTAssertEqual(UIFont(name: name, size: 10)?.familyName, family, name)
            }
        }
    }

    func testUnknownNameIsNilWithOneLogLineNamingTheClosestNames() async {
        var font: UIFont?
        let log = LogCapture.capture {
            font = UIFont(name: "AvenirNext-Bld", size: 12)
        }
        XCTAssertNil(font, "UIKit returns nil for a name no font has")
        XCTAssertEqual(log.lines.count, 1, "\(log.lines)")
        XCTAssertTrue(log.contains("\"AvenirNext-Bld\""), "\(log.lines)")
        XCTAssertTrue(log.contains("\"AvenirNext-Bold\""), "the closest name is suggested: \(log.lines)")
        let again = LogCapture.capture { XCTAssertNil(UIFont(name: "AvenirNext-Bld", size: 14)) }
        XCTAssertEqual(again.lines, [], "logged once per name")
    }

    func testDescriptorsStayInTheIOSFamily() async throws {
        let regular = try XCTUnwrap(UIFont(name: "AvenirNext-Regular", size: 16))
        let descriptor = regular.fontDescriptor
        XCTAssertEqual(descriptor.object(forKey: .family) as? String, "Avenir Next")
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0), regular, "the round trip is exact")
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0).fontName, "AvenirNext-Regular")
        XCTAssertEqual(UIFont(descriptor: descriptor.withSymbolicTraits(.traitBold)!, size: 0).fontName, "AvenirNext-Bold")
        XCTAssertEqual(UIFont(descriptor: descriptor.withSymbolicTraits([.traitBold, .traitItalic])!, size: 0).fontName,
                       "AvenirNext-BoldItalic")
        XCTAssertEqual(regular.withSize(30).fontName, "AvenirNext-Regular")
        XCTAssertEqual(regular.withSize(30).familyName, "Avenir Next")

        let byName = UIFont(descriptor: UIFontDescriptor(name: "Georgia-Italic", size: 14), size: 0)
        XCTAssertEqual(byName.fontName, "Georgia-Italic")
        XCTAssertEqual(byName.familyName, "Georgia")
        XCTAssertEqual(byName.pointSize, 14)

        let light = UIFontDescriptor(fontAttributes: [
            .family: "Helvetica Neue",
            .traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.light.rawValue],
        ])
        XCTAssertEqual(UIFont(descriptor: light, size: 12).fontName, "HelveticaNeue-Light")
        let italic = UIFontDescriptor(fontAttributes: [.family: "Times New Roman"]).withSymbolicTraits(.traitItalic)!
        XCTAssertEqual(UIFont(descriptor: italic, size: 12).fontName, "TimesNewRomanPS-ItalicMT")
    }

    func testSystemFontsAreUnchanged() async {
        // The iOS names do not touch the system font (goldens depend on it).
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).fontName, "NotoSans-Regular")
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).familyName, "Noto Sans")
        XCTAssertEqual(families("Text", UIFont.systemFont(ofSize: 17, weight: .medium)), ["Noto Sans"])
    }
}
