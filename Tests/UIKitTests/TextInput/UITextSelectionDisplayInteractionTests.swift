import XCTest
@testable import UIKit
import UIKitTesting

/// UITextSelectionDisplayInteraction (iOS 17): the system's cursor, highlight and handles
/// placed from a text input's selection, shown only while activated.
@MainActor
final class UITextSelectionDisplayInteractionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Delegate: UITextSelectionDisplayInteractionDelegate {
        var below: UIView?
        func selectionContainerViewBelowText(for interaction: UITextSelectionDisplayInteraction) -> UIView? { below }
    }

    private func makeField() -> (UIWindow, UIView, UITextField) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        window.makeKeyAndVisible()
        let host = UIView(frame: CGRect(x: 10, y: 20, width: 340, height: 100))
        window.addSubview(host)
        let field = UITextField(frame: CGRect(x: 10, y: 30, width: 300, height: 34))
        field.text = "hello world"
        host.addSubview(field)
        window.layoutIfNeeded()
        return (window, host, field)
    }

    func testTheCursorSitsOnTheCaretAndBlinksWhileActivated() async {
        let (window, host, field) = makeField()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        let interaction = UITextSelectionDisplayInteraction(textInput: field, delegate: delegate)
        XCTAssertFalse(interaction.isActivated)
        XCTAssertTrue(interaction.textInput === field)
        host.addInteraction(interaction)
        XCTAssertTrue(interaction.view === host)
        XCTAssertTrue(interaction.cursorView is UIStandardTextCursorView)
        XCTAssertTrue(interaction.cursorView.isHidden, "hidden until activated")
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.position(from: field.beginningOfDocument, offset: 5)!,
                                                  to: field.position(from: field.beginningOfDocument, offset: 5)!)
        interaction.isActivated = true
        let caret = field.convert(field.caretRect(for: field.selectedTextRange!.start), to: host)
        XCTAssertEqual(interaction.cursorView.frame, caret)
        XCTAssertTrue(interaction.cursorView.superview === host)
        XCTAssertFalse(interaction.cursorView.isHidden)
        XCTAssertTrue(interaction.cursorView.isBlinking)
        XCTAssertTrue(interaction.highlightView.isHidden)
        XCTAssertTrue(interaction.handleViews.allSatisfy(\.isHidden))
        interaction.isActivated = false
        XCTAssertTrue(interaction.cursorView.isHidden)
        XCTAssertFalse(interaction.cursorView.isBlinking)
    }

    func testARangeShowsTheHighlightAndBothHandles() async {
        let (window, host, field) = makeField()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        let below = UIView(frame: host.bounds)
        host.insertSubview(below, at: 0)
        delegate.below = below
        let interaction = UITextSelectionDisplayInteraction(textInput: field, delegate: delegate)
        host.addInteraction(interaction)
        XCTAssertTrue(interaction.highlightView.superview === below, "the delegate's container below the text")
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument,
                                                  to: field.position(from: field.beginningOfDocument, offset: 5)!)
        interaction.isActivated = true
        XCTAssertTrue(interaction.cursorView.isHidden)
        XCTAssertFalse(interaction.highlightView.isHidden)
        let expected = field.selectionRects(for: field.selectedTextRange!).map { field.convert($0.rect, to: below) }
        XCTAssertEqual(interaction.highlightView.selectionRects.map(\.rect), expected)
        XCTAssertEqual(interaction.handleViews.map(\.direction), [.leading, .trailing])
        // `below` covers the host at its origin: its coordinates are the host's.
        let first = expected.first!, last = expected.last!
        let start = interaction.handleViews[0].frame, end = interaction.handleViews[1].frame
        XCTAssertEqual(start.midX, first.minX, accuracy: 0.001, "the start handle on the selection's leading edge")
        XCTAssertLessThan(start.minY, first.minY, "its knob above the line")
        XCTAssertEqual(end.midX, last.maxX, accuracy: 0.001)
        XCTAssertGreaterThan(end.maxY, last.maxY, "the end's knob below the line")
        // A caret again: the range's views hide.
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        interaction.setNeedsSelectionUpdate()
        XCTAssertTrue(interaction.highlightView.isHidden)
        XCTAssertFalse(interaction.cursorView.isHidden)
    }

    func testReplacingTheCursorViewInstallsTheNewOne() async {
        let (window, host, field) = makeField()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        let interaction = UITextSelectionDisplayInteraction(textInput: field, delegate: delegate)
        host.addInteraction(interaction)
        let old = interaction.cursorView
        let custom = UIStandardTextCursorView(frame: .zero)
        interaction.cursorView = custom
        XCTAssertNil(old.superview)
        XCTAssertTrue(custom.superview === host)
        host.removeInteraction(interaction)
        XCTAssertNil(custom.superview)
    }

    func testTheStandardCursorBlinksOnTheFrameworkClock() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let cursor = UIStandardTextCursorView(frame: CGRect(x: 10, y: 10, width: 2, height: 20))
        window.addSubview(cursor)
        XCTAssertFalse(cursor.isBlinking)
        XCTAssertTrue(cursor.isBarShown)
        cursor.isBlinking = true
        XCTAssertTrue(cursor.isBarShown)
        InputSimulator(window: window).advance(by: 0.55)
        XCTAssertFalse(cursor.isBarShown, "hidden half a second later")
        cursor.resetBlinkAnimation()
        XCTAssertTrue(cursor.isBarShown, "solid again after a reset")
        cursor.isBlinking = false
        InputSimulator(window: window).advance(by: 0.55)
        XCTAssertTrue(cursor.isBarShown, "solid while not blinking")
    }
}
