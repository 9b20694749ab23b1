import XCTest
import UIKit
import UIKitTesting

/// `UIColor(named:)` / `UIImage(named:in:compatibleWith:)` reading asset catalogs shipped as
/// resource folders: color sets with a dark appearance, Xcode's component spellings,
/// namespaced folders, image sets with scales and appearances, template intent.
@MainActor
final class AssetCatalogTests: XCTestCase {
    private var root: URL!
    private var bundle: Bundle!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)/Fixture.bundle")
        let catalog = root.appendingPathComponent("Assets.xcassets")
        try write(["info": ["version": 1, "author": "xcode"]], to: catalog.appendingPathComponent("Contents.json"))
        try write(["colors": [
            ["idiom": "universal", "color": ["color-space": "srgb", "components": ["red": "0xFF", "green": "128", "blue": "0.000", "alpha": "1.000"]]],
            ["idiom": "universal", "appearances": [["appearance": "luminosity", "value": "dark"]],
             "color": ["color-space": "srgb", "components": ["red": "0.000", "green": "0.000", "blue": "1.000", "alpha": "0.500"]]],
        ]], to: catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        try write(["colors": [["idiom": "universal", "color": ["color-space": "gray-gamma-22", "components": ["white": "0.250", "alpha": "1"]]]]],
                  to: catalog.appendingPathComponent("Plain/Gray.colorset/Contents.json"))
        try write(["properties": ["provides-namespace": true]], to: catalog.appendingPathComponent("Icons/Contents.json"))
        let star = catalog.appendingPathComponent("Icons/Star.imageset")
        try write(["images": [
            ["idiom": "universal", "filename": "star-1.png", "scale": "1x"],
            ["idiom": "universal", "filename": "star-2.png", "scale": "2x"],
            ["idiom": "universal", "filename": "star-dark.png", "scale": "2x", "appearances": [["appearance": "luminosity", "value": "dark"]]],
        ], "properties": ["template-rendering-intent": "template"]], to: star.appendingPathComponent("Contents.json"))
        try png(.red, points: 10, scale: 1).write(to: star.appendingPathComponent("star-1.png"))
        try png(.green, points: 10, scale: 2).write(to: star.appendingPathComponent("star-2.png"))
        try png(.blue, points: 10, scale: 2).write(to: star.appendingPathComponent("star-dark.png"))
        bundle = try XCTUnwrap(Bundle(path: root.path))
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    private func write(_ json: [String: Any], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: json).write(to: url)
    }

    private func png(_ color: UIColor, points: CGFloat, scale: CGFloat) throws -> Data {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: points, height: points), format: format)
        return try XCTUnwrap(renderer.pngData { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: points, height: points))
        })
    }

    private func rgba(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a].map { ($0 * 1000).rounded() / 1000 }
    }

    func testColorSetWithDarkAppearanceIsDynamic() async throws {
        let brand = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        let light = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(rgba(light), [1, 0.502, 0, 1], "0xFF, 128 (of 255) and 0.000")
        XCTAssertEqual(rgba(dark), [0, 0, 1, 0.5])
        let forDark = try XCTUnwrap(UIColor(named: "Brand", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(rgba(forDark), [0, 0, 1, 0.5], "a trait collection picks the variant")
    }

    func testGrayColorInAPlainFolderAndMissingNames() async throws {
        let gray = try XCTUnwrap(UIColor(named: "Gray", in: bundle, compatibleWith: nil), "plain folders add no namespace")
        XCTAssertEqual(rgba(gray), [0.25, 0.25, 0.25, 1])
        XCTAssertNil(UIColor(named: "Plain/Gray", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIColor(named: "Missing", in: bundle, compatibleWith: nil))
        XCTAssertNil(UIColor(named: ""))
        XCTAssertNil(UIColor(named: "Brand"), "not in the main bundle")
    }

    func testImageSetPicksTheScaleNamespaceAndTemplateIntent() async throws {
        XCTAssertNil(UIImage(named: "Star", in: bundle, compatibleWith: nil), "the folder provides a namespace")
        let star = try XCTUnwrap(UIImage(named: "Icons/Star", in: bundle, compatibleWith: nil))
        XCTAssertEqual(star.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(star.renderingMode, .alwaysTemplate)
        XCTAssertEqual(star.scale, 2, "the main screen's scale is 2 in the tests")
        let cg = try XCTUnwrap(star.cgImage)
        XCTAssertEqual(cg.width, 20)
        XCTAssertEqual(cg.pixel(5, 5), .green)
    }

    func testImageSetDarkAppearanceThroughTheAsset() async throws {
        let dark = try XCTUnwrap(UIImage(named: "Icons/Star", in: bundle, compatibleWith: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(try XCTUnwrap(dark.cgImage).pixel(5, 5), .blue)
        let any = try XCTUnwrap(UIImage(named: "Icons/Star", in: bundle, with: nil))
        let variant = any.imageAsset?.image(with: UITraitCollection(userInterfaceStyle: .dark))
        XCTAssertEqual(try XCTUnwrap(variant?.cgImage).pixel(5, 5), .blue, "the asset holds the dark variant")
    }
}
