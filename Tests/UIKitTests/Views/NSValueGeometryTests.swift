import XCTest
import UIKit

/// UIKit's NSValue additions (UIGeometry.h) round-trip their values.
final class NSValueGeometryTests: XCTestCase {
    func testGeometryValuesRoundTrip() {
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        XCTAssertEqual(NSValue(cgAffineTransform: transform).cgAffineTransformValue, transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertEqual(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue, insets)
        let directional = NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)
        XCTAssertEqual(NSValue(directionalEdgeInsets: directional).directionalEdgeInsetsValue, directional)
        XCTAssertEqual(NSValue(uiOffset: UIOffset(horizontal: 3, vertical: -2)).uiOffsetValue, UIOffset(horizontal: 3, vertical: -2))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 1.5, dy: 2)).cgVectorValue, CGVector(dx: 1.5, dy: 2))
        XCTAssertEqual(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue, CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(cgVector: CGVector(dx: 1, dy: 1)).cgAffineTransformValue, CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0),
                       "another kind of value reads as zero")
        let boxed: [NSValue] = [NSValue(uiEdgeInsets: insets)]
        XCTAssertEqual((boxed.first)?.uiEdgeInsetsValue.left, 2)
    }
}
