import XCTest
import UIKit

/// `Subclass.classForCoder()`, which iOS code calls on a class object (NSObject's instance
/// methods answer on classes too in Objective-C) to test members with `isKind(of:)`.
@MainActor
final class ClassForCoderTests: XCTestCase {
    private final class CardPan: UIPanGestureRecognizer {}

    func testClassMethodReturnsTheClassForKindTests() async {
        XCTAssertTrue(CardPan.classForCoder() == CardPan.self, "the class object answers itself")
        let view = UIView()
        view.addGestureRecognizer(UITapGestureRecognizer())
        view.addGestureRecognizer(CardPan())
        let ours = view.gestureRecognizers!.filter { $0.isKind(of: CardPan.classForCoder()) }
        XCTAssertEqual(ours.count, 1, "isKind(of:) with the class picks only the subclass's instances")
        XCTAssertTrue(CardPan().isKind(of: UIPanGestureRecognizer.classForCoder()), "a subclass instance is of its superclass's kind")
        XCTAssertFalse(UIPanGestureRecognizer().isKind(of: CardPan.classForCoder()))
        // The instance property keeps Foundation's meaning.
        XCTAssertTrue(CardPan().classForCoder == CardPan.self)
    }
}
