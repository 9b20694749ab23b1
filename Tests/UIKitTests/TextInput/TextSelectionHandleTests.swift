import XCTest
@testable import UIKit
import UIKitTesting

/// Selection handles and the loupe: a selection made with a finger shows two handles
/// (lollipops at its ends); dragging either moves that end, with the loupe above the moving
/// end while the finger is down; a caret placed with a finger can be dragged; a selection made
/// with a pointer or the keyboard shows no handles.
@MainActor
final class TextSelectionHandleTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let text = "one two\nthree four five\nsix"

    /// A point inside "four" (second paragraph), in window coordinates.
    private func pointInFour() -> CGPoint {
        CGPoint(x: 5 + TextViewFixture.size("three fo").width, y: 8 + TextViewFixture.lineHeight * 1.5)
    }

    /// The middle of the caret at `offset`, in window coordinates.
    private func caretMiddle(_ offset: Int, in textView: UITextView) -> CGPoint {
        let caret = textView.caretRect(for: textView.position(at: offset))
        return textView.convert(CGPoint(x: caret.midX, y: caret.midY), to: textView.window)
    }

    private func knob(_ handle: TextSelectionHandleView, in view: UIView) -> CGPoint {
        view.convert(handle.knobCenter!, to: view.window)
    }

    private func moved(_ point: CGPoint, by vector: CGVector) -> CGPoint {
        CGPoint(x: point.x + vector.dx, y: point.y + vector.dy)
    }

    /// Finger 50 down at `start`, moved to `end` in six steps, not lifted.
    private func fingerDrag(_ input: InputSimulator, from start: CGPoint, to end: CGPoint) {
        input.touchDown(50, at: start)
        for step in 1...6 {
            input.advance(by: 0.03)
            let t = CGFloat(step) / 6
            input.touchMove(50, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    func testADoubleTapWithAFingerShowsTwoHandlesAtTheSelectionsEnds() async throws {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        input.doubleTap(at: pointInFour())
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 4))
        let handles = try XCTUnwrap(textView.selectionHandlesStorage)
        XCTAssertTrue(handles.startHandle.superview === textView)
        XCTAssertTrue(handles.endHandle.superview === textView)
        XCTAssertNil(handles.caretHandle.superview, "no caret handle over a selection")
        let start = textView.caretRect(for: textView.position(at: 14))
        let end = textView.caretRect(for: textView.position(at: 18))
        // Lollipops: the start's knob above its line, the end's below.
        XCTAssertEqual(handles.startHandle.knobCenter!.x, start.midX, accuracy: 0.001)
        XCTAssertEqual(handles.startHandle.knobCenter!.y, start.minY - TextSelectionHandleView.knobDiameter / 2, accuracy: 0.001)
        XCTAssertEqual(handles.endHandle.knobCenter!.x, end.midX, accuracy: 0.001)
        XCTAssertEqual(handles.endHandle.knobCenter!.y, end.maxY + TextSelectionHandleView.knobDiameter / 2, accuracy: 0.001)
        // The handle's frame holds the bar and knob, with room for a finger around them.
        let margin = TextSelectionHandleView.touchMargin, knob = TextSelectionHandleView.knobDiameter
        XCTAssertEqual(handles.endHandle.frame, CGRect(x: end.midX - knob / 2 - margin, y: end.minY - margin,
                                                       width: knob + 2 * margin, height: end.height + knob + 2 * margin))
        // Drawn in the tint color: the knob's center pixel.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: handles.endHandle.bounds, format: format).image { context in
            handles.endHandle.layer.render(in: context.cgContext)
        }
        let center = handles.endHandle.convert(handles.endHandle.knobCenter!, from: textView)
        let pixel = image.pixel(Int(center.x), Int(center.y))
        let tint = textView.tintColor.resolvedColor(with: textView.traitCollection)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        tint.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(Double(pixel.r), Double(red * 255), accuracy: 2)
        XCTAssertEqual(Double(pixel.g), Double(green * 255), accuracy: 2)
        XCTAssertEqual(Double(pixel.b), Double(blue * 255), accuracy: 2)
        XCTAssertEqual(pixel.a, 255)
    }

    func testDraggingTheEndHandleExtendsTheSelectionWithTheLoupeAboveIt() async throws {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        input.doubleTap(at: pointInFour())
        input.advance(by: 1)
        let handles = try XCTUnwrap(textView.selectionHandlesStorage)
        // Move the knob by as much as the caret moves from after "four" to after "fi".
        let from = knob(handles.endHandle, in: textView)
        let shift = CGVector(dx: caretMiddle(21, in: textView).x - caretMiddle(18, in: textView).x, dy: 0)
        fingerDrag(input, from: from, to: moved(from, by: shift))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 7))
        // The loupe: in the window, above the moving end's line, centered on its caret.
        XCTAssertTrue(handles.loupe.superview === window)
        let caret = textView.convert(textView.caretRect(for: textView.position(at: 21)), to: window)
        XCTAssertEqual(handles.loupe.frame.midX, caret.midX, accuracy: 0.001)
        // Above the line, kept inside the window (here the line is near the window's top).
        XCTAssertEqual(handles.loupe.frame.maxY, max(caret.minY - TextLoupeView.gap, TextLoupeView.size.height), accuracy: 0.001)
        XCTAssertEqual(handles.loupe.frame.size, TextLoupeView.size)
        XCTAssertEqual(handles.loupe.focus, CGPoint(x: textView.caretRect(for: textView.position(at: 21)).midX,
                                                    y: textView.caretRect(for: textView.position(at: 21)).midY))
        XCTAssertEqual(textView.contentOffset, .zero, "the drag did not scroll the text view")
        // The loupe shows the text around the caret, magnified: dark glyph pixels inside it,
        // over a background that is the text view's.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let loupeImage = UIGraphicsImageRenderer(bounds: handles.loupe.bounds, format: format).image { context in
            handles.loupe.layer.render(in: context.cgContext)
        }
        var dark = 0
        for y in 8..<40 {
            for x in 20..<100 where Int(loupeImage.pixel(x, y).r) < 100 && loupeImage.pixel(x, y).a > 200 { dark += 1 }
        }
        XCTAssertGreaterThan(dark, 20, "glyphs are drawn in the loupe")
        input.touchUp(50)
        XCTAssertNil(handles.loupe.superview, "the loupe goes when the finger lifts")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 7))
        XCTAssertTrue(handles.endHandle.superview === textView, "the handles stay")
        XCTAssertEqual(handles.endHandle.knobCenter!.x, textView.caretRect(for: textView.position(at: 21)).midX, accuracy: 0.001)
    }

    func testTheStartHandleMovesTheStartAndNeverPassesTheEnd() async throws {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        input.doubleTap(at: pointInFour())
        input.advance(by: 1)
        let handles = try XCTUnwrap(textView.selectionHandlesStorage)
        // Up a line, to after "on" on the first line: the selection spans the line break.
        let from = knob(handles.startHandle, in: textView)
        let shift = CGVector(dx: caretMiddle(2, in: textView).x - caretMiddle(14, in: textView).x,
                            dy: caretMiddle(2, in: textView).y - caretMiddle(14, in: textView).y)
        input.drag(from: from, to: moved(from, by: shift))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 2, length: 16))
        // Past the end: the start stops one character before it.
        input.advance(by: 1)
        let again = knob(handles.startHandle, in: textView)
        let far = CGVector(dx: caretMiddle(23, in: textView).x - caretMiddle(2, in: textView).x,
                           dy: caretMiddle(23, in: textView).y - caretMiddle(2, in: textView).y)
        input.drag(from: again, to: moved(again, by: far))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 17, length: 1))
    }

    func testACaretPlacedWithAFingerCanBeDraggedWithTheLoupe() async throws {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        // A tap after "one" places the caret there.
        input.tap(at: caretMiddle(3, in: textView))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 3, length: 0))
        input.advance(by: 1)
        let handles = try XCTUnwrap(textView.selectionHandlesStorage)
        XCTAssertTrue(handles.caretHandle.superview === textView)
        XCTAssertNil(handles.startHandle.superview)
        let from = caretMiddle(3, in: textView)
        let to = caretMiddle(6, in: textView)
        fingerDrag(input, from: from, to: to)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
        XCTAssertTrue(handles.loupe.superview === window)
        input.touchUp(50)
        XCTAssertNil(handles.loupe.superview)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 6, length: 0))
    }

    func testAPointerOrKeyboardSelectionShowsNoHandles() async throws {
        let (window, textView, input) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        input.doubleTap(at: pointInFour())
        let handles = try XCTUnwrap(textView.selectionHandlesStorage)
        XCTAssertTrue(handles.endHandle.superview === textView)
        // Shift+Right extends the selection with the keyboard: the handles go.
        input.pressKey(.keyboardRightArrow, modifierFlags: .shift)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 14, length: 5))
        XCTAssertNil(handles.startHandle.superview)
        XCTAssertNil(handles.endHandle.superview)
        // A pointer drag selects without handles.
        input.advance(by: 1)
        let start = caretMiddle(0, in: textView), end = caretMiddle(3, in: textView)
        input.touchDown(1, at: start, type: .indirectPointer)
        for step in 1...4 {
            input.advance(by: 0.02)
            input.touchMove(1, to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 4, y: start.y))
        }
        input.touchUp(1)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 3))
        XCTAssertNil(handles.startHandle.superview)
        XCTAssertNil(handles.endHandle.superview)
        // Ending editing removes them too.
        input.advance(by: 1)
        input.doubleTap(at: pointInFour())
        XCTAssertTrue(handles.endHandle.superview === textView)
        textView.resignFirstResponder()
        XCTAssertNil(handles.startHandle.superview)
        XCTAssertNil(handles.endHandle.superview)
    }

    // MARK: Text field

    func testATextFieldsHandlesDragTheSelectionsEnds() async throws {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        func caretPoint(_ offset: Int) -> CGPoint {
            let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
            return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: window)
        }
        input.tap(at: caretPoint(8))
        input.advance(by: 1)
        input.doubleTap(at: caretPoint(8))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 6, length: 5))
        let handles = try XCTUnwrap(field.selectionHandlesStorage)
        XCTAssertTrue(handles.startHandle.superview === field)
        XCTAssertTrue(handles.endHandle.superview === field)
        let startCaret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!)
        XCTAssertEqual(handles.startHandle.knobCenter!.x, startCaret.midX, accuracy: 0.001)
        input.advance(by: 1)
        // The start handle dragged (by its bar, inside the field) to after "he".
        let bar = caretPoint(6)
        fingerDrag(input, from: bar, to: CGPoint(x: caretPoint(2).x, y: bar.y))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 9))
        XCTAssertTrue(handles.loupe.superview === window)
        input.touchUp(50)
        XCTAssertNil(handles.loupe.superview)
        input.advance(by: 1)
        // The end handle back to after "hello w".
        let end = caretPoint(11)
        input.drag(from: end, to: CGPoint(x: caretPoint(7).x, y: end.y))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 5))
        XCTAssertEqual(field.text(in: field.selectedTextRange!), "llo w")
    }
}
