import XCTest
import UIKit
import UIKitTesting

/// Dragging over an editing field selects.
@MainActor
final class UITextFieldDragSelectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDraggingSelectsFromWhereTheTouchBegan() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "mmmmmmmm"
        field.becomeFirstResponder()
        func point(_ offset: Int) -> CGPoint {
            let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
            return field.convert(CGPoint(x: caret.midX, y: field.bounds.midY), to: window)
        }
        input.drag(from: point(5), to: point(2))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 3))
        XCTAssertTrue(field.isFirstResponder)
        // A tap afterwards places the caret again.
        input.advance(by: 1)
        input.tap(at: point(6))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 6, length: 0))
    }
}
