import XCTest
import UIKit
import UIKitTesting

/// `UIReferenceLibraryViewController`: no system dictionary on Linux.
@MainActor
final class UIReferenceLibraryViewControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func labels(in view: UIView) -> [String] {
        ((view as? UILabel)?.text.map { [$0] } ?? []) + view.subviews.flatMap(labels)
    }

    func testNoTermHasADefinitionAndThePresentedControllerSaysSo() async throws {
        XCTAssertFalse(UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: "apple"))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let reference = UIReferenceLibraryViewController(term: "apple")
        root.present(reference, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertTrue(root.presentedViewController === reference)
        window.layoutIfNeeded()
        XCTAssertTrue(labels(in: reference.view).contains("No definition found for \u{201C}apple\u{201D}."))
        let done = try XCTUnwrap(reference.view.subviews.compactMap { $0 as? UIButton }.first { $0.title(for: .normal) == "Done" })
        input.tap(done)
        ManualClock.advance(by: 1)
        XCTAssertNil(root.presentedViewController, "Done dismisses the controller")
    }
}
