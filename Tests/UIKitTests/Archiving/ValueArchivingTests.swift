import XCTest
import UIKit
import UIKitTesting

/// UIColor, UIFont and UIImage adopt NSSecureCoding; UIKit's NSCoder geometry additions.
@MainActor
final class ValueArchivingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func secureRoundTrip<T: NSObject & NSSecureCoding>(_ value: T) throws -> T? {
        let data = try NSKeyedArchiver.archivedData(withRootObject: value, requiringSecureCoding: true)
        return try NSKeyedUnarchiver.unarchivedObject(ofClass: T.self, from: data)
    }

    func testColorsSupportSecureCodingAndRoundTrip() async throws {
        XCTAssertTrue(UIColor.supportsSecureCoding)
        XCTAssertTrue(UIFont.supportsSecureCoding)
        XCTAssertTrue(UIImage.supportsSecureCoding)

        let rgb = UIColor(red: 0.25, green: 0.5, blue: 1.5, alpha: 0.75)
        XCTAssertEqual(try secureRoundTrip(rgb), rgb, "extended sRGB components are kept")
        let gray = UIColor(white: 0.3, alpha: 1)
        let decodedGray = try XCTUnwrap(secureRoundTrip(gray))
        XCTAssertEqual(decodedGray, gray)
        XCTAssertNotEqual(decodedGray, UIColor(red: 0.3, green: 0.3, blue: 0.3, alpha: 1), "the gray model is kept")
    }

    func testSystemColorsComeBackDynamic() async throws {
        let decoded = try XCTUnwrap(secureRoundTrip(UIColor.systemBlue))
        XCTAssertEqual(decoded, .systemBlue)
        let dark = decoded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        let light = decoded.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        XCTAssertEqual(dark, UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)))
        XCTAssertEqual(light, UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)))
        XCTAssertNotEqual(dark, light)
    }

    func testAProviderColorIsArchivedAsItsCurrentColor() async throws {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
        let decoded = try XCTUnwrap(secureRoundTrip(color))
        XCTAssertEqual(decoded, UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func testFontsRoundTrip() async throws {
        let bold = UIFont.boldSystemFont(ofSize: 21)
        let decodedBold = try XCTUnwrap(secureRoundTrip(bold))
        XCTAssertEqual(decodedBold, bold)
        XCTAssertEqual(decodedBold.fontName, bold.fontName)
        XCTAssertEqual(decodedBold.pointSize, 21)
        XCTAssertEqual(decodedBold.lineHeight, bold.lineHeight)

        let named = try XCTUnwrap(UIFont(name: "HelveticaNeue-Bold", size: 13))
        let decodedNamed = try XCTUnwrap(secureRoundTrip(named))
        XCTAssertEqual(decodedNamed.fontName, "HelveticaNeue-Bold")
        XCTAssertEqual(decodedNamed.familyName, named.familyName)
        XCTAssertEqual(decodedNamed, named)

        let mono = UIFont.monospacedDigitSystemFont(ofSize: 12, weight: .semibold)
        XCTAssertEqual(try secureRoundTrip(mono), mono)
        let body = UIFont.preferredFont(forTextStyle: .body)
        let decodedBody = try XCTUnwrap(secureRoundTrip(body))
        XCTAssertEqual(decodedBody, body)
        XCTAssertEqual(decodedBody.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle,
                       body.fontDescriptor.object(forKey: .textStyle) as? UIFont.TextStyle)
    }

    func testImagesRoundTripAsPNGWithScaleAndModes() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 2), format: format).image { context in
            UIColor.systemRed.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let image = drawn.withRenderingMode(.alwaysTemplate).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
        let decoded = try XCTUnwrap(secureRoundTrip(image))
        XCTAssertEqual(decoded.scale, 3)
        XCTAssertEqual(decoded.size, CGSize(width: 5, height: 2))
        XCTAssertEqual(decoded.cgImage?.width, 15)
        XCTAssertEqual(decoded.renderingMode, .alwaysTemplate)
        XCTAssertEqual(decoded.capInsets, UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 1))
        XCTAssertEqual(decoded.pngData(), image.pngData(), "the same pixels")

        let empty = try XCTUnwrap(secureRoundTrip(UIImage()))
        XCTAssertNil(empty.cgImage)
        XCTAssertEqual(empty.size, .zero)
    }

    func testGeometryCodingAndStringForms() async throws {
        let archiver = NSKeyedArchiver(requiringSecureCoding: true)
        archiver.encode(CGRect(x: 1, y: 2.5, width: 3, height: 4), forKey: "rect")
        archiver.encode(CGPoint(x: -1, y: 0.125), forKey: "point")
        archiver.encode(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), forKey: "insets")
        archiver.encode(NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8), forKey: "directional")
        archiver.encode(CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6), forKey: "transform")
        archiver.encode(UIOffset(horizontal: 3, vertical: -3), forKey: "offset")
        archiver.encode(CGVector(dx: 0.5, dy: 2), forKey: "vector")
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        XCTAssertEqual(unarchiver.decodeCGRect(forKey: "rect"), CGRect(x: 1, y: 2.5, width: 3, height: 4))
        XCTAssertEqual(unarchiver.decodeCGPoint(forKey: "point"), CGPoint(x: -1, y: 0.125))
        XCTAssertEqual(unarchiver.decodeUIEdgeInsets(forKey: "insets"), UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertEqual(unarchiver.decodeDirectionalEdgeInsets(forKey: "directional"),
                       NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8))
        XCTAssertEqual(unarchiver.decodeCGAffineTransform(forKey: "transform"), CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6))
        XCTAssertEqual(unarchiver.decodeUIOffset(forKey: "offset"), UIOffset(horizontal: 3, vertical: -3))
        XCTAssertEqual(unarchiver.decodeCGVector(forKey: "vector"), CGVector(dx: 0.5, dy: 2))
        // UIKit: a missing key decodes as zero (identity for a transform).
        XCTAssertEqual(unarchiver.decodeCGRect(forKey: "missing"), .zero)
        XCTAssertEqual(unarchiver.decodeCGAffineTransform(forKey: "missing"), .identity)
        XCTAssertNil(unarchiver.error)

        XCTAssertEqual(NSCoder.string(for: CGRect(x: 1, y: 2, width: 3, height: 4)), "{{1, 2}, {3, 4}}")
        XCTAssertEqual(NSCoder.string(for: CGPoint(x: 0.5, y: -2)), "{0.5, -2}")
        XCTAssertEqual(NSCoder.string(for: CGAffineTransform.identity), "[1, 0, 0, 1, 0, 0]")
        XCTAssertEqual(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)), "{1, 2, 3, 4}")
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}"), CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSCoder.cgSize(for: "{3.25, 1e2}"), CGSize(width: 3.25, height: 100))
        XCTAssertEqual(NSCoder.cgRect(for: "{{1, 2}, {3}}"), .zero, "malformed: zero")
        XCTAssertEqual(NSCoder.cgPoint(for: "{nan, 1}"), .zero)
        XCTAssertEqual(NSCoder.uiOffset(for: "garbage"), .zero)
    }
}
