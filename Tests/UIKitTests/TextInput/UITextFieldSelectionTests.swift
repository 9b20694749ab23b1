import XCTest
import UIKit
import UIKitTesting

/// The caret and selection: typing at the caret, grapheme-cluster moves and deletion, the
/// hardware editing keys, UITextInput positions and ranges, marked text.
@MainActor
final class UITextFieldSelectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func editingField(_ text: String) -> (UIWindow, UITextField, InputSimulator) {
        let fixture = TextFieldFixture.make()
        fixture.1.autocapitalizationType = .none
        fixture.1.text = text
        XCTAssertTrue(fixture.1.becomeFirstResponder())
        return fixture
    }

    private func select(_ field: UITextField, _ location: Int, _ length: Int) {
        let start = field.position(from: field.beginningOfDocument, offset: location)!
        let end = field.position(from: start, offset: length)!
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    func testBeginningEditingPutsTheCaretAtTheEnd() async {
        let (window, field, _) = editingField("hello")
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 5, length: 0))
    }

    func testTypingInsertsAtTheCaret() async {
        let (window, field, input) = editingField("held")
        defer { withExtendedLifetime(window) {} }
        select(field, 3, 0)
        input.typeText("l")
        input.typeText("o")
        XCTAssertEqual(field.text, "hellod")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 5, length: 0))
    }

    func testTypingReplacesTheSelection() async {
        let (window, field, input) = editingField("hello world")
        defer { withExtendedLifetime(window) {} }
        select(field, 6, 5)
        input.typeText("there")
        XCTAssertEqual(field.text, "hello there")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 11, length: 0))
    }

    func testBackspaceDeletesAWholeEmojiSequence() async {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"   // ZWJ sequence, 8 UTF-16 units
        let (window, field, input) = editingField("a" + family)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 9)
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
    }

    /// UIKit: a flag goes whole; a decomposed accent goes first, then its letter.
    func testBackspaceDeletesAFlagWholeAndADecomposedAccentByCodePoint() async {
        let (window, field, input) = editingField("e\u{301}\u{1F1EB}\u{1F1F7}")
        defer { withExtendedLifetime(window) {} }
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "e\u{301}")
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "e")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "")
        input.pressKey(.keyboardDeleteOrBackspace)   // nothing left: no change, no crash
        XCTAssertEqual(field.text, "")
    }

    func testBackspaceDeletesTheSelection() async {
        let (window, field, input) = editingField("abcdef")
        defer { withExtendedLifetime(window) {} }
        select(field, 1, 3)
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "aef")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
    }

    func testArrowsMoveByGraphemeClusterAndShiftExtends() async {
        let thumbs = "\u{1F44D}\u{1F3FD}"   // emoji with skin tone: 4 UTF-16 units, one cluster
        let (window, field, input) = editingField("a" + thumbs + "b")
        defer { withExtendedLifetime(window) {} }
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 5, length: 0))
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 4))
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 5))
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 4))
        // Without Shift a selection collapses to the side the arrow points to.
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardLeftArrow)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0))
    }

    func testShiftLeftFromTheCaretExtendsBackwards() async {
        let (window, field, input) = editingField("abcd")
        defer { withExtendedLifetime(window) {} }
        select(field, 2, 0)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        input.pressKey(.keyboardLeftArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 2))
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 1))
    }

    func testHomeEndAndSelectAll() async {
        let (window, field, input) = editingField("abc")
        defer { withExtendedLifetime(window) {} }
        input.pressKey(.keyboardHome)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0))
        input.pressKey(.keyboardEnd, modifierFlags: .shift)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
        input.pressKey(.keyboardLeftArrow)
        input.pressKey(.keyboardA, modifierFlags: .control)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
        XCTAssertEqual(field.text, "abc")
        input.pressKey(.keyboardA, modifierFlags: .command)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
    }

    func testForwardDeleteRemovesTheClusterAfterTheCaret() async {
        let (window, field, input) = editingField("a\u{1F1EF}\u{1F1F5}b")
        defer { withExtendedLifetime(window) {} }
        select(field, 1, 0)
        input.pressKey(.keyboardDeleteForward)
        XCTAssertEqual(field.text, "ab")
    }

    func testSelectionChangesReportDidChangeSelection() async {
        let (window, field, input) = editingField("abc")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        input.pressKey(.keyboardLeftArrow)
        select(field, 0, 1)
        XCTAssertEqual(recorder.log, ["didChangeSelection", "didChangeSelection"])
    }

    func testSelectedTextRangeIsClampedToTheTextAndClusterBoundaries() async {
        let (window, field, _) = editingField("a\u{1F600}b")   // the emoji is 2 UTF-16 units
        defer { withExtendedLifetime(window) {} }
        // Offsets through position(from:offset:) stay in the document; out of it: nil.
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: 5))
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: -1))
        let inside = field.position(from: field.beginningOfDocument, offset: 2)!   // inside the emoji
        field.selectedTextRange = field.textRange(from: inside, to: inside)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
        field.selectedTextRange = nil
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
    }

    func testPositionsOffsetsAndComparison() async {
        let (window, field, _) = editingField("hello")
        defer { withExtendedLifetime(window) {} }
        let start = field.beginningOfDocument, end = field.endOfDocument
        XCTAssertEqual(field.offset(from: start, to: end), 5)
        XCTAssertEqual(field.compare(start, to: end), .orderedAscending)
        XCTAssertEqual(field.compare(end, to: start), .orderedDescending)
        XCTAssertEqual(field.compare(end, to: field.position(from: start, offset: 5)!), .orderedSame)
        let range = field.textRange(from: field.position(from: start, offset: 1)!, to: field.position(from: start, offset: 4)!)!
        XCTAssertEqual(field.text(in: range), "ell")
        XCTAssertFalse(range.isEmpty)
        XCTAssertEqual(field.offset(from: start, to: field.position(from: end, in: .left, offset: 2)!), 3)
        XCTAssertEqual(field.offset(from: start, to: field.position(within: range, farthestIn: .right)!), 4)
    }

    func testReplaceIsAnEditByTheUser() async {
        let (window, field, _) = editingField("hello")
        defer { withExtendedLifetime(window) {} }
        let recorder = TextFieldRecorder(field)
        defer { recorder.stopObserving() }
        let range = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 1)!)!
        field.replace(range, withText: "J")
        XCTAssertEqual(field.text, "Jello")
        XCTAssertEqual(recorder.log, ["shouldChange(0,1,J)", "didChangeSelection", "editingChanged", "didChangeNotification"])
    }

    func testMarkedTextIsReplacedWhileComposingThenCommitted() async {
        let (window, field, _) = editingField("a")
        defer { withExtendedLifetime(window) {} }
        field.setMarkedText("ㅂ", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(field.text, "aㅂ")
        var marked = field.markedTextRange!
        XCTAssertEqual(field.text(in: marked), "ㅂ")
        field.setMarkedText("바", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(field.text, "a바")
        marked = field.markedTextRange!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: marked.start), 1)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
        field.unmarkText()
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(field.text, "a바")
    }

    func testCaretRectsFollowTheText() async {
        let (window, field, _) = editingField("")
        defer { withExtendedLifetime(window) {} }
        let emptyCaret = field.caretRect(for: field.beginningOfDocument)
        let textRect = field.editingRect(forBounds: field.bounds)
        XCTAssertEqual(emptyCaret.minX, textRect.minX)
        XCTAssertEqual(emptyCaret.width, 2)
        XCTAssertEqual(emptyCaret.midY, field.bounds.midY, accuracy: 0.01)
        field.text = "mmm"
        let carets = (0...3).map { field.caretRect(for: field.position(from: field.beginningOfDocument, offset: $0)!).midX }
        // The caret is centered on its position, kept inside the editing rect at the start.
        XCTAssertEqual(carets[0], textRect.minX + 1, accuracy: 0.01)
        let advance = carets[2] - carets[1]
        XCTAssertGreaterThan(advance, 8)
        XCTAssertEqual(carets[1] - textRect.minX, advance, accuracy: 0.01)
        XCTAssertEqual(carets[3] - carets[2], advance, accuracy: 0.01)
        // The caret view sits at the caret for the selection.
        field.layoutIfNeeded()
        XCTAssertEqual(field.caretRect(for: field.endOfDocument).midX, carets[3], accuracy: 0.01)
    }

    func testClosestPositionAndCharacterRangeAtAPoint() async {
        let (window, field, _) = editingField("mmmm")
        defer { withExtendedLifetime(window) {} }
        let second = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
        let position = field.closestPosition(to: CGPoint(x: second.midX + 2, y: field.bounds.midY))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: position), 2)
        let range = field.characterRange(at: CGPoint(x: second.midX + 3, y: field.bounds.midY))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: range.start), 2)
        XCTAssertEqual(field.offset(from: range.start, to: range.end), 1)
        let far = field.closestPosition(to: CGPoint(x: 1000, y: 0))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: far), 4)
    }

    func testTapPlacesTheCaretNearTheTap() async {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "mmmmmm"
        XCTAssertTrue(field.becomeFirstResponder())
        let third = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 3)!)
        input.tap(at: field.convert(CGPoint(x: third.midX + 1, y: field.bounds.midY), to: window))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
    }

    func testSelectionRectsAndFirstRect() async {
        let (window, field, _) = editingField("mmmm")
        defer { withExtendedLifetime(window) {} }
        let start = field.position(from: field.beginningOfDocument, offset: 1)!
        let end = field.position(from: field.beginningOfDocument, offset: 3)!
        let range = field.textRange(from: start, to: end)!
        let rects = field.selectionRects(for: range)
        XCTAssertEqual(rects.count, 1)
        XCTAssertEqual(rects[0].rect.minX, field.caretRect(for: start).midX, accuracy: 0.01)
        XCTAssertEqual(rects[0].rect.maxX, field.caretRect(for: end).midX, accuracy: 0.01)
        XCTAssertEqual(field.firstRect(for: range), rects[0].rect)
    }

    func testTokenizerFindsWords() async {
        let (window, field, _) = editingField("hello big world")
        defer { withExtendedLifetime(window) {} }
        let inside = field.position(from: field.beginningOfDocument, offset: 7)!
        let word = field.tokenizer.rangeEnclosingPosition(inside, with: .word, inDirection: .storage(.forward))!
        XCTAssertEqual(field.text(in: word), "big")
        XCTAssertTrue(field.tokenizer.isPosition(word.end, atBoundary: .word, inDirection: .storage(.forward)))
        let next = field.tokenizer.position(from: inside, toBoundary: .word, inDirection: .storage(.forward))!
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: next), 9)
    }

    func testSecureFieldShowsOneBulletPerCluster() async {
        let (window, field, _) = editingField("")
        defer { withExtendedLifetime(window) {} }
        field.isSecureTextEntry = true
        field.text = "ab\u{1F600}"
        let bullets = UITextField(frame: field.frame)
        bullets.text = "\u{2022}\u{2022}\u{2022}"
        bullets.borderStyle = .roundedRect
        window.addSubview(bullets)
        // The caret after the third cluster is where it is after three bullets.
        XCTAssertTrue(field.becomeFirstResponder())
        let secureEnd = field.caretRect(for: field.endOfDocument)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 4)
        XCTAssertEqual(secureEnd.minX, bullets.caretRect(for: bullets.endOfDocument).minX, accuracy: 0.01)
        XCTAssertEqual(field.text, "ab\u{1F600}")
    }
}
