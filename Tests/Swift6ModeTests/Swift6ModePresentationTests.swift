import XCTest
import UIKit

/// An iOS custom presentation compiles unchanged in Swift 6 mode and lays out as on iOS.
@MainActor
final class Swift6ModePresentationTests: XCTestCase {
    func testHalfSheetIsPresentedOverADimmingViewAndDismissed() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let transitioning = HalfSheetTransitioning()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = transitioning
        root.present(sheet, animated: false)

        let presentation = try XCTUnwrap(sheet.presentationController as? HalfSheetPresentationController)
        let container = try XCTUnwrap(presentation.containerView)
        XCTAssertEqual(sheet.view.frame, CGRect(x: 0, y: 422, width: 390, height: 422))
        XCTAssertEqual(container.subviews.first, presentation.dimmingView)
        XCTAssertEqual(presentation.dimmingView.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(presentation.size(forChildContentContainer: sheet, withParentContainerSize: container.bounds.size),
                       CGSize(width: 390, height: 422))

        sheet.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(presentation.dimmingView.superview)
        XCTAssertNil(container.superview)
        withExtendedLifetime(window) {}
    }
}
