import XCTest
import FrameworkTestSupport
import GraphicsTesting
import CoreGraphics

final class DrawingTests: XCTestCase {
    func testEvenOddFillLeavesHoleInNestedRects() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.fillPath(using: .evenOdd)
        XCTAssertEqual(context.pixel(x: 5, yUp: 5), .clear)
        XCTAssertEqual(context.pixel(x: 1, yUp: 1), .red)
        XCTAssertEqual(context.count { $0 == .red }, 100 - 16)
    }

    func testWindingFillCoversNestedRectsWithSameDirection() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        context.fillPath()
        XCTAssertEqual(context.count { $0 == .red }, 100)
    }

    func testFillingClearsTheCurrentPath() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.addRect(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertFalse(context.isPathEmpty)
        context.fillPath()
        XCTAssertTrue(context.isPathEmpty)
    }

    func testStrokeIsCenteredOnThePath() {
        // A 2-unit line along y = 5 covers rows y = 4 and 5 exactly.
        let context = makeBGRAContext(width: 10, height: 10)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 5), CGPoint(x: 10, y: 5)])
        for x in 0..<10 {
            XCTAssertEqual(context.pixel(x: x, yUp: 4), .blue)
            XCTAssertEqual(context.pixel(x: x, yUp: 5), .blue)
            XCTAssertEqual(context.pixel(x: x, yUp: 6), .clear)
            XCTAssertEqual(context.pixel(x: x, yUp: 3), .clear)
        }
    }

    func testSquareCapExtendsByHalfTheWidth() {
        let context = makeBGRAContext(width: 12, height: 4)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.setLineCap(.square)
        context.strokeLineSegments(between: [CGPoint(x: 3, y: 2), CGPoint(x: 8, y: 2)])
        XCTAssertEqual(context.pixel(x: 2, yUp: 2), .blue)
        XCTAssertEqual(context.pixel(x: 8, yUp: 2), .blue)
        XCTAssertEqual(context.pixel(x: 1, yUp: 2), .clear)
        XCTAssertEqual(context.pixel(x: 9, yUp: 2), .clear)
    }

    func testLineDashLeavesGaps() {
        let context = makeBGRAContext(width: 10, height: 2)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.setLineDash(phase: 0, lengths: [2, 3])
        context.strokeLineSegments(between: [CGPoint(x: 0, y: 1), CGPoint(x: 10, y: 1)])
        let row = (0..<10).map { context.pixel(x: $0, yUp: 0) == .blue }
        XCTAssertEqual(row, [true, true, false, false, false, true, true, false, false, false])
    }

    func testClipToRectRestrictsPainting() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.clip(to: CGRect(x: 2, y: 2, width: 3, height: 3))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.count { $0 == .red }, 9)
        XCTAssertEqual(context.boundingBoxOfClipPath, CGRect(x: 2, y: 2, width: 3, height: 3))
    }

    func testRestoreGStateRestoresClipColorAndCTM() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.saveGState()
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.translateBy(x: 5, y: 5)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.restoreGState()
        XCTAssertEqual(context.ctm, .identity)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.count { $0 == .black }, 100, "default fill color is black; no clip")
    }

    func testUnbalancedRestoreIsIgnoredWithLog() {
        let context = makeBGRAContext(width: 2, height: 2)
        let log = LogCapture.capture { context.restoreGState() }
        XCTAssertEqual(log.lines.count, 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(context.count { $0 == .black }, 4)
    }

    func testResetClipRemovesClipping() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.clip(to: CGRect(x: 0, y: 0, width: 1, height: 1))
        context.resetClip()
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(context.count { $0 == .black }, 16)
    }

    func testClipToEvenOddPathMakesAHole() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.addRect(CGRect(x: 4, y: 4, width: 2, height: 2))
        context.clip(using: .evenOdd)
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(context.count { $0 == .black }, 96)
        XCTAssertEqual(context.pixel(x: 4, yUp: 4), .clear)
    }

    func testEmptyClipArrayClipsEverything() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.clip(to: [])
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(context.count { $0 == .clear }, 16)
    }

    func testClearMakesPixelsTransparent() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.clear(CGRect(x: 0, y: 0, width: 2, height: 4))
        XCTAssertEqual(context.count { $0 == .clear }, 8)
        XCTAssertEqual(context.pixel(x: 3, yUp: 0), .black)
    }

    func testGlobalAlphaMultipliesFillAlpha() {
        let context = makeBGRAContext(width: 1, height: 1)
        context.setAlpha(0.5)
        context.setFillColor(red: 1, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertTrue(context.pixel(x: 0, yUp: 0).isClose(to: Pixel(128, 128, 128, 128), tolerance: 1),
                      "\(context.pixel(x: 0, yUp: 0))")
    }

    func testMultiplyBlendModeDarkens() {
        let context = makeBGRAContext(width: 1, height: 1)
        context.setFillColor(red: 1, green: 1, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.setBlendMode(.multiply)
        context.setFillColor(red: 0, green: 1, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .green)
    }

    func testCopyBlendModeReplacesWithTransparentColor() {
        let context = makeBGRAContext(width: 2, height: 1)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        context.setBlendMode(.copy)
        context.setFillColor(red: 0, green: 0, blue: 0, alpha: 0)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .clear)
        XCTAssertEqual(context.pixel(x: 1, yUp: 0), .black)
    }

    func testPlusDarkerFallsBackToNormalWithLog() {
        let context = makeBGRAContext(width: 1, height: 1)
        let log = LogCapture.capture { context.setBlendMode(.plusDarker) }
        XCTAssertEqual(log.lines.count, 1)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .red)
    }

    func testTranslateAndScaleMapUserSpace() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.translateBy(x: 2, y: 3)
        context.scaleBy(x: 2, y: 2)
        XCTAssertEqual(context.ctm, CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 2, ty: 3))
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.count { $0 == .black }, 4)
        XCTAssertEqual(context.pixel(x: 2, yUp: 3), .black)
        XCTAssertEqual(context.pixel(x: 3, yUp: 4), .black)
        XCTAssertEqual(context.convertToDeviceSpace(CGPoint(x: 1, y: 1)), CGPoint(x: 4, y: 5))
        XCTAssertEqual(context.convertToUserSpace(CGPoint(x: 4, y: 5)), CGPoint(x: 1, y: 1))
    }

    func testRotateByQuarterTurnIsCounterclockwiseInYUpSpace() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.translateBy(x: 5, y: 5)
        context.rotate(by: .pi / 2)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 1)) // +x in user space is +y in device space
        XCTAssertEqual(context.pixel(x: 4, yUp: 5), .black)
        XCTAssertEqual(context.pixel(x: 4, yUp: 6), .black)
        XCTAssertEqual(context.count { $0 == .black }, 2)
    }

    func testPathPointsAreFixedWhenAdded() {
        // CoreGraphics: the CTM applies when a point is added, not when the path is painted.
        let context = makeBGRAContext(width: 10, height: 10)
        context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.translateBy(x: 5, y: 5)
        context.fillPath()
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .black)
        XCTAssertEqual(context.pixel(x: 5, yUp: 5), .clear)
    }

    func testCurrentPointAndPathAreReportedInUserSpace() throws {
        let context = makeBGRAContext(width: 10, height: 10)
        context.translateBy(x: 3, y: 3)
        context.move(to: CGPoint(x: 1, y: 1))
        context.addLine(to: CGPoint(x: 2, y: 4))
        XCTAssertEqual(context.currentPointOfPath, CGPoint(x: 2, y: 4))
        XCTAssertEqual(context.boundingBoxOfPath, CGRect(x: 1, y: 1, width: 1, height: 3))
        let path = try XCTUnwrap(context.path)
        XCTAssertEqual(path.currentPoint, CGPoint(x: 2, y: 4))
    }

    func testScaleByZeroDrawsNothingAndDoesNotBreakTheContext() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.saveGState()
        context.scaleBy(x: 0, y: 0)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.setLineWidth(1)
        context.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.draw(makeSolidImage(), in: CGRect(x: 0, y: 0, width: 4, height: 4))
        context.restoreGState()
        XCTAssertEqual(context.count { $0 == .clear }, 16)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(context.count { $0 == .black }, 16)
    }

    func testNonFiniteTransformIsIgnoredWithLog() {
        let context = makeBGRAContext(width: 4, height: 4)
        let log = LogCapture.capture { context.translateBy(x: .nan, y: 0) }
        XCTAssertEqual(log.lines.count, 1)
        XCTAssertEqual(context.ctm, .identity)
    }

    func testAntialiasingOffGivesHardEdges() {
        let half = CGRect(x: 0.5, y: 0, width: 1, height: 1)
        let smooth = makeBGRAContext(width: 3, height: 1)
        smooth.fill(half)
        XCTAssertEqual(smooth.pixel(x: 0, yUp: 0).a, 128, "half-covered pixel is half transparent")

        let hard = makeBGRAContext(width: 3, height: 1)
        hard.setShouldAntialias(false)
        hard.fill(half)
        XCTAssertTrue(Set([hard.pixel(x: 0, yUp: 0).a, hard.pixel(x: 1, yUp: 0).a]).isSubset(of: [0, 255]))
    }

    func testFillStrokeDrawModePaintsBoth() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        context.drawPath(using: .fillStroke)
        XCTAssertEqual(context.pixel(x: 5, yUp: 5), .red)
        XCTAssertEqual(context.pixel(x: 1, yUp: 5), .blue)
        XCTAssertEqual(context.pixel(x: 2, yUp: 5), .blue)
    }

    func testPathContainsUsesStrokeGeometry() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setLineWidth(2)
        context.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        XCTAssertTrue(context.pathContains(CGPoint(x: 5, y: 5), mode: .fill))
        XCTAssertFalse(context.pathContains(CGPoint(x: 5, y: 5), mode: .stroke))
        XCTAssertTrue(context.pathContains(CGPoint(x: 1.5, y: 5), mode: .stroke))
    }

    func testReplacePathWithStrokedPathFillsTheStrokeArea() {
        let context = makeBGRAContext(width: 10, height: 10)
        context.setLineWidth(2)
        context.move(to: CGPoint(x: 0, y: 5))
        context.addLine(to: CGPoint(x: 10, y: 5))
        context.replacePathWithStrokedPath()
        context.fillPath()
        XCTAssertEqual(context.count { $0 == .black }, 20)
    }

    func testFillEllipseIsRound() {
        let context = makeBGRAContext(width: 20, height: 20)
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(context.pixel(x: 10, yUp: 10), .black)
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .clear)
        let covered = context.count { $0.a > 127 }
        XCTAssertEqual(Double(covered), Double.pi * 100, accuracy: 8)
    }

    private func makeSolidImage() -> CGImage {
        let context = makeBGRAContext(width: 2, height: 2)
        context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        return context.makeImage()!
    }
}
