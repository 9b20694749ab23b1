import XCTest
import UIKit
import UIKitTesting

/// A subclass without its own designated initializers inherits the required literal initializer.
private final class BrandColor: UIColor, @unchecked Sendable {}
private final class Artwork: UIImage, @unchecked Sendable {}

/// Xcode's color and image literals compile and make UIKit objects, as on iOS.
@MainActor
final class XcodeLiteralTests: XCTestCase {
    func testColorLiteralMakesAnRGBColorWithoutATypeContext() async {
        // UIKit: `_ColorLiteralType` is `UIColor`, so an untyped literal is a UIColor.
        let tint = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        XCTAssertTrue(tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        XCTAssertEqual([red, green, blue, alpha], [1, 0.5, 0.25, 0.75])
        XCTAssertEqual(tint, UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 0.75))
    }

    func testColorLiteralInTypedContextsAndSubclasses() async {
        let colors: [UIColor] = [#colorLiteral(red: 0, green: 0, blue: 1, alpha: 1), .red]
        XCTAssertEqual(colors[0].cgColor.components, [0, 0, 1, 1])
        let brand: BrandColor = #colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertTrue(type(of: brand) == BrandColor.self)
        XCTAssertEqual(brand.cgColor.components?.count, 4)
        let view = UIView()
        view.backgroundColor = #colorLiteral(red: 0, green: 1, blue: 0, alpha: 1)
        XCTAssertEqual(view.backgroundColor, UIColor(red: 0, green: 1, blue: 0, alpha: 1))
    }

    func testImageLiteralLoadsTheNamedImage() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-literals-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4), format: format).image { _ in
            UIColor.blue.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        try XCTUnwrap(drawn.pngData()).write(to: directory.appendingPathComponent("logo@2x.png"))
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }

        // UIKit: the literal resolves as `UIImage(named:)` does (here the @2x file).
        let logo = #imageLiteral(resourceName: "logo")
        XCTAssertEqual(logo.scale, 2)
        XCTAssertEqual(logo.size, CGSize(width: 3, height: 2))
        let typed: UIImage = UIImage(imageLiteralResourceName: "logo")
        XCTAssertEqual(typed.size, logo.size)
        XCTAssertEqual(typed.pixel(0, 0), .blue)
        let artwork: Artwork = #imageLiteral(resourceName: "logo")
        XCTAssertTrue(type(of: artwork) == Artwork.self)
        XCTAssertEqual(artwork.scale, 2)
        let imageView = UIImageView(image: #imageLiteral(resourceName: "logo"))
        XCTAssertEqual(imageView.bounds.size, CGSize(width: 3, height: 2))
    }
}
