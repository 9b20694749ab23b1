import XCTest
import UIKit

/// `CGPath(__byStroking:…)` and `CGPath(__byDashing:…)`, the C copy functions as Swift imports
/// them (MKRingProgressView clips its ring with a stroked arc made this way).
final class CGPathCopyInitializerTests: XCTestCase {
    private func line() -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 0))
        return path
    }

    private func assertRect(_ r: CGRect, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        for (a, b) in [(r.minX, expected.minX), (r.minY, expected.minY), (r.width, expected.width), (r.height, expected.height)] {
            XCTAssertEqual(a, b, accuracy: 0.01, "\(r) is not \(expected)", file: file, line: line)
        }
    }

    func testByStrokingIsTheAreaTheStrokeWouldPaint() {
        let stroked = CGPath(__byStroking: line(), transform: nil, lineWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        XCTAssertNotNil(stroked)
        XCTAssertTrue(stroked!.contains(CGPoint(x: 50, y: 4)), "within half the width of the line")
        XCTAssertFalse(stroked!.contains(CGPoint(x: 50, y: 6)), "outside it")
        assertRect(stroked!.boundingBoxOfPath, CGRect(x: 0, y: -5, width: 100, height: 10))
        let rounded = CGPath(__byStroking: line(), transform: nil, lineWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 0)!
        XCTAssertTrue(rounded.contains(CGPoint(x: -4, y: 0)), "a round cap reaches past the end")
    }

    func testByStrokingAppliesTheTransformAndRefusesNonFiniteWidths() {
        var shift = CGAffineTransform(translationX: 0, y: 20)
        let moved = CGPath(__byStroking: line(), transform: &shift, lineWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10)!
        assertRect(moved.boundingBoxOfPath, CGRect(x: 0, y: 18, width: 100, height: 4))
        XCTAssertNil(CGPath(__byStroking: line(), transform: nil, lineWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
    }

    func testByDashingKeepsTheOnIntervals() {
        let lengths: [CGFloat] = [10, 10]
        let dashed = lengths.withUnsafeBufferPointer {
            CGPath(__byDashing: line(), transform: nil, phase: 0, lengths: $0.baseAddress, count: $0.count)
        }
        XCTAssertNotNil(dashed)
        var moves = 0
        dashed!.applyWithBlock { if $0.pointee.type == .moveToPoint { moves += 1 } }
        XCTAssertEqual(moves, 5, "five dashes along 100 points of 10-on 10-off")
    }
}
