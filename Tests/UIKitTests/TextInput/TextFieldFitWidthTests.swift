import XCTest
import UIKit
import UIKitTesting

/// `adjustsFontSizeToFitWidth` shrinks the laid-out line, while editing too: the caret, the
/// selection and hit-testing follow the shrunk glyphs.
@MainActor
final class TextFieldFitWidthTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheCaretAndSelectionShrinkWithTheText() async {
        let (window, field, input) = TextFieldFixture.make(borderStyle: .none)
        defer { withExtendedLifetime(window) {} }
        let text = String(repeating: "abcdefghij", count: 3)
        field.text = text
        field.becomeFirstResponder()
        let fullHeight = field.caretRect(for: field.endOfDocument).height
        let fullWidth = NSAttributedString(string: text, attributes: [.font: field.font!]).size().width
        let rect = field.editingRect(forBounds: field.bounds)
        XCTAssertGreaterThan(fullWidth, rect.width, "the text does not fit at full size")

        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 6
        let scale = rect.width / fullWidth
        let end = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(end.height, fullHeight * scale, accuracy: 1)
        XCTAssertEqual(end.maxX, rect.maxX, accuracy: 1.5, "the shrunk line ends at the rect's edge")
        XCTAssertEqual(field.caretRect(for: field.beginningOfDocument).minX, rect.minX)
        let all = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        let selection = field.selectionRects(for: all).first!.rect
        XCTAssertEqual(selection.width, rect.width, accuracy: 1.5)
        XCTAssertEqual(selection.height, end.height)
        // Hit-testing: the middle of the shrunk line is the middle of the text.
        let middle = field.closestPosition(to: CGPoint(x: rect.minX + rect.width / 2, y: end.midY))!
        XCTAssertTrue((14...16).contains(field.offset(from: field.beginningOfDocument, to: middle)))

        // Typing keeps it fitted.
        input.typeText("klmno")
        let after = field.caretRect(for: field.endOfDocument)
        XCTAssertLessThan(after.height, end.height)
        XCTAssertLessThanOrEqual(after.maxX, rect.maxX)

        // At the minimum size the line scrolls to the caret instead.
        field.minimumFontSize = 16
        let atMinimum = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(atMinimum.height, fullHeight * 16 / 17, accuracy: 1)
        XCTAssertLessThanOrEqual(atMinimum.maxX, rect.maxX)
        XCTAssertGreaterThan(atMinimum.maxX, rect.maxX - 4)
    }
}
