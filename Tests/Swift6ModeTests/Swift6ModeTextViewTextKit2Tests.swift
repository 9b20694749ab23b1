import XCTest
import UIKit

/// iOS 16–18 text view call sites (TextKit 2 by default, text items, highlights, Writing Tools,
/// text drag, drop and paste) compile in Swift 6 mode and do what UIKit does.
@MainActor
final class Swift6ModeTextViewTextKit2Tests: XCTestCase {
    private final class Editor: UITextView {
        var highlightDraws = 0
        override var textLayoutManager: NSTextLayoutManager? { super.textLayoutManager }
        override var textHighlightAttributes: [NSAttributedString.Key: Any]! {
            get { super.textHighlightAttributes }
            set { super.textHighlightAttributes = newValue }
        }
        override func drawTextHighlightBackground(for textRange: NSTextRange, origin: CGPoint) {
            highlightDraws += 1
            super.drawTextHighlightBackground(for: textRange, origin: origin)
        }
        override var writingToolsBehavior: UIWritingToolsBehavior {
            get { super.writingToolsBehavior }
            set { super.writingToolsBehavior = newValue }
        }
        override var isWritingToolsActive: Bool { super.isWritingToolsActive }
    }

    private final class Delegate: NSObject, UITextViewDelegate, UITextDragDelegate, UITextDropDelegate, UITextPasteDelegate {
        var asked: [String] = []
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            if case .tag(let tag) = textItem.content { asked.append(tag) }
            return defaultAction
        }
        func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem,
                      defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
            UITextItem.MenuConfiguration(menu: defaultMenu)
        }
        func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
                      animator: UIContextMenuInteractionAnimating) {}
        func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
                      animator: UIContextMenuInteractionAnimating) {}
        func textViewWritingToolsWillBegin(_ textView: UITextView) { asked.append("begin") }
        func textViewWritingToolsDidEnd(_ textView: UITextView) { asked.append("end") }
        func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange) -> [NSRange] {
            [NSRange(location: 0, length: 1)]
        }
        func textPasteConfigurationSupporting(_ textPasteConfigurationSupporting: UITextPasteConfigurationSupporting,
                                              transform item: UITextPasteItem) {
            item.setResult(string: "x")
        }
    }

    func testTextViewCallSitesCompileAndBehave() async throws {
        let editor = Editor(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let manager = try XCTUnwrap(editor.textLayoutManager)
        XCTAssertTrue(manager.textContentManager is NSTextContentStorage)
        let text = NSMutableAttributedString(string: "tagged note")
        text.addAttribute(.textItemTag, value: "tag-1", range: NSRange(location: 0, length: 6))
        text.addAttribute(.textHighlightStyle, value: NSAttributedString.TextHighlightStyle.default, range: NSRange(location: 7, length: 4))
        text.addAttribute(.textHighlightColorScheme, value: NSAttributedString.TextHighlightColorScheme.mint,
                          range: NSRange(location: 7, length: 4))
        editor.attributedText = text
        editor.textHighlightAttributes = [.backgroundColor: UIColor.yellow]
        XCTAssertEqual(editor.textHighlightAttributes[.backgroundColor] as? UIColor, .yellow)
        editor.writingToolsBehavior = .complete
        XCTAssertEqual(editor.writingToolsBehavior, .complete)
        editor.allowedWritingToolsResultOptions = [.plainText, .list]
        XCTAssertEqual(editor.allowedWritingToolsResultOptions, [.plainText, .list])
        XCTAssertFalse(editor.isWritingToolsActive)

        let delegate = Delegate()
        editor.delegate = delegate
        editor.textDragDelegate = delegate
        editor.textDropDelegate = delegate
        editor.pasteDelegate = delegate
        XCTAssertNil(editor.textDragInteraction)
        XCTAssertFalse(editor.isTextDragActive)
        editor.textDragOptions = [.stripTextColorFromPreviews]
        XCTAssertEqual(editor.textDragOptions, [.stripTextColorFromPreviews])
        let field = UITextField()
        field.pasteDelegate = delegate
        XCTAssertTrue(field.pasteDelegate === delegate)
        XCTAssertEqual(delegate.textView(editor, writingToolsIgnoredRangesInEnclosingRange: NSRange(location: 0, length: 4)),
                       [NSRange(location: 0, length: 1)])

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.makeKeyAndVisible()
        window.addSubview(editor)
        window.layoutIfNeeded()
        _ = UIGraphicsImageRenderer(bounds: editor.bounds).image { _ in
            editor.drawHierarchy(in: editor.bounds, afterScreenUpdates: true)
        }
        XCTAssertGreaterThan(editor.highlightDraws, 0, "the view draws its highlights through the override")
        withExtendedLifetime(window) {}
    }
}
