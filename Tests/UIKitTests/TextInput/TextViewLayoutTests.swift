import XCTest
import UIKit
import UIKitTesting

/// The text view's layout: defaults, wrapping, content size, caret rects, scrolling the caret
/// into view, and the intrinsic size with scrolling disabled.
@MainActor
final class TextViewLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testUIKitDefaults() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(textView.textContainerInset, UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        XCTAssertEqual(textView.textContainer.lineFragmentPadding, 5)
        XCTAssertEqual(textView.textContainer.maximumNumberOfLines, 0)
        XCTAssertEqual(textView.textContainer.lineBreakMode, .byWordWrapping)
        XCTAssertTrue(textView.textContainer.widthTracksTextView)
        XCTAssertTrue(textView.isEditable)
        XCTAssertTrue(textView.isSelectable)
        XCTAssertTrue(textView.isScrollEnabled)
        XCTAssertNil(textView.font)
        XCTAssertEqual(textView.text, "")
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 0))
        XCTAssertEqual(textView.dataDetectorTypes, [])
        XCTAssertFalse(textView.allowsEditingTextAttributes)
        XCTAssertEqual(textView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testAnEmptyTextViewIsOneLineHigh() async {
        let (window, textView, _) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        let line = TextViewFixture.lineHeight
        XCTAssertEqual(textView.contentSize, CGSize(width: 200, height: (line + 16).rounded(.up)))
        // The caret: 2 points wide, centered on the start of the text (inset 0, padding 5).
        XCTAssertEqual(textView.caretRect(for: textView.beginningOfDocument), CGRect(x: 4, y: 8, width: 2, height: line))
    }

    func testParagraphsStackAndSetTheContentSize() async {
        let (window, textView, _) = TextViewFixture.make(text: "one\ntwo\nthree")
        defer { withExtendedLifetime(window) {} }
        let line = TextViewFixture.lineHeight
        XCTAssertEqual(textView.contentSize, CGSize(width: 200, height: (3 * line + 16).rounded(.up)))
        XCTAssertEqual(textView.caretRect(for: textView.position(at: 4)), CGRect(x: 4, y: 8 + line, width: 2, height: line))
        XCTAssertEqual(textView.caretRect(for: textView.position(at: 8)), CGRect(x: 4, y: 8 + 2 * line, width: 2, height: line))
        let endOfOne = textView.caretRect(for: textView.position(at: 3))
        XCTAssertEqual(endOfOne.minX, 4 + TextViewFixture.size("one").width, accuracy: 0.01)
        XCTAssertEqual(endOfOne.minY, 8)
        // A trailing line break starts an empty last line.
        textView.text = "one\n"
        XCTAssertEqual(textView.contentSize.height, (2 * line + 16).rounded(.up))
        XCTAssertEqual(textView.caretRect(for: textView.endOfDocument), CGRect(x: 4, y: 8 + line, width: 2, height: line))
    }

    func testTextWrapsAtTheContainerWidth() async {
        // 200 wide, padding 5 at both ends: lines wrap at 190.
        let text = "hello world again and again and again"
        let (window, textView, _) = TextViewFixture.make(text: text)
        defer { withExtendedLifetime(window) {} }
        let line = TextViewFixture.lineHeight
        let firstLine = "hello world again and "
        XCTAssertLessThanOrEqual(TextViewFixture.size(firstLine).width, 190)
        XCTAssertGreaterThan(TextViewFixture.size(firstLine + "again").width, 190)
        XCTAssertEqual(textView.contentSize, CGSize(width: 200, height: (2 * line + 16).rounded(.up)))
        // The position after the wrapping space starts the second line.
        let wrapped = textView.caretRect(for: textView.position(at: firstLine.utf16.count))
        XCTAssertEqual(wrapped, CGRect(x: 4, y: 8 + line, width: 2, height: line))
        // 120 wide (wrapping at 110): "hello world " / "again and " / "again and " / "again".
        XCTAssertLessThanOrEqual(TextViewFixture.size("hello world ").width, 110)
        XCTAssertGreaterThan(TextViewFixture.size("hello world again").width, 110)
        XCTAssertGreaterThan(TextViewFixture.size("again and again").width, 110)
        textView.frame.size.width = 120
        textView.layoutIfNeeded()
        XCTAssertEqual(textView.contentSize, CGSize(width: 120, height: (4 * line + 16).rounded(.up)))
    }

    func testTheCaretIsScrolledIntoViewAsTheUserTypes() async {
        let (window, textView, input) = TextViewFixture.make()
        defer { withExtendedLifetime(window) {} }
        textView.becomeFirstResponder()
        for _ in 0..<6 { input.typeText("line\n") }
        let line = TextViewFixture.lineHeight
        XCTAssertEqual(textView.contentSize.height, (7 * line + 16).rounded(.up))
        let caret = textView.caretRect(for: textView.endOfDocument)
        XCTAssertEqual(caret, CGRect(x: 4, y: 8 + 6 * line, width: 2, height: line))
        // Scrolled the least needed: the caret's bottom at the view's bottom, the offset on the
        // nearest pixel (UIKit rounds content offsets to the screen's pixels).
        let scale = window.screen.scale
        XCTAssertEqual(textView.contentOffset.y, ((caret.maxY - 100) * scale).rounded() / scale, accuracy: 0.0001)
        XCTAssertEqual(textView.contentOffset.y * scale, (textView.contentOffset.y * scale).rounded(), "on the pixel grid")
        XCTAssertNotEqual((caret.maxY * scale).rounded(), caret.maxY * scale, "the fixture's caret ends between pixels")
    }

    func testScrollRangeToVisible() async {
        let lines = (1...10).map { "line \($0)" }.joined(separator: "\n")
        let (window, textView, _) = TextViewFixture.make(text: lines)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(textView.contentOffset, .zero)
        textView.scrollRangeToVisible(NSRange(location: lines.utf16.count, length: 0))
        let caret = textView.caretRect(for: textView.endOfDocument)
        let scale = window.screen.scale
        XCTAssertEqual(textView.contentOffset.y, ((caret.maxY - 100) * scale).rounded() / scale, accuracy: 0.0001,
                       "UIKit: the offset on the nearest pixel")
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        XCTAssertEqual(textView.contentOffset.y, 8)
    }

    func testSelectionRectsCoverEachLine() async {
        let (window, textView, _) = TextViewFixture.make(text: "one\ntwo\nthree")
        defer { withExtendedLifetime(window) {} }
        let line = TextViewFixture.lineHeight
        let range = textView.textRange(from: textView.position(at: 1), to: textView.position(at: 10))!
        let rects = textView.selectionRects(for: range).map(\.rect)
        XCTAssertEqual(rects.count, 3)
        let start = 5 + TextViewFixture.size("o").width
        XCTAssertEqual(rects[0].minX, start, accuracy: 0.01)
        XCTAssertEqual(rects[0].width, 195 - start, accuracy: 0.01)
        XCTAssertEqual(rects[0].minY, 8)
        XCTAssertEqual(rects[1], CGRect(x: 5, y: 8 + line, width: 190, height: line))
        XCTAssertEqual(rects[2].minX, 5)
        XCTAssertEqual(rects[2].width, TextViewFixture.size("th").width, accuracy: 0.01)
        XCTAssertEqual(rects[2].minY, 8 + 2 * line)
    }

    func testClosestPositionPicksTheLineThenTheCaret() async {
        let (window, textView, _) = TextViewFixture.make(text: "one\ntwo\nthree")
        defer { withExtendedLifetime(window) {} }
        let line = TextViewFixture.lineHeight
        let offset = { (point: CGPoint) in textView.offset(from: textView.beginningOfDocument, to: textView.closestPosition(to: point)!) }
        XCTAssertEqual(offset(CGPoint(x: 0, y: 8 + line * 1.5)), 4)
        XCTAssertEqual(offset(CGPoint(x: 190, y: 8 + line * 1.5)), 7)
        XCTAssertEqual(offset(CGPoint(x: 190, y: 500)), 13)
    }

    func testIntrinsicContentSizeWithScrollingDisabled() async {
        let textView = UITextView(frame: .zero)
        textView.font = TextViewFixture.font
        textView.text = "Hello"
        textView.isScrollEnabled = false
        let line = TextViewFixture.lineHeight
        // Not wrapped (no width yet): the text's size with the padding and inset.
        XCTAssertEqual(textView.intrinsicContentSize,
                       CGSize(width: (TextViewFixture.size("Hello").width + 10).rounded(.up), height: (line + 16).rounded(.up)))
        textView.text = "Hello\nworld"
        XCTAssertEqual(textView.intrinsicContentSize.height, (2 * line + 16).rounded(.up))
        textView.isScrollEnabled = true
        XCTAssertEqual(textView.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }

    func testAutoLayoutSizesATextViewWithScrollingDisabledToItsText() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let textView = UITextView()
        textView.font = TextViewFixture.font
        textView.isScrollEnabled = false
        textView.text = "hello world again and again and again"
        textView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(textView)
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            textView.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 200),
        ])
        window.layoutIfNeeded()
        let line = TextViewFixture.lineHeight
        // Wrapped at 190 on two lines.
        XCTAssertEqual(textView.frame, CGRect(x: 10, y: 20, width: 200, height: (2 * line + 16).rounded(.up)))
    }

    func testAGivenTextContainerIsUsedAsItIs() async {
        let container = NSTextContainer(size: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertFalse(container.widthTracksTextView)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), textContainer: container)
        XCTAssertTrue(textView.textContainer === container)
        textView.font = TextViewFixture.font
        textView.text = "hello world again and again and again"
        textView.layoutIfNeeded()
        // The container's own 120 (not the view's 300): lines wrap at 110, four of them.
        XCTAssertEqual(textView.contentSize, CGSize(width: 300, height: (4 * TextViewFixture.lineHeight + 16).rounded(.up)))
    }
}
