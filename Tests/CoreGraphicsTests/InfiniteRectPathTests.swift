import XCTest
import GraphicsTesting
import FrameworkTestSupport
import CoreGraphics

/// `CGRect.infinite` in a path: the outside of an even-odd "everything but this rectangle"
/// region (the idiom behind inverted clips, e.g. a star rating's partly filled star).
final class InfiniteRectPathTests: XCTestCase {
    /// The even-odd region CGRect.infinite minus the right half of a 40×20 context.
    private func everythingButRightHalf(scale: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.addRect(.infinite)
        path.addRect(CGRect(x: 20 / scale, y: 0, width: 20 / scale, height: 20 / scale))
        return path
    }

    func testEvenOddFillWithInfiniteRectCoversEverythingButTheInnerRect() {
        for scale: CGFloat in [1, 2] {
            let context = makeBGRAContext(width: 40, height: 20)
            context.scaleBy(x: scale, y: scale)
            context.addPath(everythingButRightHalf(scale: scale))
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fillPath(using: .evenOdd)
            XCTAssertEqual(context.pixel(x: 5, row: 10), .red, "outside the inner rectangle is filled (scale \(scale))")
            XCTAssertEqual(context.pixel(x: 30, row: 10).a, 0, "the inner rectangle is the hole (scale \(scale))")
        }
    }

    func testEvenOddClipWithInfiniteRectKeepsTheOutside() {
        for scale: CGFloat in [1, 2] {
            let context = makeBGRAContext(width: 40, height: 20)
            context.scaleBy(x: scale, y: scale)
            context.addPath(everythingButRightHalf(scale: scale))
            context.clip(using: .evenOdd)
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
            XCTAssertEqual(context.pixel(x: 5, row: 10), .red, "the clip keeps the outside (scale \(scale))")
            XCTAssertEqual(context.pixel(x: 30, row: 10).a, 0, "the clip removes the inner rectangle (scale \(scale))")
        }
    }

    func testScaledInfiniteRectKeepsItsCorners() {
        let path = CGMutablePath()
        path.addRect(.infinite, transform: CGAffineTransform(scaleX: 4, y: -4))
        var count = 0
        path.applyWithBlock { element in
            if element.pointee.type == .moveToPoint || element.pointee.type == .addLineToPoint {
                let p = element.pointee.points[0]
                XCTAssertTrue(p.x.isFinite && p.y.isFinite)
                XCTAssertEqual(abs(p.x), .greatestFiniteMagnitude)
                count += 1
            }
        }
        XCTAssertEqual(count, 4, "the four corners stay (overflow saturates instead of dropping them)")
    }
}
