import XCTest
import UIKit
import UIKitTesting

/// Text views are TextKit 2 by default (iOS 16+): `UITextView()`, `init(frame:)` and
/// `init?(coder:)` have a text layout manager over an `NSTextContentStorage` of their text; a
/// caller's container keeps its stack; reading `layoutManager` switches to TextKit 1 once.
@MainActor
final class TextKit2DefaultTextViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func assertTextKit2(_ textView: UITextView, file: StaticString = #filePath, line: UInt = #line) throws {
        let manager = try XCTUnwrap(textView.textLayoutManager, file: file, line: line)
        XCTAssertTrue(manager.textContainer === textView.textContainer, file: file, line: line)
        let content = try XCTUnwrap(manager.textContentManager as? NSTextContentStorage, file: file, line: line)
        XCTAssertTrue(content.textStorage === textView.textStorage, file: file, line: line)
        XCTAssertTrue(textView.textLayoutManager === manager, "the same objects on every read", file: file, line: line)
    }

    func testTextViewsAreTextKit2ByDefault() async throws {
        try assertTextKit2(UITextView())
        try assertTextKit2(UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        try assertTextKit2(UITextView(frame: .zero, textContainer: nil))
        try assertTextKit2(UITextView(usingTextLayoutManager: true))
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        let unarchiver = try NSKeyedUnarchiver(forReadingFrom: archiver.encodedData)
        unarchiver.requiresSecureCoding = false
        try assertTextKit2(try XCTUnwrap(UITextView(coder: unarchiver)))
        XCTAssertNil(UITextView(usingTextLayoutManager: false).textLayoutManager)
    }

    func testTheContainerAnswersWithTheViewsTextLayoutManager() async throws {
        let textView = UITextView()
        // Asked through the container first: the same objects the view gives.
        let manager = try XCTUnwrap(textView.textContainer.textLayoutManager)
        XCTAssertTrue(textView.textLayoutManager === manager)
        textView.text = "hello"
        XCTAssertEqual(manager.offset(from: manager.documentRange.location, to: manager.documentRange.endLocation), 5)
    }

    func testAnAppsContainerKeepsItsStack() async throws {
        // A container of its own (no layout manager), or in a TextKit 1 stack: TextKit 1.
        let lone = UITextView(frame: .zero, textContainer: NSTextContainer(size: CGSize(width: 100, height: 100)))
        XCTAssertNil(lone.textLayoutManager)
        let storage = NSTextStorage(string: "old")
        let layoutManager = NSLayoutManager()
        storage.addLayoutManager(layoutManager)
        let container = NSTextContainer(size: CGSize(width: 100, height: 100))
        layoutManager.addTextContainer(container)
        let textKit1 = UITextView(frame: .zero, textContainer: container)
        XCTAssertNil(textKit1.textLayoutManager)
        XCTAssertEqual(textKit1.text, "old")
        let log = LogCapture.capture { XCTAssertTrue(textKit1.layoutManager === layoutManager) }
        XCTAssertFalse(log.contains("switching to TextKit 1"), "a TextKit 1 view does not switch")
    }

    func testAContainerInATextLayoutManagerMakesATextKit2View() async throws {
        let content = NSTextContentStorage()
        content.attributedString = NSAttributedString(string: "hello\nworld")
        let manager = NSTextLayoutManager()
        content.addTextLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 0, height: 0))
        manager.textContainer = container
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        defer { withExtendedLifetime(window) {} }
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), textContainer: container)
        container.size = CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude)
        window.addSubview(textView)
        window.layoutIfNeeded()
        XCTAssertTrue(textView.textLayoutManager === manager)
        XCTAssertTrue(textView.textStorage === content.textStorage)
        XCTAssertEqual(textView.text, "hello\nworld")
        textView.text = "hello\nworld, again"
        XCTAssertEqual(manager.offset(from: manager.documentRange.location, to: manager.documentRange.endLocation), 18)
        // Its fragments are where the view shows the lines.
        let second = try XCTUnwrap(manager.textLayoutFragment(for: manager.location(manager.documentRange.location, offsetBy: 7)!))
        let caret = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: 6)!)
        XCTAssertEqual(second.layoutFragmentFrame.minY + textView.textContainerInset.top, caret.minY, accuracy: 0.01)
    }

    func testReadingLayoutManagerSwitchesToTextKit1OnceWithUIKitsLog() async throws {
        // Whether or not its TextKit 2 objects were asked for.
        for asksFirst in [true, false] {
            let textView = UITextView()
            if asksFirst { XCTAssertNotNil(textView.textLayoutManager) }
            let log = LogCapture.capture {
                _ = textView.layoutManager
                _ = textView.layoutManager
            }
            XCTAssertEqual(log.lines.filter { $0.contains("is switching to TextKit 1 compatibility mode because its layoutManager was accessed") }.count, 1)
            XCTAssertNil(textView.textLayoutManager)
            XCTAssertNil(textView.textContainer.textLayoutManager)
            XCTAssertTrue(textView.layoutManager.textStorage === textView.textStorage)
        }
        let chosen = LogCapture.capture { _ = UITextView(usingTextLayoutManager: false).layoutManager }
        XCTAssertTrue(chosen.lines.isEmpty, "a view made on TextKit 1 does not switch")
    }
}
