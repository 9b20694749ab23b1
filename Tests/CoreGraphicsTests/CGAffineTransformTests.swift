import XCTest
import CoreGraphics

final class CGAffineTransformTests: XCTestCase {
    func testIdentityAndZeroInitializer() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        // CoreGraphics: CGAffineTransform() is all zeroes, not the identity.
        XCTAssertEqual(CGAffineTransform(), CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        XCTAssertFalse(CGAffineTransform().isIdentity)
    }

    func testConstructors() {
        XCTAssertEqual(CGAffineTransform(translationX: 3, y: 4), CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 3, ty: 4))
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 5), CGAffineTransform(2, 0, 0, 5, 0, 0))
        let r = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(r, CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0), "quarter turns are exact")
        let small = CGAffineTransform(rotationAngle: 0.3)
        XCTAssertEqual(small.a, cos(0.3), accuracy: 1e-12)
        XCTAssertEqual(small.b, sin(0.3), accuracy: 1e-12)
    }

    func testConcatenatingAppliesTheReceiverFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        let p = CGPoint(x: 1, y: 1)
        XCTAssertEqual(p.applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        XCTAssertEqual(p.applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    func testTranslatedByPrependsTheTranslation() {
        // CoreGraphics: t.translatedBy(x:y:) == CGAffineTransform(translationX:y:).concatenating(t):
        // the translation happens in the transform's own (pre-transform) space.
        let t = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 10, y: 10)
        XCTAssertEqual(CGPoint.zero.applying(t), CGPoint(x: 20, y: 30))
        let r = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
        XCTAssertEqual(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 0, y: 2))
        let rr = CGAffineTransform.identity.rotated(by: .pi / 2)
        XCTAssertEqual(rr, CGAffineTransform(rotationAngle: .pi / 2))
    }

    func testInverted() {
        let t = CGAffineTransform(a: 2, b: 1, c: 0.5, d: 3, tx: 7, ty: -4)
        let p = CGPoint(x: 3, y: 9)
        let back = p.applying(t).applying(t.inverted())
        XCTAssertEqual(back.x, p.x, accuracy: 1e-9)
        XCTAssertEqual(back.y, p.y, accuracy: 1e-9)
        // CoreGraphics: a singular matrix is returned unchanged.
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testSizeIgnoresTranslationAndRectGivesBoundingBox() {
        let t = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: -2, y: 1)
        XCTAssertEqual(CGSize(width: 3, height: 4).applying(t), CGSize(width: -6, height: 4))
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(rect, CGRect(x: -20, y: 0, width: 20, height: 10))
        XCTAssertTrue(CGRect.null.applying(t).isNull)
    }

    func testVector() {
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dx, 1)
        XCTAssertEqual(CGVector.zero, CGVector(dx: 0, dy: 0))
    }
}
