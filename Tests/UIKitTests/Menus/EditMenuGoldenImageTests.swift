import XCTest
import UIKit
import UIKitTesting

/// A reviewed rendering of the text edit menu above a selection.
@MainActor
final class EditMenuGoldenImageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testEditMenuAboveASelection() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        window.backgroundColor = .systemGroupedBackground
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 20, y: 70, width: 260, height: 34))
        field.borderStyle = .roundedRect
        field.text = "Copy this word"
        window.addSubview(field)
        window.layoutIfNeeded()
        UIPasteboard.general.string = "clip"
        field.becomeFirstResponder()
        let start = field.position(from: field.beginningOfDocument, offset: 5)!
        field.selectedTextRange = field.textRange(from: start, to: field.position(from: start, offset: 4)!)
        let caret = field.caretRect(for: field.position(from: start, offset: 2)!)
        InputSimulator(window: window).secondaryClick(at: field.convert(CGPoint(x: caret.midX, y: caret.midY), to: window))
        window.layoutIfNeeded()
        XCTAssertNil(Snapshot.verify(window, named: "edit-menu", scale: 2))
    }
}
