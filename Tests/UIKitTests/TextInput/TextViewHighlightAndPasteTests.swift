import XCTest
import UIKit
import UIKitTesting

/// iOS 18 text highlights drawn by text views, and the iOS 11 text paste declarations
/// (`pasteDelegate`, `UITextPasteDelegate`'s defaults).
@MainActor
final class TextViewHighlightAndPasteTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class RecordingTextView: UITextView {
        var highlighted: [NSRange] = []
        var origins: [CGPoint] = []

        override func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {
            if let manager = textLayoutManager {
                let start = manager.offset(from: manager.documentRange.location, to: textRange.location)
                highlighted.append(NSRange(location: start, length: manager.offset(from: textRange.location, to: textRange.endLocation)))
            }
            origins.append(origin)
        }
    }

    private func text(highlighting range: NSRange, scheme: NSAttributedString.TextHighlightColorScheme? = nil) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Hello world",
                                             attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.black])
        text.addAttribute(.textHighlightStyle, value: NSAttributedString.TextHighlightStyle.default, range: range)
        if let scheme { text.addAttribute(.textHighlightColorScheme, value: scheme, range: range) }
        return text
    }

    private func count(_ image: UIImage, in rect: CGRect, _ predicate: (Pixel) -> Bool) -> Int {
        var total = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where predicate(image.pixel(x, y)) { total += 1 }
        }
        return total
    }

    private func rect(_ textView: UITextView, _ start: Int, _ end: Int) -> CGRect {
        textView.firstRect(for: textView.textRange(from: textView.position(from: textView.beginningOfDocument, offset: start)!,
                                                   to: textView.position(from: textView.beginningOfDocument, offset: end)!)!)
    }

    func testHighlightedTextIsDrawnOverABackground() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        textView.backgroundColor = .white
        textView.attributedText = text(highlighting: NSRange(location: 6, length: 5))
        window.addSubview(textView)
        window.layoutIfNeeded()
        // Purple over white (gray anti-aliasing has equal components).
        let tinted: (Pixel) -> Bool = { Int($0.b) - Int($0.g) > 20 && Int($0.r) - Int($0.g) > 15 }
        var image = Snapshot.image(of: textView)
        let world = rect(textView, 6, 11), hello = rect(textView, 0, 5)
        XCTAssertGreaterThan(count(image, in: world, tinted), 100, "the highlight's background")
        XCTAssertEqual(count(image, in: hello, tinted), 0)
        XCTAssertNotNil(textView.textHighlightAttributes[.backgroundColor])

        // The attributes' colors are laid over the highlighted characters.
        textView.textHighlightAttributes = [.backgroundColor: UIColor.yellow, .foregroundColor: UIColor.red]
        image = Snapshot.image(of: textView)
        XCTAssertGreaterThan(count(image, in: world) { $0.r > 200 && $0.g > 200 && $0.b < 100 }, 100, "the attributes' background")
        XCTAssertGreaterThan(count(image, in: world) { $0.r > 150 && $0.g < 110 && $0.b < 110 }, 10, "the attributes' text color")
        XCTAssertEqual(count(image, in: hello) { $0.r > 150 && $0.g < 110 && $0.b < 110 }, 0)

        // Nil restores the default; a color scheme other than the default uses its own color.
        textView.textHighlightAttributes = nil
        XCTAssertNotNil(textView.textHighlightAttributes[.backgroundColor])
        textView.attributedText = text(highlighting: NSRange(location: 6, length: 5), scheme: .blue)
        image = Snapshot.image(of: textView)
        XCTAssertGreaterThan(count(image, in: world) { Int($0.b) - Int($0.r) > 40 }, 100)
        XCTAssertEqual(count(image, in: world, tinted), 0, "not the default purple")
    }

    func testTheViewDrawsEachHighlightThroughItsOverridableMethod() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let textView = RecordingTextView(frame: CGRect(x: 0, y: 0, width: 240, height: 100))
        textView.attributedText = text(highlighting: NSRange(location: 0, length: 5))
        window.addSubview(textView)
        window.layoutIfNeeded()
        _ = Snapshot.image(of: textView)
        XCTAssertEqual(textView.highlighted.first, NSRange(location: 0, length: 5))
        XCTAssertEqual(textView.origins.first, CGPoint(x: textView.textContainerInset.left, y: textView.textContainerInset.top))
    }

    private final class PasteDelegate: NSObject, UITextPasteDelegate {}

    private final class Item: NSObject, UITextPasteItem {
        let itemProvider = NSItemProvider(object: "pasted" as NSString)
        var localObject: Any? { nil }
        var defaultAttributes: [NSAttributedString.Key: Any] { [:] }
        var result = "none"
        func setResult(string: String) { result = "string" }
        func setResult(attributedString string: NSAttributedString) { result = "attributed" }
        func setResult(attachment textAttachment: NSTextAttachment) { result = "attachment" }
        func setNoResult() { result = "no result" }
        func setDefaultResult() { result = "default" }
    }

    func testPasteDelegatesAreStoredAndTheirDefaultsPasteText() async throws {
        let textView = UITextView()
        let field = UITextField()
        var delegate: PasteDelegate? = PasteDelegate()
        textView.pasteDelegate = delegate
        field.pasteDelegate = delegate
        XCTAssertTrue(textView.pasteDelegate === delegate)
        let supporting: [any UITextPasteConfigurationSupporting] = [textView, field]
        XCTAssertEqual(supporting.count, 2)
        let droppable: any UITextDroppable = textView
        XCTAssertTrue(droppable.pasteDelegate === delegate)

        let item = Item()
        delegate?.textPasteConfigurationSupporting(textView, transform: item)
        XCTAssertEqual(item.result, "default", "UIKit: an item not transformed takes its default result")
        textView.text = "Hello world"
        let range = try XCTUnwrap(textView.textRange(from: textView.position(from: textView.beginningOfDocument, offset: 6)!,
                                                     to: textView.endOfDocument))
        let combined = try XCTUnwrap(delegate?.textPasteConfigurationSupporting(
            textView, combineItemAttributedStrings: [NSAttributedString(string: "there"), NSAttributedString(string: "!")], for: range))
        XCTAssertEqual(combined.string, "there!")
        let pasted = try XCTUnwrap(delegate?.textPasteConfigurationSupporting(textView, performPasteOf: combined, to: range))
        XCTAssertEqual(textView.text, "Hello there!")
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: pasted.start), 6)
        XCTAssertEqual(textView.offset(from: textView.beginningOfDocument, to: pasted.end), 12)
        XCTAssertEqual(delegate?.textPasteConfigurationSupporting(textView, shouldAnimatePasteOf: combined, to: range), false)
        delegate = nil
        XCTAssertNil(textView.pasteDelegate, "held weakly")
        XCTAssertNil(field.pasteDelegate)
    }
}
