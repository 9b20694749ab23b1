import XCTest
@testable import UIKit
import UIKitTesting

/// Links in a text view: drawn with the link attributes, tapped in a selectable view that is
/// not editable, reported to the delegate in UIKit's two forms.
@MainActor
final class TextViewLinkTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class LinkDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        var allows = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            log.append("shouldInteract(\(URL.absoluteString),\(characterRange.location),\(characterRange.length),\(interaction.rawValue))")
            return allows
        }
        func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }
    }

    final class ActionDelegate: NSObject, UITextViewDelegate {
        var items: [String] = []
        var replacement: UIAction?
        var returnsDefault = false
        func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
            switch textItem.content {
            case .link(let url): items.append("link \(url.absoluteString) \(textItem.range.location),\(textItem.range.length)")
            case .tag(let tag): items.append("tag \(tag) \(textItem.range.location),\(textItem.range.length)")
            case .textAttachment: items.append("attachment \(textItem.range.location),\(textItem.range.length)")
            }
            return returnsDefault ? defaultAction : replacement
        }
    }

    /// "see " then a link "apple" on the first line of a non-editable view; returns the link's
    /// middle in window coordinates.
    private func makeLinkedView(_ value: Any = URL(string: "https://www.apple.com")!,
                                key: NSAttributedString.Key = .link) -> (UIWindow, UITextView, InputSimulator, CGPoint) {
        let (window, textView, input) = TextViewFixture.make()
        let text = NSMutableAttributedString(string: "see apple now", attributes: [.font: TextViewFixture.font])
        text.addAttribute(key, value: value, range: NSRange(location: 4, length: 5))
        textView.attributedText = text
        textView.isEditable = false
        window.layoutIfNeeded()
        let x = 5 + TextViewFixture.size("see ap").width
        return (window, textView, input, CGPoint(x: x, y: 8 + TextViewFixture.lineHeight / 2))
    }

    func testLinksAreDrawnInTheTintColorUntilLinkTextAttributesAreSet() async {
        let (window, textView, _, _) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(textView.linkTextAttributes[.foregroundColor] as? UIColor, textView.tintColor)
        textView.tintColor = .red
        XCTAssertEqual(textView.linkTextAttributes[.foregroundColor] as? UIColor, .red)
        // What is drawn: the link's run takes the attributes, the rest keeps its color.
        let shown = textView.displayText(NSRange(location: 0, length: 13))
        XCTAssertEqual(shown.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor, .red)
        XCTAssertNil(shown.attribute(.foregroundColor, at: 1, effectiveRange: nil))
        textView.linkTextAttributes = [.foregroundColor: UIColor.green, .underlineStyle: NSUnderlineStyle.single.rawValue]
        let restyled = textView.displayText(NSRange(location: 0, length: 13))
        XCTAssertEqual(restyled.attribute(.foregroundColor, at: 8, effectiveRange: nil) as? UIColor, .green)
        XCTAssertEqual(restyled.attribute(.underlineStyle, at: 8, effectiveRange: nil) as? Int, NSUnderlineStyle.single.rawValue)
        // The text itself is not changed.
        XCTAssertNil(textView.attributedText.attribute(.underlineStyle, at: 8, effectiveRange: nil))
        textView.linkTextAttributes = nil
        XCTAssertEqual(textView.linkTextAttributes[.foregroundColor] as? UIColor, .red)
    }

    func testTappingALinkAsksTheDelegateWithItsURLAndRange() async {
        let (window, textView, input, link) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        let delegate = LinkDelegate()
        textView.delegate = delegate
        input.tap(at: link)
        XCTAssertEqual(delegate.log, ["shouldInteract(https://www.apple.com,4,5,0)"])
        XCTAssertFalse(textView.isFirstResponder)
        XCTAssertEqual(textView.selectedRange, NSRange(location: 13, length: 0), "a link tap does not move the selection")
    }

    func testAStringLinkIsAURL() async {
        let (window, textView, input, link) = makeLinkedView("https://example.org/a")
        defer { withExtendedLifetime(window) {} }
        let delegate = LinkDelegate()
        textView.delegate = delegate
        input.tap(at: link)
        XCTAssertEqual(delegate.log, ["shouldInteract(https://example.org/a,4,5,0)"])
    }

    func testTappingOffTheLinkDoesNotAsk() async {
        let (window, textView, input, _) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        let delegate = LinkDelegate()
        textView.delegate = delegate
        input.tap(at: CGPoint(x: 5 + TextViewFixture.size("s").width, y: 8 + TextViewFixture.lineHeight / 2))
        XCTAssertFalse(delegate.log.contains { $0.hasPrefix("shouldInteract") })
    }

    func testLinksDoNotRespondInAnEditableOrUnselectableView() async {
        let (window, textView, input, link) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        let delegate = LinkDelegate()
        textView.delegate = delegate
        textView.isSelectable = false
        input.tap(at: link)
        XCTAssertEqual(delegate.log, [])
        textView.isSelectable = true
        textView.isEditable = true
        input.advance(by: 1)
        input.tap(at: link)
        XCTAssertTrue(textView.isFirstResponder, "an editable view begins editing instead")
        XCTAssertFalse(delegate.log.contains { $0.hasPrefix("shouldInteract") })
    }

    func testThePrimaryActionDelegateMethodChoosesTheAction() async {
        let (window, textView, input, link) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        let delegate = ActionDelegate()
        textView.delegate = delegate
        var performed: [Any?] = []
        delegate.replacement = UIAction { action in performed.append(action.sender) }
        input.tap(at: link)
        XCTAssertEqual(delegate.items, ["link https://www.apple.com 4,5"])
        XCTAssertEqual(performed.count, 1)
        XCTAssertTrue(performed.first as AnyObject? === textView, "the action's sender is the text view")
        delegate.replacement = nil
        input.advance(by: 1)
        input.tap(at: link)
        XCTAssertEqual(delegate.items.count, 2)
        XCTAssertEqual(performed.count, 1, "nil performs nothing")
    }

    func testATaggedRunIsATextItem() async {
        let (window, textView, input, link) = makeLinkedView("topic-7", key: .textItemTag)
        defer { withExtendedLifetime(window) {} }
        let delegate = ActionDelegate()
        textView.delegate = delegate
        input.tap(at: link)
        XCTAssertEqual(delegate.items, ["tag topic-7 4,5"])
    }
}

