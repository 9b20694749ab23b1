import UIKitSnapshotTesting
import UIKitTesting
import XCTest

@MainActor
final class PathSnapshotTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func text<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) throws -> String {
        var result: String?
        strategy.snapshot(value).run { result = $0 }
        return try XCTUnwrap(result)
    }

    private func image<Value>(_ value: Value, _ strategy: Snapshotting<Value, UIImage>) throws -> UIImage {
        var result: UIImage?
        strategy.snapshot(value).run { result = $0 }
        return try XCTUnwrap(result)
    }

    func testElementsOfTwoSubpaths() async throws {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10.5, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 12, y: 5))
        path.close()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addCurve(to: CGPoint(x: 4, y: 4), controlPoint1: CGPoint(x: 2, y: 1), controlPoint2: CGPoint(x: 1.0 / 3, y: 3))
        // "Close " keeps the space the library writes before an element's (no) points.
        XCTAssertEqual(try text(path, .elementsDescription),
                       "MoveTo (0.0, 0.0)\nLineTo (10.5, 0.0)\nQuadCurveTo (12.0, 5.0) (10.0, 10.0)\nClose \n"
                           + "\nMoveTo (1.0, 1.0)\nCurveTo (2.0, 1.0) (0.333, 3.0) (4.0, 4.0)\n")
        XCTAssertEqual(try text(path.cgPath, .elementsDescription), try text(path, .elementsDescription))
    }

    func testAPathImageIsItsBoundsFilledBlack() async throws {
        let path = UIBezierPath(rect: CGRect(x: 5, y: 5, width: 4, height: 2))
        let filled = try image(path, .image(scale: 2))
        XCTAssertEqual(filled.cgImage?.width, 8)
        XCTAssertEqual(filled.cgImage?.height, 4)
        XCTAssertEqual(filled.pixel(0, 0), Pixel(0, 0, 0, 255))
        XCTAssertEqual(try image(path.cgPath, .image).pixel(3, 1), Pixel(0, 0, 0, 255))
    }
}
