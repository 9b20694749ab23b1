import XCTest
@testable import UIKit
import UIKitTesting

/// A long press on a link or tagged text in a text view (iOS 17): the item's menu (by
/// default Open Link and Copy Link) shows instead of the edit menu, chosen by the delegate's
/// `textView(_:menuConfigurationFor:defaultMenu:)`, which hears it show and end.
@MainActor
final class TextViewTextItemMenuTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class MenuDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        var configuration: ((UITextItem, UIMenu) -> UITextItem.MenuConfiguration?)?
        func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem,
                      defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
            switch textItem.content {
            case .link(let url): log.append("menu for link \(url.absoluteString) \(textItem.range.location),\(textItem.range.length)")
            case .tag(let tag): log.append("menu for tag \(tag)")
            case .textAttachment: log.append("menu for attachment")
            }
            log.append("default: " + defaultMenu.children.map(\.title).joined(separator: ","))
            return configuration.map { $0(textItem, defaultMenu) } ?? UITextItem.MenuConfiguration(menu: defaultMenu)
        }
        func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
                      animator: any UIContextMenuInteractionAnimating) {
            log.append("willDisplay \(textItem.range.location)")
        }
        func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
                      animator: any UIContextMenuInteractionAnimating) {
            log.append("willEnd \(textItem.range.location)")
        }
    }

    /// A delegate with only the iOS 10 question.
    final class LegacyDelegate: NSObject, UITextViewDelegate {
        var log: [String] = []
        var allows = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            log.append("shouldInteract(\(interaction.rawValue))")
            return allows
        }
    }

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

    private func menu(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.lazy.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    private func editMenuShown(for textView: UITextView) -> Bool {
        textView.actionState.editMenu?.presentation != nil
    }

    func testALongPressOnALinkShowsOpenAndCopyLinkAndCopyPutsTheURLOnThePasteboard() async throws {
        let (window, textView, input, link) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        let delegate = MenuDelegate()
        textView.delegate = delegate
        input.longPress(at: link)
        XCTAssertEqual(delegate.log, ["menu for link https://www.apple.com 4,5", "default: Open Link,Copy Link", "willDisplay 4"])
        let overlay = try XCTUnwrap(menu(in: window), "the link's menu shows")
        XCTAssertEqual(overlay.elements.map(\.title), ["Open Link", "Copy Link"])
        XCTAssertFalse(editMenuShown(for: textView), "not the edit menu")
        let copyRow = overlay.rowFrame(1)
        input.tap(at: CGPoint(x: copyRow.midX, y: copyRow.midY))
        XCTAssertEqual(delegate.log.last, "willEnd 4")
        XCTAssertNil(menu(in: window))
        XCTAssertEqual(UIPasteboard.general.url, URL(string: "https://www.apple.com"))
    }

    func testTheDelegatesMenuReplacesTheDefaultAndNilShowsNone() async throws {
        let (window, textView, input, link) = makeLinkedView("topic", key: .textItemTag)
        defer { withExtendedLifetime(window) {} }
        let delegate = MenuDelegate()
        textView.delegate = delegate
        var chosen: [String] = []
        delegate.configuration = { _, _ in
            UITextItem.MenuConfiguration(preview: nil, menu: UIMenu(children: [UIAction(title: "Follow") { _ in chosen.append("Follow") }]))
        }
        input.longPress(at: link)
        XCTAssertEqual(Array(delegate.log.prefix(2)), ["menu for tag topic", "default: "], "a tag's default menu is empty")
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.elements.map(\.title), ["Follow"])
        let row = overlay.rowFrame(0)
        input.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(chosen, ["Follow"])
        delegate.configuration = { _, _ in nil }
        delegate.log = []
        input.longPress(at: link)
        XCTAssertNil(menu(in: window), "nil: no item menu")
        XCTAssertFalse(delegate.log.contains("willDisplay 4"))
    }

    func testWithoutTheIOS17MethodTheIOS10QuestionDecides() async throws {
        let (window, textView, input, link) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        let delegate = LegacyDelegate()
        textView.delegate = delegate
        input.longPress(at: link)
        XCTAssertEqual(delegate.log, ["shouldInteract(1)"], "asked with .presentActions")
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.elements.map(\.title), ["Open Link", "Copy Link"])
        textView.textItemMenuStorage?.interaction.dismissMenu()
        delegate.allows = false
        input.longPress(at: link)
        XCTAssertNil(menu(in: window))
    }

    func testPlainTextAndEditableTextShowNoItemMenu() async throws {
        let (window, textView, input, link) = makeLinkedView()
        defer { withExtendedLifetime(window) {} }
        input.longPress(at: CGPoint(x: 8, y: 8 + TextViewFixture.lineHeight / 2))
        XCTAssertNil(menu(in: window))
        XCTAssertNil(textView.textItemMenuStorage, "no item under the press: no item menu")
        // UIKit: links are not interactive while the view is editable; the edit menu shows.
        textView.isEditable = true
        input.longPress(at: link)
        XCTAssertNil(menu(in: window))
        XCTAssertTrue(editMenuShown(for: textView))
    }

    func testMenuConfigurationDefaultsToTheDefaultPreview() async {
        let configuration = UITextItem.MenuConfiguration(menu: UIMenu(children: []))
        guard case .default = configuration.preview else { return XCTFail("UIKit: the preview defaults to .default") }
        let view = UIView()
        let custom = UITextItem.MenuConfiguration(preview: .view(view), menu: UIMenu(title: "m", children: []))
        guard case .view(let shown) = custom.preview else { return XCTFail() }
        XCTAssertTrue(shown === view)
        XCTAssertEqual(custom.menu.title, "m")
    }
}
