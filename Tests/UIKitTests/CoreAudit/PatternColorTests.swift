import XCTest
import UIKit
import UIKitTesting

@MainActor
final class PatternColorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A 2 × 2 pixel tile (scale 1): red on the left, blue on the right, or red on top and
    /// blue below.
    private func tile(vertical: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { _ in
            UIColor.red.setFill()
            UIRectFill(vertical ? CGRect(x: 0, y: 0, width: 2, height: 1) : CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.blue.setFill()
            UIRectFill(vertical ? CGRect(x: 0, y: 1, width: 2, height: 1) : CGRect(x: 1, y: 0, width: 1, height: 2))
        }
    }

    /// UIKit: a pattern color as a view's background repeats the image from the view's
    /// top-left corner.
    func testABackgroundPatternTilesFromTheViewsOrigin() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 9, height: 4))
        container.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 1, y: 0, width: 8, height: 4))
        view.backgroundColor = UIColor(patternImage: tile())
        container.addSubview(view)
        XCTAssertEqual(Snapshot.pixel(of: container, at: CGPoint(x: 0, y: 0)), .white)
        for x in 1..<9 {
            let expected: Pixel = (x - 1).isMultiple(of: 2) ? .red : .blue
            XCTAssertEqual(Snapshot.pixel(of: container, at: CGPoint(x: CGFloat(x), y: 3)), expected, "column \(x)")
        }
    }

    /// A pattern fill in a drawing context: upright (the image's first row on top), tiled.
    func testAPatternFillDrawsTheImageUprightAndRepeated() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let pattern = UIColor(patternImage: tile(vertical: true))
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 6), format: format).image { _ in
            pattern.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 6))
        }
        for y in 0..<6 {
            XCTAssertEqual(image.pixel(3, y), y.isMultiple(of: 2) ? .red : .blue, "row \(y)")
        }
    }

    func testAPatternColorHasNoComponentsAndComparesByImage() async {
        let image = tile()
        let pattern = UIColor(patternImage: image)
        var red: CGFloat = -1
        XCTAssertFalse(pattern.getRed(&red, green: nil, blue: nil, alpha: nil), "UIKit: no RGB components")
        XCTAssertFalse(pattern.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        XCTAssertEqual(pattern, UIColor(patternImage: image))
        XCTAssertNotEqual(pattern, UIColor(patternImage: tile()))
        XCTAssertNotEqual(pattern, .black)
        XCTAssertEqual(pattern.cgColor.alpha, 1)
        XCTAssertEqual(pattern.withAlphaComponent(0.5).cgColor.alpha, 0.5)
    }

    /// `withAlphaComponent(_:)` keeps the pattern and makes its tiles translucent.
    func testAPatternWithAlphaDrawsTranslucentTiles() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 2))
        view.backgroundColor = UIColor(patternImage: tile()).withAlphaComponent(0.5)
        let pixel = Snapshot.pixel(of: view, at: CGPoint(x: 2, y: 1))
        XCTAssertEqual(Double(pixel.a), 128, accuracy: 2)
        XCTAssertGreaterThan(pixel.r, pixel.b)
    }
}