/// `dataDetectorTypes.link`: http and https URLs in the text of a view that is not editable
/// show and act as links.
@MainActor
final class TextViewDetectedLinkTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheScannerFindsHTTPURLsWithoutTrailingPunctuation() {
        let found = TextURLScanner.urls(in: "See https://example.org/a?b=1. Or (http://x.io), nothttp://no, ftp://no.")
        XCTAssertEqual(found.map(\.url.absoluteString), ["https://example.org/a?b=1", "http://x.io"])
        XCTAssertEqual(found.map(\.range), [NSRange(location: 4, length: 25), NSRange(location: 35, length: 11)])
    }

    func testADetectedURLIsTappableOnlyWhenNotEditable() async {
        let (window, textView, input) = TextViewFixture.make(text: "go https://example.org now")
        defer { withExtendedLifetime(window) {} }
        let delegate = TextViewLinkTests.LinkDelegate()
        textView.delegate = delegate
        textView.dataDetectorTypes = .link
        let point = CGPoint(x: 5 + TextViewFixture.size("go https://exa").width, y: 8 + TextViewFixture.lineHeight / 2)
        // Editable: no detection.
        XCTAssertEqual(textView.displayText(NSRange(location: 0, length: 26)).attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor,
                       UIColor.label)
        textView.isEditable = false
        XCTAssertEqual(textView.displayText(NSRange(location: 0, length: 26)).attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor,
                       textView.tintColor)
        input.tap(at: point)
        XCTAssertEqual(delegate.log, ["shouldInteract(https://example.org,3,19,0)"])
        textView.dataDetectorTypes = []
        input.advance(by: 1)
        input.tap(at: point)
        XCTAssertEqual(delegate.log.filter { $0.hasPrefix("shouldInteract") }.count, 1)
    }
}
