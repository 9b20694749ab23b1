import XCTest
import UIKit

/// TextKit 2 code as iOS apps write it (a layout manager delegate with a custom fragment, a
/// content storage delegate, arrow keys through the selection navigation, rendering
/// attributes for syntax coloring) compiles in Swift 5 mode and behaves.
@MainActor
final class Swift5ModeTextKit2Tests: XCTestCase {
    final class BubbleFragment: NSTextLayoutFragment {
        override var renderingSurfaceBounds: CGRect { super.renderingSurfaceBounds.insetBy(dx: -4, dy: -4) }
    }

    final class Coordinator: NSObject, NSTextLayoutManagerDelegate, NSTextContentStorageDelegate {
        func textLayoutManager(_ textLayoutManager: NSTextLayoutManager, textLayoutFragmentFor location: NSTextLocation,
                               in textElement: NSTextElement) -> NSTextLayoutFragment {
            BubbleFragment(textElement: textElement, range: textElement.elementRange)
        }
        func textContentStorage(_ textContentStorage: NSTextContentStorage, textParagraphWith range: NSRange) -> NSTextParagraph? {
            nil
        }
    }

    func testTextKit2AppCode() async {
        let contentStorage = NSTextContentStorage()
        let layoutManager = NSTextLayoutManager()
        contentStorage.addTextLayoutManager(layoutManager)
        let container = NSTextContainer(size: CGSize(width: 300, height: 0))
        layoutManager.textContainer = container
        let coordinator = Coordinator()
        layoutManager.delegate = coordinator
        contentStorage.delegate = coordinator
        contentStorage.attributedString = NSAttributedString(string: "let x = 1\nprint(x)")
        var kinds: [Bool] = []
        layoutManager.enumerateTextLayoutFragments(from: nil, options: .ensuresLayout) { fragment in
            kinds.append(fragment is BubbleFragment)
            return true
        }
        XCTAssertEqual(kinds, [true, true])
        // Syntax coloring with rendering attributes.
        let start = contentStorage.documentRange.location
        if let keywordEnd = contentStorage.location(start, offsetBy: 3), let keyword = NSTextRange(location: start, end: keywordEnd) {
            layoutManager.addRenderingAttribute(.foregroundColor, value: UIColor.systemPink, for: keyword)
        }
        var colored = 0
        layoutManager.enumerateRenderingAttributes(from: start, reverse: false) { _, _, _ in
            colored += 1
            return true
        }
        XCTAssertEqual(colored, 1)
        // The arrow keys.
        let caret = NSTextSelection(start, affinity: .downstream)
        let navigation = layoutManager.textSelectionNavigation
        guard let word = navigation.destinationSelection(for: caret, direction: .right, destination: .word,
                                                         extending: false, confined: false),
              let line = navigation.destinationSelection(for: word, direction: .down, destination: .character,
                                                         extending: true, confined: false) else {
            return XCTFail("no destination")
        }
        XCTAssertEqual(contentStorage.offset(from: start, to: word.textRanges[0].location), 3)
        XCTAssertEqual(contentStorage.offset(from: start, to: line.textRanges[0].location), 3)
        XCTAssertFalse(line.textRanges[0].isEmpty)
        let deletions = navigation.deletionRanges(for: word, direction: .backward, destination: .word, allowsDecomposition: false)
        XCTAssertEqual(deletions.count, 1)
        let textView = UITextView(usingTextLayoutManager: true)
        XCTAssertNotNil(textView.textLayoutManager)
    }
}
