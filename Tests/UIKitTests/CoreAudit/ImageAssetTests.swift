import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ImageAssetTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func solid(_ color: UIColor, size: CGFloat = 4) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: size, height: size), format: format).image { _ in
            color.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: size, height: size))
        }
    }

    private let dark = UITraitCollection(userInterfaceStyle: .dark)
    private let light = UITraitCollection(userInterfaceStyle: .light)

    /// UIKit: an image made in code has an asset, with itself for unspecified traits, so a
    /// dark variant can be registered beside it.
    func testAnImagesAssetPicksTheVariantForTheTraits() async throws {
        let day = solid(.white), night = solid(.black)
        let asset = try XCTUnwrap(day.imageAsset)
        XCTAssertTrue(day.imageAsset === asset, "the same asset each time")
        asset.register(night, with: dark)
        XCTAssertTrue(night.imageAsset === asset)
        XCTAssertTrue(asset.image(with: dark) === night)
        XCTAssertTrue(asset.image(with: light) === day)
        XCTAssertTrue(asset.image(with: UITraitCollection()) === day)
        XCTAssertTrue(asset.image(with: UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)])) === night)
        asset.unregisterImage(with: dark)
        XCTAssertTrue(asset.image(with: dark) === day)
    }

    /// The variant that specifies the most of the traits wins.
    func testTheMostSpecificVariantWins() async {
        let asset = UIImageAsset()
        let fallback = solid(.gray), compact = solid(.red), darkCompact = solid(.blue)
        asset.register(fallback, with: UITraitCollection())
        asset.register(darkCompact, with: UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)]))
        asset.register(compact, with: UITraitCollection(horizontalSizeClass: .compact))
        let traits = UITraitCollection(traitsFrom: [dark, UITraitCollection(horizontalSizeClass: .compact)])
        XCTAssertTrue(asset.image(with: traits) === darkCompact)
        XCTAssertTrue(asset.image(with: UITraitCollection(horizontalSizeClass: .compact)) === compact)
        XCTAssertTrue(asset.image(with: UITraitCollection(horizontalSizeClass: .regular)) === fallback)
        // Registering for the same traits replaces.
        let replacement = solid(.green)
        asset.register(replacement, with: UITraitCollection(horizontalSizeClass: .compact))
        XCTAssertTrue(asset.image(with: UITraitCollection(horizontalSizeClass: .compact)) === replacement)
        XCTAssertEqual(UIImageAsset().image(with: dark).size, .zero, "no images: an empty image")
    }

    /// The configuration forms, and `withConfiguration(_:)` on an image of the asset.
    func testConfigurationsChooseVariantsToo() async throws {
        let day = solid(.white), night = solid(.black)
        let asset = try XCTUnwrap(day.imageAsset)
        let darkConfiguration = UIImage.SymbolConfiguration.unspecified.withTraitCollection(dark)
        asset.register(night, with: darkConfiguration)
        XCTAssertTrue(asset.image(with: darkConfiguration) === night)
        XCTAssertTrue(day.withConfiguration(darkConfiguration) === night)
        XCTAssertTrue(night.withConfiguration(UIImage.SymbolConfiguration.unspecified.withTraitCollection(light)) === day)
        asset.unregisterImage(with: darkConfiguration)
        XCTAssertTrue(asset.image(with: dark) === day)
    }

    /// UIKit: an image view shows the variant for its traits and follows their changes.
    func testAnImageViewShowsTheVariantForItsTraits() async throws {
        let day = solid(.white), night = solid(.black, size: 6)
        day.imageAsset?.register(night, with: dark)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let imageView = UIImageView(image: day)
        window.addSubview(imageView)
        window.layoutIfNeeded()
        XCTAssertTrue((imageView.layer.contents as? CGImage) === day.cgImage)
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 4, height: 4))
        imageView.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        XCTAssertTrue((imageView.layer.contents as? CGImage) === night.cgImage)
        XCTAssertEqual(imageView.intrinsicContentSize, CGSize(width: 6, height: 6))
        XCTAssertTrue(imageView.image === day, "the image property is the image set")
        imageView.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        XCTAssertTrue((imageView.layer.contents as? CGImage) === day.cgImage)
    }
}
