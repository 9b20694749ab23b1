import XCTest
@testable import UIKit
import UIKitTesting

/// UITextLoupeSession (iOS 17): a custom text view's loupe, shown above a point, following the
/// finger or the caret, hidden when invalidated.
@MainActor
final class UITextLoupeSessionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func loupes(in window: UIWindow) -> [UIView] {
        window.subviews.filter { $0 is TextLoupeView }
    }

    func testTheLoupeShowsAboveThePointFollowsAndGoes() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 200))
        window.addSubview(view)
        let session = try XCTUnwrap(UITextLoupeSession.begin(at: CGPoint(x: 100, y: 50), fromSelectionWidgetView: nil, in: view))
        XCTAssertEqual(loupes(in: window).count, 1)
        let loupe = try XCTUnwrap(session.loupeView)
        XCTAssertEqual(loupe.frame.midX, 120, "centered over the point")
        XCTAssertLessThan(loupe.frame.maxY, 150, "above the point")
        // Following the finger on the caret's line.
        session.move(to: CGPoint(x: 160, y: 60), withCaretRect: CGRect(x: 150, y: 40, width: 2, height: 20), trackingCaret: false)
        XCTAssertEqual(loupe.frame.midX, 180)
        XCTAssertEqual(loupe.frame.maxY, 140 - TextLoupeView.gap, "above the caret's line")
        // Tracking the caret: centered on it whatever the finger.
        session.move(to: CGPoint(x: 10, y: 60), withCaretRect: CGRect(x: 200, y: 80, width: 2, height: 20), trackingCaret: true)
        XCTAssertEqual(loupe.frame.midX, 221)
        XCTAssertEqual(loupe.frame.maxY, 180 - TextLoupeView.gap)
        session.invalidate()
        XCTAssertTrue(loupes(in: window).isEmpty)
        session.move(to: CGPoint(x: 100, y: 50), withCaretRect: .null, trackingCaret: false)
        XCTAssertTrue(loupes(in: window).isEmpty, "an invalidated session shows nothing")
    }

    func testNoLoupeOutsideAWindow() async {
        XCTAssertNil(UITextLoupeSession.begin(at: .zero, fromSelectionWidgetView: nil, in: UIView()))
    }
}
