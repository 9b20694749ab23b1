import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ScrollViewKeyboardDismissTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A 320 × 480 scroll view over 2,000 pt of content holding a text field that is editing.
    private func makeScrollView(_ mode: UIScrollView.KeyboardDismissMode) -> (UIScrollView, UITextField, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        scrollView.keyboardDismissMode = mode
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        scrollView.addSubview(field)
        window.addSubview(scrollView)
        window.layoutIfNeeded()
        XCTAssertTrue(field.becomeFirstResponder())
        return (scrollView, field, InputSimulator(window: window))
    }

    func testDefaultIsNone() async {
        XCTAssertEqual(UIScrollView().keyboardDismissMode, .none)
        XCTAssertEqual(UIScrollView.KeyboardDismissMode.interactiveWithAccessory.rawValue, 4)
    }

    /// UIKit: `.onDrag` dismisses the keyboard as the drag begins (the field resigns).
    func testOnDragResignsTheEditingFieldWhenADragBegins() async {
        let (scrollView, field, input) = makeScrollView(.onDrag)
        input.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        XCTAssertGreaterThan(scrollView.contentOffset.y, 100)
        XCTAssertFalse(field.isFirstResponder)
        input.advance(by: 5)
    }

    func testOnDragWithAccessoryResignsToo() async {
        let (_, field, input) = makeScrollView(.onDragWithAccessory)
        input.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
        XCTAssertFalse(field.isFirstResponder)
        input.advance(by: 5)
    }

    /// `.none` keeps the field editing; `.interactive` follows the finger into an on-screen
    /// keyboard, which never shows here, so it keeps it too.
    func testNoneAndInteractiveKeepTheField() async {
        for mode in [UIScrollView.KeyboardDismissMode.none, .interactive] {
            let (scrollView, field, input) = makeScrollView(mode)
            input.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200))
            XCTAssertGreaterThan(scrollView.contentOffset.y, 100, "\(mode)")
            XCTAssertTrue(field.isFirstResponder, "\(mode)")
            field.resignFirstResponder()
            input.advance(by: 5)
        }
    }
}
