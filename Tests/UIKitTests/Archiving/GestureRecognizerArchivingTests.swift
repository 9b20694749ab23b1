import XCTest
import UIKit
import UIKitTesting

/// A user recognizer that overrides `init(target:action:)` only, as iOS subclasses do.
final class ArchivingDoubleTapRecognizer: UITapGestureRecognizer {
    var madeByInitializer = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeByInitializer = true
        numberOfTapsRequired = 2
    }
}

/// A view that is the target of its own recognizers.
final class ArchivingTappableView: UIView {
    var taps = 0

    func tapped(_ recognizer: UITapGestureRecognizer) { taps += 1 }
}

/// A view's gesture recognizers go into its archive: their class, properties and actions.
@MainActor
final class GestureRecognizerArchivingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testConcreteRecognizersRoundTripWithTheirProperties() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 3
        tap.numberOfTouchesRequired = 2
        tap.name = "triple"
        tap.cancelsTouchesInView = false
        tap.delaysTouchesBegan = true
        tap.delaysTouchesEnded = false
        tap.requiresExclusiveTouchType = false
        tap.allowedTouchTypes = [NSNumber(value: UITouch.TouchType.direct.rawValue)]
        let press = UILongPressGestureRecognizer()
        press.minimumPressDuration = 1.25
        press.allowableMovement = 30
        press.numberOfTapsRequired = 1
        press.isEnabled = false
        let pan = UIPanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        pan.maximumNumberOfTouches = 3
        pan.allowedScrollTypesMask = .continuous
        let swipe = UISwipeGestureRecognizer()
        swipe.direction = [.up, .down]
        swipe.numberOfTouchesRequired = 2
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        for recognizer in [tap, press, pan, swipe, edge] as [UIGestureRecognizer] { view.addGestureRecognizer(recognizer) }

        let decoded = try XCTUnwrap(archivingRoundTrip(view))
        let recognizers = try XCTUnwrap(decoded.gestureRecognizers)
        XCTAssertEqual(recognizers.count, 5)
        XCTAssertTrue(recognizers.allSatisfy { $0.view === decoded })
        let decodedTap = try XCTUnwrap(recognizers[0] as? UITapGestureRecognizer)
        XCTAssertEqual(decodedTap.numberOfTapsRequired, 3)
        XCTAssertEqual(decodedTap.numberOfTouchesRequired, 2)
        XCTAssertEqual(decodedTap.name, "triple")
        XCTAssertFalse(decodedTap.cancelsTouchesInView)
        XCTAssertTrue(decodedTap.delaysTouchesBegan)
        XCTAssertFalse(decodedTap.delaysTouchesEnded)
        XCTAssertFalse(decodedTap.requiresExclusiveTouchType)
        XCTAssertEqual(decodedTap.allowedTouchTypes, [NSNumber(value: UITouch.TouchType.direct.rawValue)])
        let decodedPress = try XCTUnwrap(recognizers[1] as? UILongPressGestureRecognizer)
        XCTAssertEqual(decodedPress.minimumPressDuration, 1.25)
        XCTAssertEqual(decodedPress.allowableMovement, 30)
        XCTAssertEqual(decodedPress.numberOfTapsRequired, 1)
        XCTAssertFalse(decodedPress.isEnabled)
        let decodedPan = try XCTUnwrap(recognizers[2] as? UIPanGestureRecognizer)
        XCTAssertEqual(decodedPan.minimumNumberOfTouches, 2)
        XCTAssertEqual(decodedPan.maximumNumberOfTouches, 3)
        XCTAssertEqual(decodedPan.allowedScrollTypesMask, .continuous)
        let decodedSwipe = try XCTUnwrap(recognizers[3] as? UISwipeGestureRecognizer)
        XCTAssertEqual(decodedSwipe.direction, [.up, .down])
        XCTAssertEqual(decodedSwipe.numberOfTouchesRequired, 2)
        let decodedEdge = try XCTUnwrap(recognizers[4] as? UIScreenEdgePanGestureRecognizer)
        XCTAssertEqual(decodedEdge.edges, .left)
    }

    func testUserSubclassIsMadeWithItsInitializerAndItsActionOnTheViewFires() async throws {
        let view = ArchivingTappableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let recognizer = ArchivingDoubleTapRecognizer(target: view, action: Selector("tapped:", ArchivingTappableView.tapped))
        recognizer.numberOfTapsRequired = 1
        view.addGestureRecognizer(recognizer)

        let decoded = try XCTUnwrap(archivingRoundTrip(view))
        let decodedRecognizer = try XCTUnwrap(decoded.gestureRecognizers?.first as? ArchivingDoubleTapRecognizer)
        XCTAssertTrue(decodedRecognizer.madeByInitializer)
        // The archived value wins over the subclass initializer's.
        XCTAssertEqual(decodedRecognizer.numberOfTapsRequired, 1)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(decoded)
        window.makeKeyAndVisible()
        InputSimulator(window: window).tap(at: CGPoint(x: 100, y: 100))
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(decoded.taps, 1)
    }

    func testFrameworkRecognizersAreNotArchived() async throws {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let tap = UITapGestureRecognizer()
        scrollView.addGestureRecognizer(tap)
        let closure = UITapGestureRecognizer()
        closure.addAction { _ in }
        scrollView.addGestureRecognizer(closure)

        let decoded = try XCTUnwrap(archivingRoundTrip(scrollView))
        // Its own pan (and the delayed-touches recognizer) once each; the closure one is not archived.
        let recognizers = decoded.gestureRecognizers ?? []
        XCTAssertEqual(recognizers.filter { $0 === decoded.panGestureRecognizer }.count, 1)
        XCTAssertEqual(recognizers.filter { type(of: $0) == UITapGestureRecognizer.self }.count, 1)
        XCTAssertEqual(recognizers.count, (scrollView.gestureRecognizers ?? []).count - 1)
    }
}
