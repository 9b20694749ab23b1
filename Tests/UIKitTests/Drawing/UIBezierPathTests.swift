import XCTest
import UIKit
import CoreGraphics
import UIKitTesting

@MainActor
final class UIBezierPathTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testConstructorsAndGeometry() async {
        XCTAssertEqual(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds, CGRect(x: 1, y: 2, width: 3, height: 4))
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 10))
        XCTAssertEqual(oval.bounds.width, 20, accuracy: 1e-9)
        XCTAssertTrue(oval.contains(CGPoint(x: 10, y: 5)))
        XCTAssertFalse(oval.contains(CGPoint(x: 1, y: 1)), "the corner of the box is outside the ellipse")
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerRadius: 100)
        XCTAssertFalse(rounded.contains(CGPoint(x: 1, y: 1)), "the radius is clamped to half the side: a circle")
        XCTAssertTrue(rounded.contains(CGPoint(x: 10, y: 1)))
        let oneCorner = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), byRoundingCorners: [.topRight],
                                     cornerRadii: CGSize(width: 10, height: 10))
        XCTAssertTrue(oneCorner.contains(CGPoint(x: 0.5, y: 0.5)))
        XCTAssertFalse(oneCorner.contains(CGPoint(x: 19.5, y: 0.5)))
        let empty = UIBezierPath()
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(empty.lineWidth, 1)
        XCTAssertEqual(empty.miterLimit, 10)
        XCTAssertEqual(empty.lineCapStyle, .butt)
        XCTAssertEqual(empty.lineJoinStyle, .miter)
        XCTAssertFalse(empty.usesEvenOddFillRule)
    }

    func testArcClockwiseIsClockwiseOnScreen() async {
        // UIKit: from 3 o'clock to 6 o'clock clockwise is the short way, through 4:30.
        let short = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(short.bounds.minX, 0, accuracy: 0.01)
        XCTAssertEqual(short.bounds.minY, 0, accuracy: 0.01)
        XCTAssertEqual(short.currentPoint.y, 10, accuracy: 1e-9)
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(long.bounds.minX, -10, accuracy: 0.01, "counterclockwise goes the long way round")
    }

    func testBuildingAppendingTransformingAndReversing() async {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 8, y: 12), controlPoint2: CGPoint(x: 2, y: 12))
        path.close()
        XCTAssertEqual(path.currentPoint, .zero, "closing returns to the subpath's start")
        path.apply(CGAffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(path.bounds.minX, 5)
        let other = UIBezierPath(rect: CGRect(x: 100, y: 100, width: 1, height: 1))
        path.append(other)
        XCTAssertEqual(path.bounds.maxX, 101)
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 1, y: 2))
        line.addLine(to: CGPoint(x: 3, y: 4))
        line.lineWidth = 7
        let reversed = line.reversing()
        XCTAssertEqual(reversed.currentPoint, CGPoint(x: 1, y: 2))
        XCTAssertEqual(reversed.lineWidth, 7)
        var first: CGPoint?
        reversed.cgPath.applyWithBlock { element in
            if first == nil { first = element.pointee.points[0] }
        }
        XCTAssertEqual(first, CGPoint(x: 3, y: 4))
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        let fromCG = UIBezierPath(cgPath: CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil))
        XCTAssertEqual(fromCG.bounds.size, CGSize(width: 2, height: 2))
    }

    func testLineDashRoundTrips() async {
        let path = UIBezierPath()
        let pattern: [CGFloat] = [4, 2, 1]
        path.setLineDash(pattern, count: 3, phase: 1.5)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(nil, count: &count, phase: &phase)
        XCTAssertEqual(count, 3)
        XCTAssertEqual(phase, 1.5)
        var out = [CGFloat](repeating: 0, count: count)
        path.getLineDash(&out, count: nil, phase: nil)
        XCTAssertEqual(out, pattern)
    }

    func testFillStrokeAndClipUseTheCurrentContext() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40), format: format).image { _ in
            UIColor.red.setFill()
            let ring = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))
            ring.append(UIBezierPath(rect: CGRect(x: 10, y: 5, width: 20, height: 10)))
            ring.usesEvenOddFillRule = true
            ring.fill()
            UIColor.blue.setStroke()
            let line = UIBezierPath()
            line.move(to: CGPoint(x: 0, y: 30))
            line.addLine(to: CGPoint(x: 40, y: 30))
            line.lineWidth = 4
            line.stroke()
            UIBezierPath(rect: CGRect(x: 0, y: 34, width: 10, height: 6)).addClip()
            UIColor.green.set()
            UIRectFill(CGRect(x: 0, y: 30, width: 40, height: 10))
        }
        XCTAssertEqual(image.pixel(5, 10), .red)
        XCTAssertEqual(image.pixel(20, 10), .clear, "even-odd hole")
        XCTAssertEqual(image.pixel(20, 29), .blue, "a 4-point line centered on y = 30")
        XCTAssertEqual(image.pixel(5, 37), .green, "inside the clip")
        XCTAssertEqual(image.pixel(20, 37), .clear, "outside the clip")
    }
}
