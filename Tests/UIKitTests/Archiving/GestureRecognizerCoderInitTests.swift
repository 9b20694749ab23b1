import XCTest
import UIKit
import UIKitTesting

/// `UIGestureRecognizer`'s `convenience init?(coder:)` (nib loading), reading the keys a
/// view's archive writes for a recognizer.
@MainActor
final class GestureRecognizerCoderInitTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class CountingTap: UITapGestureRecognizer {
        var made = 0
        override init(target: Any?, action: Selector?) {
            super.init(target: target, action: action)
            made += 1
        }
    }

    private func unarchiver(_ fill: (NSKeyedArchiver) -> Void) throws -> NSKeyedUnarchiver {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        fill(archiver)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }

    func testATapRecognizerIsMadeFromACoderWithItsProperties() async throws {
        let coder = try unarchiver { archiver in
            archiver.encode("double" as NSString, forKey: "UIGestureRecognizerName")
            archiver.encode(false, forKey: "UIGestureRecognizerEnabled")
            archiver.encode(false, forKey: "UICancelsTouchesInView")
            archiver.encode(true, forKey: "UIDelaysTouchesBegan")
            archiver.encode(2, forKey: "UINumberOfTapsRequired")
            archiver.encode(3, forKey: "UINumberOfTouchesRequired")
        }
        let tap = try XCTUnwrap(UITapGestureRecognizer(coder: coder))
        XCTAssertEqual(tap.name, "double")
        XCTAssertFalse(tap.isEnabled)
        XCTAssertFalse(tap.cancelsTouchesInView)
        XCTAssertTrue(tap.delaysTouchesBegan)
        XCTAssertEqual(tap.numberOfTapsRequired, 2)
        XCTAssertEqual(tap.numberOfTouchesRequired, 3)
        XCTAssertEqual(tap.state, .possible)
    }

    func testMissingKeysKeepTheDefaultsAndASubclassInheritsTheInitializer() async throws {
        let coder = try unarchiver { archiver in
            archiver.encode(2, forKey: "UINumberOfTapsRequired")
        }
        let tap = try XCTUnwrap(CountingTap(coder: coder))
        XCTAssertTrue(type(of: tap) == CountingTap.self)
        XCTAssertEqual(tap.made, 1, "the subclass's init(target:action:) runs")
        XCTAssertEqual(tap.numberOfTapsRequired, 2)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertTrue(tap.isEnabled)
        XCTAssertTrue(tap.cancelsTouchesInView)
    }

    func testAPanRecognizerReadsItsTouchCounts() async throws {
        let coder = try unarchiver { archiver in
            archiver.encode(2, forKey: "UIMinimumNumberOfTouches")
            archiver.encode(2, forKey: "UIMaximumNumberOfTouches")
        }
        let pan = try XCTUnwrap(UIPanGestureRecognizer(coder: coder))
        XCTAssertEqual(pan.minimumNumberOfTouches, 2)
        XCTAssertEqual(pan.maximumNumberOfTouches, 2)
    }
}
