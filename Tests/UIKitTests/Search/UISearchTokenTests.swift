import XCTest
import UIKit
import UIKitTesting

/// Search tokens: the document order (tokens, then the text), the text rect after the
/// capsules, Backspace selecting then deleting a token, typing over a selected token, and the
/// capsules' pixels.
@MainActor
final class UISearchTokenTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeField(text: String = "") -> (UIWindow, UISearchTextField, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 200))
        window.makeKeyAndVisible()
        let field = UISearchTextField(frame: CGRect(x: 20, y: 40, width: 300, height: 36))
        field.autocapitalizationType = .none
        field.text = text
        window.addSubview(field)
        window.layoutIfNeeded()
        return (window, field, InputSimulator(window: window))
    }

    private func tokenWidth(_ text: String, in field: UISearchTextField) -> CGFloat {
        text.size(withAttributes: [.font: field.font!]).width.rounded(.up) + 12
    }

    func testTokensComeBeforeTheTextInTheDocument() async {
        let (window, field, _) = makeField(text: "cat")
        defer { withExtendedLifetime(window) {} }
        let a = UISearchToken(icon: nil, text: "Photos")
        let b = UISearchToken(icon: UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in }, text: "Ann")
        b.representedObject = 42
        field.insertToken(b, at: 0)
        field.insertToken(a, at: 0)
        XCTAssertEqual(field.tokens, [a, b])
        XCTAssertEqual(field.tokens[1].representedObject as? Int, 42)
        XCTAssertEqual(field.text, "cat")
        XCTAssertTrue(field.beginningOfDocument.isEqual(field.positionOfToken(at: 0)))
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 5)
        XCTAssertEqual(field.offset(from: field.positionOfToken(at: 1), to: field.textualRange.start), 1)
        XCTAssertEqual(field.compare(field.positionOfToken(at: 1), to: field.textualRange.start), .orderedAscending)
        XCTAssertEqual(field.compare(field.endOfDocument, to: field.positionOfToken(at: 0)), .orderedDescending)
        let all = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)!
        XCTAssertEqual(field.text(in: all), "\u{FFFC}\u{FFFC}cat")
        XCTAssertEqual(field.text(in: field.textualRange), "cat")
        XCTAssertEqual(field.tokens(in: all), [a, b])
        XCTAssertEqual(field.tokens(in: field.textRange(from: field.positionOfToken(at: 1), to: field.endOfDocument)!), [b])
        XCTAssertEqual(field.tokens(in: field.textualRange), [])
        let stepped = field.position(from: field.positionOfToken(at: 0), offset: 3)!
        XCTAssertEqual(field.offset(from: field.textualRange.start, to: stepped), 1)
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: -1))
        XCTAssertNil(field.position(from: field.beginningOfDocument, offset: 6))
        XCTAssertTrue(field.hasText)
        field.removeToken(at: 0)
        XCTAssertEqual(field.tokens, [b])
        field.tokens = []
        XCTAssertEqual(field.tokens, [])
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.endOfDocument), 3)
    }

    func testTheTextStartsAfterTheTokensCapsules() async {
        let (window, field, _) = makeField()
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30)
        field.tokens = [UISearchToken(icon: nil, text: "Photos"), UISearchToken(icon: nil, text: "Ann")]
        let width = tokenWidth("Photos", in: field) + 4 + tokenWidth("Ann", in: field) + 4
        XCTAssertEqual(field.textRect(forBounds: field.bounds).minX, 30 + width)
        XCTAssertEqual(field.editingRect(forBounds: field.bounds).minX, 30 + width)
        field.becomeFirstResponder()
        XCTAssertEqual(field.caretRect(for: field.textualRange.start).minX, 30 + width)
    }

    func testBackspaceAtTheTextsStartSelectsThenDeletesTheLastToken() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let a = UISearchToken(icon: nil, text: "A"), b = UISearchToken(icon: nil, text: "B")
        field.tokens = [a, b]
        field.becomeFirstResponder()
        let recorder = TextFieldRecorder(field)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.tokens, [a, b])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 1))
        XCTAssertEqual(field.tokens(in: field.selectedTextRange!), [b])
        XCTAssertEqual(recorder.log, ["didChangeSelection"])
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.tokens, [a])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
        XCTAssertEqual(recorder.log, ["didChangeSelection", "editingChanged", "didChangeNotification"])
        input.pressKey(.keyboardDeleteOrBackspace)
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.tokens, [])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0))
        XCTAssertFalse(field.hasText)
    }

    func testBackspaceInTheTextDeletesTextNotTokens() async {
        let (window, field, input) = makeField(text: "ab")
        defer { withExtendedLifetime(window) {} }
        field.tokens = [UISearchToken(icon: nil, text: "A")]
        field.becomeFirstResponder()
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.text, "a")
        XCTAssertEqual(field.tokens.count, 1)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 2, length: 0))
    }

    func testTypingOverASelectedTokenReplacesIt() async {
        let (window, field, input) = makeField(text: "og")
        defer { withExtendedLifetime(window) {} }
        let token = UISearchToken(icon: nil, text: "Photos")
        field.tokens = [token]
        field.becomeFirstResponder()
        // UIKit: no insertion point before a token; an empty range there selects it.
        field.selectedTextRange = field.textRange(from: field.positionOfToken(at: 0), to: field.positionOfToken(at: 0))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 1))
        XCTAssertEqual(field.tokens(in: field.selectedTextRange!), [token])
        input.typeText("d")
        XCTAssertEqual(field.tokens, [])
        XCTAssertEqual(field.text, "dog")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
    }

    func testASelectionFromATokenIntoTheText() async {
        let (window, field, _) = makeField(text: "dog")
        defer { withExtendedLifetime(window) {} }
        let token = UISearchToken(icon: nil, text: "Photos")
        field.tokens = [token]
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.textualRange.start, offset: 2)!)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 3))
        XCTAssertEqual(field.text(in: field.selectedTextRange!), "\u{FFFC}do")
        field.deleteBackward()
        XCTAssertEqual(field.tokens, [])
        XCTAssertEqual(field.text, "g")
        // A selection in the text alone leaves the tokens unselected.
        field.tokens = [token]
        field.selectedTextRange = field.textualRange
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 1))
        XCTAssertEqual(field.tokens(in: field.selectedTextRange!), [])
    }

    func testUsersCannotDeleteTokensWhenNotAllowed() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        field.tokens = [UISearchToken(icon: nil, text: "A")]
        field.allowsDeletingTokens = false
        XCTAssertFalse(field.allowsDeletingTokens)
        field.becomeFirstResponder()
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.tokens.count, 1)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 1, length: 0))
        field.removeToken(at: 0)
        XCTAssertEqual(field.tokens, [])
    }

    func testReplaceTextualPortionMakesATokenAndSelectsIt() async {
        let (window, field, _) = makeField(text: "red car")
        defer { withExtendedLifetime(window) {} }
        field.becomeFirstResponder()
        let recorder = TextFieldRecorder(field)
        let token = UISearchToken(icon: nil, text: "Red")
        let red = field.textRange(from: field.textualRange.start, to: field.position(from: field.textualRange.start, offset: 4)!)!
        field.replaceTextualPortion(of: red, with: token, at: 0)
        XCTAssertEqual(field.text, "car")
        XCTAssertEqual(field.tokens, [token])
        XCTAssertEqual(field.tokens(in: field.selectedTextRange!), [token])
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 1))
        // A change in code: no delegate question and no editing event.
        XCTAssertFalse(recorder.log.contains { $0.hasPrefix("shouldChange") || $0 == "editingChanged" })
    }

    func testATapOnATokenSelectsIt() async {
        let (window, field, input) = makeField(text: "x")
        defer { withExtendedLifetime(window) {} }
        let a = UISearchToken(icon: nil, text: "Photos"), b = UISearchToken(icon: nil, text: "Ann")
        field.tokens = [a, b]
        field.becomeFirstResponder()
        let x = 20 + 30 + tokenWidth("Photos", in: field) + 4 + 5
        input.tap(at: CGPoint(x: x, y: 58))
        XCTAssertEqual(field.tokens(in: field.selectedTextRange!), [b])
        input.advance(by: 1)
        // A tap after the text (short of the clear button) puts the caret at its end.
        input.tap(at: CGPoint(x: 20 + field.editingRect(forBounds: field.bounds).minX + 40, y: 58))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))
    }

    func testTokensAreCapsulesOfTheTokenColorAndTheTintWhenSelected() async {
        let (window, field, _) = makeField()
        defer { withExtendedLifetime(window) {} }
        field.tokens = [UISearchToken(icon: nil, text: "Photos")]
        XCTAssertEqual(field.tokenBackgroundColor, .systemGray4)
        field.tokenBackgroundColor = .red
        field.tintColor = .blue
        func render() -> UIImage {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return UIGraphicsImageRenderer(bounds: field.bounds, format: format).image { _ in field.draw(field.bounds) }
        }
        let height = (field.font!.lineHeight + 4).rounded(.up)
        let top = Int(((36 - height) / 2).rounded())
        let width = Int(tokenWidth("Photos", in: field))
        var image = render()
        // In the capsule's padding, beside its rounded end; outside it at the corner.
        XCTAssertEqual(image.pixel(30 + 4, 18), Pixel(255, 0, 0, 255))
        XCTAssertEqual(image.pixel(30 + width - 4, 18), Pixel(255, 0, 0, 255))
        XCTAssertNotEqual(image.pixel(30, top), Pixel(255, 0, 0, 255))
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.positionOfToken(at: 0), to: field.textualRange.start)
        image = render()
        XCTAssertEqual(image.pixel(30 + 4, 18), Pixel(0, 0, 255, 255))
        field.tokenBackgroundColor = nil
        XCTAssertEqual(field.tokenBackgroundColor, .systemGray4)
    }
}
