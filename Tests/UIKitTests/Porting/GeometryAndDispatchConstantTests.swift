import XCTest
import UIKit

/// Small pieces of the iOS SDK that ported components use: CoreGraphics' `equalTo` methods
/// and Dispatch's time constants.
@MainActor
final class GeometryAndDispatchConstantTests: XCTestCase {
    func testEqualToComparesLikeCoreGraphics() async {
        XCTAssertTrue(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        XCTAssertFalse(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 2, y: 1)))
        XCTAssertTrue(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        // CoreGraphics: CGRectEqualToRect compares standardized rectangles.
        XCTAssertTrue(CGRect(x: 10, y: 10, width: -5, height: -5).equalTo(CGRect(x: 5, y: 5, width: 5, height: 5)))
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 6)))
    }

    func testDispatchTimeConstants() async {
        XCTAssertEqual(NSEC_PER_SEC, 1_000_000_000)
        XCTAssertEqual(NSEC_PER_MSEC, 1_000_000)
        XCTAssertEqual(USEC_PER_SEC, 1_000_000)
        XCTAssertEqual(NSEC_PER_USEC, 1_000)
        // The iOS idiom: a delay in nanoseconds.
        XCTAssertEqual(Double(Int64(Double(NSEC_PER_SEC) * 0.25)) / Double(NSEC_PER_SEC), 0.25)
    }
}
