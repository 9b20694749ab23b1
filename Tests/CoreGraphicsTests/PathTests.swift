import XCTest
import GraphicsTesting
import FrameworkTestSupport
import CoreGraphics

final class PathTests: XCTestCase {
    private func elements(_ path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    func testRectPathGoesAroundFromTheOriginCorner() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        let e = elements(path)
        XCTAssertEqual(e.map(\.0), [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        XCTAssertEqual(e.flatMap(\.1), [CGPoint(x: 1, y: 2), CGPoint(x: 4, y: 2), CGPoint(x: 4, y: 6), CGPoint(x: 1, y: 6)])
        var rect = CGRect.zero
        XCTAssertTrue(path.isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testTransformIsAppliedToConstructorGeometry() {
        var t = CGAffineTransform(translationX: 10, y: 0)
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &t)
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 0, width: 1, height: 1))
    }

    func testEllipseStartsAtMaxXMidYWithFourCurves() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: nil)
        let e = elements(path)
        XCTAssertEqual(e.map(\.0), [.moveToPoint] + Array(repeating: .addCurveToPoint, count: 4) + [.closeSubpath])
        XCTAssertEqual(e[0].1, [CGPoint(x: 20, y: 5)])
        XCTAssertEqual(e[1].1[2], CGPoint(x: 10, y: 10), "first quarter sweeps toward increasing angles")
        XCTAssertEqual(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 20, height: 10))
    }

    func testBoundingBoxIncludesControlPointsButBoundingBoxOfPathDoesNot() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
        let tight = path.boundingBoxOfPath
        XCTAssertEqual(tight.height, 5, accuracy: 1e-9) // the curve's apex is halfway to the control point
        XCTAssertEqual(tight.width, 10, accuracy: 1e-9)
    }

    func testEmptyPathHasNullBoxesAndZeroCurrentPoint() {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        XCTAssertTrue(path.boundingBox.isNull)
        XCTAssertTrue(path.boundingBoxOfPath.isNull)
        XCTAssertEqual(path.currentPoint, .zero)
    }

    func testCloseSubpathReturnsCurrentPointToSubpathStart() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 1, y: 1))
        path.addLine(to: CGPoint(x: 5, y: 1))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 5, y: 1))
        path.closeSubpath()
        XCTAssertEqual(path.currentPoint, CGPoint(x: 1, y: 1))
    }

    func testAddLineWithoutCurrentPointIsIgnoredWithLog() {
        let path = CGMutablePath()
        let log = LogCapture.capture { path.addLine(to: CGPoint(x: 1, y: 1)) }
        XCTAssertTrue(path.isEmpty)
        XCTAssertEqual(log.lines.count, 1)
    }

    func testNaNGeometryIsSkippedWithLog() {
        let path = CGMutablePath()
        path.move(to: .zero)
        let log = LogCapture.capture {
            path.addLine(to: CGPoint(x: CGFloat.nan, y: 1))
            path.addRect(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
            path.addArc(center: .zero, radius: .nan, startAngle: 0, endAngle: 1, clockwise: false)
        }
        XCTAssertEqual(elements(path).count, 1)
        XCTAssertEqual(log.lines.count, 3)
    }

    func testContainsRespectsTheFillRule() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        let center = CGPoint(x: 5, y: 5)
        XCTAssertTrue(path.contains(center, using: .winding))
        XCTAssertFalse(path.contains(center, using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 11, y: 1)))
    }

    func testContainsTransformsThePointFirst() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        // CoreGraphics: the transform applies to the point, not to the path.
        XCTAssertTrue(path.contains(CGPoint(x: 15, y: 5), transform: CGAffineTransform(translationX: -10, y: 0)))
        XCTAssertFalse(path.contains(CGPoint(x: 5, y: 5), transform: CGAffineTransform(translationX: 10, y: 0)))
    }

    func testPathsWithTheSameElementsAreEqual() {
        let a = CGMutablePath()
        a.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        let b = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.hashValue)
        a.addLine(to: CGPoint(x: 9, y: 9))
        XCTAssertNotEqual(a, b)
    }

    func testCopyUsingTransformMovesEveryPoint() throws {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil)
        var t = CGAffineTransform(scaleX: 2, y: 3)
        let copy = try XCTUnwrap(path.copy(using: &t))
        XCTAssertEqual(copy.boundingBox, CGRect(x: 0, y: 0, width: 4, height: 6))
        XCTAssertEqual(path.boundingBox, CGRect(x: 0, y: 0, width: 2, height: 2))
    }

    func testArcWithIncreasingAnglesWhenNotClockwise() {
        // CoreGraphics: clockwise is false → the arc sweeps from 0 toward π/2 through (√½, √½).
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(path.currentPoint.x, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 10, accuracy: 1e-9)
        XCTAssertEqual(path.boundingBoxOfPath.width, 10, accuracy: 1e-6)
        XCTAssertEqual(path.boundingBoxOfPath.minY, 0, accuracy: 1e-6)

        let other = CGMutablePath()
        other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // The long way round: three quarters through negative y.
        XCTAssertEqual(other.boundingBoxOfPath.minY, -10, accuracy: 1e-6)
        XCTAssertEqual(other.boundingBoxOfPath.minX, -10, accuracy: 1e-6)
    }

    func testFullTurnArcIsACircleInEitherDirection() {
        for clockwise in [false, true] {
            let path = CGMutablePath()
            path.addArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: 0, endAngle: 2 * .pi, clockwise: clockwise)
            let box = path.boundingBoxOfPath
            XCTAssertEqual(box.width, 10, accuracy: 1e-6, "clockwise: \(clockwise)")
            XCTAssertEqual(box.height, 10, accuracy: 1e-6, "clockwise: \(clockwise)")
        }
    }

    func testArcAfterCurrentPointAddsConnectingLine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(elements(path)[1].0, .addLineToPoint)
        XCTAssertEqual(elements(path)[1].1, [CGPoint(x: 10, y: 0)])
    }

    func testTangentArcTouchesBothLines() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        let e = elements(path)
        XCTAssertEqual(e[1].0, .addLineToPoint)
        XCTAssertEqual(e[1].1[0].x, 6, accuracy: 1e-9)
        XCTAssertEqual(e[1].1[0].y, 0, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.x, 10, accuracy: 1e-9)
        XCTAssertEqual(path.currentPoint.y, 4, accuracy: 1e-9)
    }

    func testRoundedRectCornersAreInsideTheRect() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
        let path = CGPath(roundedRect: rect, cornerWidth: 8, cornerHeight: 8, transform: nil)
        XCTAssertEqual(path.boundingBoxOfPath, rect)
        XCTAssertFalse(path.contains(CGPoint(x: 0.5, y: 0.5)), "the corner is cut")
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 10)))
        XCTAssertTrue(path.contains(CGPoint(x: 20, y: 0.5)))
    }

    func testRoundedRectWithOversizedCornersIsClampedWithLog() {
        var path: CGPath?
        let log = LogCapture.capture {
            path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 20, cornerHeight: 20,
                          transform: nil)
        }
        XCTAssertEqual(log.lines.count, 1)
        // Clamped to half the side: a circle.
        XCTAssertTrue(path!.contains(CGPoint(x: 5, y: 5)))
        XCTAssertFalse(path!.contains(CGPoint(x: 0.6, y: 0.6)))
    }

    func testStrokedCopyContainsPointsNearTheLineOnly() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        let stroked = path.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertTrue(stroked.contains(CGPoint(x: 5, y: 1.9)))
        XCTAssertFalse(stroked.contains(CGPoint(x: 5, y: 2.1)))
        XCTAssertFalse(stroked.contains(CGPoint(x: -0.5, y: 0)), "butt caps end at the end point")
        XCTAssertTrue(stroked.contains(CGPoint(x: 11.9, y: -1.9)), "the miter fills the outer corner")
        XCTAssertFalse(stroked.contains(CGPoint(x: 5, y: 5)))

        let round = path.copy(strokingWithWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 10)
        XCTAssertTrue(round.contains(CGPoint(x: -1.5, y: 0)), "round caps extend by half the width")
        XCTAssertFalse(round.contains(CGPoint(x: 11.9, y: -1.9)), "bevel joins cut the corner")
    }

    func testDashedCopyHasOneSubpathPerDash() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 10, y: 0))
        let dashed = path.copy(dashingWithPhase: 0, lengths: [2, 3])
        let moves = elements(dashed).filter { $0.0 == .moveToPoint }.map { $0.1[0].x }
        XCTAssertEqual(moves, [0, 5])
        XCTAssertEqual(dashed.boundingBox.maxX, 7, accuracy: 1e-9)
    }

    func testApplyFunctionVisitsEveryElement() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
        var count = 0
        withUnsafeMutablePointer(to: &count) { pointer in
            path.apply(info: pointer) { info, _ in info!.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        XCTAssertEqual(count, 5)
    }
}
