import XCTest
@testable import UIKit
import UIKitTesting

/// Records an edit menu delegate's calls and answers with a chosen menu.
@MainActor
final class EditMenuRecorder: UIEditMenuInteractionDelegate {
    var log: [String] = []
    var menu: ((([UIMenuElement]) -> UIMenu?))?
    var target: CGRect = .null

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                             suggestedActions: [UIMenuElement]) -> UIMenu? {
        log.append("menuFor(\(configuration.identifier), \(suggestedActions.count) suggested)")
        return menu?(suggestedActions)
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
        target
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        animator.addCompletion { [weak self] in self?.log.append("presented") }
        log.append("willPresent")
    }

    func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                             animator: any UIEditMenuInteractionAnimating) {
        log.append("willDismiss")
    }
}

/// A text field delegate that adds an item to the edit menu.
@MainActor
final class MenuAddingFieldDelegate: UITextFieldDelegate {
    var ranges: [NSRange] = []
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                   suggestedActions: [UIMenuElement]) -> UIMenu? {
        ranges.append(range)
        return UIMenu(children: suggestedActions + [UIAction(title: "Look Up") { _ in }])
    }
}

/// A text view delegate that shows no edit menu.
@MainActor
final class NoMenuTextViewDelegate: NSObject, UITextViewDelegate {
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? {
        UIMenu(children: [])
    }
}

/// UIEditMenuInteraction and the text edit menu on right click and long press.
@MainActor
final class UIEditMenuInteractionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func shownMenu(in window: UIWindow) -> EditMenuView? {
        window.subviews.compactMap { ($0 as? EditMenuOverlay)?.menu }.first
    }

    private func titles(in window: UIWindow) -> [String]? {
        shownMenu(in: window)?.items.map(\.title)
    }

    /// The window point of item `title`'s center.
    private func point(of title: String, in window: UIWindow) throws -> CGPoint {
        let menu = try XCTUnwrap(shownMenu(in: window))
        let index = try XCTUnwrap(menu.items.firstIndex { $0.title == title })
        let frame = menu.itemFrames[index]
        return menu.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
    }

    private func windowPoint(ofOffset offset: Int, in field: UITextField, window: UIWindow) -> CGPoint {
        let caret = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
        return field.convert(CGPoint(x: caret.midX, y: caret.midY), to: window)
    }

    func testRightClickOnAFieldBeginsEditingAndShowsTheCommandsAboveTheCaret() async throws {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        input.secondaryClick(at: windowPoint(ofOffset: 9, in: field, window: window))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 9, length: 0), "the caret under the pointer")
        XCTAssertEqual(titles(in: window), ["Select", "Select All"], "no selection, nothing to paste")
        let menu = try XCTUnwrap(shownMenu(in: window))
        let caret = field.convert(field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 9)!), to: window)
        XCTAssertEqual(menu.frame.height, 36)
        XCTAssertEqual(menu.frame.minY, (caret.minY - 8 - 36).rounded(), "above the caret with an 8-point gap")
        XCTAssertEqual(menu.frame.midX, caret.midX, accuracy: 1, "centered on the caret")
        XCTAssertEqual(field.interactions.count, 1, "the field's own edit menu interaction")
        input.secondaryClick(at: windowPoint(ofOffset: 0, in: field, window: window))
        XCTAssertEqual(shownMenu(in: window)?.frame.minX, 8, "kept 8 points inside the window")
    }

    func testRightClickOnTheSelectionKeepsItAndOffersCutCopyPaste() async throws {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        field.becomeFirstResponder()
        UIPasteboard.general.string = "clip"
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        input.secondaryClick(at: windowPoint(ofOffset: 2, in: field, window: window))
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 5))
        XCTAssertEqual(titles(in: window), ["Cut", "Copy", "Paste", "Select All"])
        input.tap(at: try point(of: "Copy", in: window))
        XCTAssertEqual(UIPasteboard.general.string, "hello")
        XCTAssertNil(shownMenu(in: window), "choosing an item dismisses the menu")

        field.isSecureTextEntry = true
        input.secondaryClick(at: windowPoint(ofOffset: 2, in: field, window: window))
        XCTAssertEqual(titles(in: window), ["Paste", "Select All"], "a secure field offers no Cut or Copy")
    }

    func testChoosingPastePastesAndATouchElsewhereDismisses() async throws {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "ab"
        UIPasteboard.general.string = "XY"
        input.secondaryClick(at: windowPoint(ofOffset: 1, in: field, window: window))
        input.tap(at: try point(of: "Paste", in: window))
        XCTAssertEqual(field.text, "aXYb")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 3, length: 0))

        input.secondaryClick(at: windowPoint(ofOffset: 4, in: field, window: window))
        XCTAssertNotNil(shownMenu(in: window))
        input.advance(by: 1)
        input.tap(at: windowPoint(ofOffset: 0, in: field, window: window))
        XCTAssertNil(shownMenu(in: window), "a touch outside the menu dismisses it")
        XCTAssertEqual(field.selectedOffsets, NSRange(location: 0, length: 0), "and still reaches the field")

        input.secondaryClick(at: windowPoint(ofOffset: 4, in: field, window: window))
        input.typeText("Z")
        XCTAssertNil(shownMenu(in: window), "typing dismisses the menu")
    }

    func testLongPressInATextViewShowsTheMenuAndSelectAllWorks() async throws {
        let (window, textView, input) = TextViewFixture.make(text: "one two")
        defer { withExtendedLifetime(window) {} }
        input.longPress(at: CGPoint(x: 30, y: 12))
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertEqual(titles(in: window), ["Select", "Select All"])
        input.tap(at: try point(of: "Select All", in: window))
        XCTAssertEqual(textView.selectedRange, NSRange(location: 0, length: 7))
        XCTAssertEqual(titles(in: window), ["Cut", "Copy"], "the menu comes back for the new selection")
        input.advance(by: 1)
        input.tap(at: try point(of: "Cut", in: window))
        XCTAssertEqual(textView.text, "")
        XCTAssertEqual(UIPasteboard.general.string, "one two")
        XCTAssertNil(shownMenu(in: window))
    }

    func testTheTextDelegatesChooseTheTextMenu() async throws {
        let (window, field, input) = TextFieldFixture.make()
        defer { withExtendedLifetime(window) {} }
        field.text = "hello world"
        let delegate = MenuAddingFieldDelegate()
        field.delegate = delegate
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.position(from: field.beginningOfDocument, offset: 5)!)
        input.secondaryClick(at: windowPoint(ofOffset: 2, in: field, window: window))
        XCTAssertEqual(titles(in: window), ["Cut", "Copy", "Select All", "Look Up"])
        XCTAssertEqual(delegate.ranges, [NSRange(location: 0, length: 5)])

        let textView = UITextView(frame: CGRect(x: 0, y: 100, width: 200, height: 80))
        textView.text = "text"
        let quiet = NoMenuTextViewDelegate()
        textView.delegate = quiet
        window.addSubview(textView)
        input.secondaryClick(at: CGPoint(x: 10, y: 110))
        XCTAssertTrue(textView.isFirstResponder)
        XCTAssertNil(shownMenu(in: window), "an empty menu from the delegate: none shown")
    }

    func testTheDelegateChoosesTheMenuAndTheTarget() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(view)
        let recorder = EditMenuRecorder()
        let interaction = UIEditMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        XCTAssertTrue(interaction.view === view)
        var shared = 0
        recorder.menu = { suggested in
            UIMenu(children: suggested + [UIAction(title: "Share") { _ in shared += 1 },
                                          UIAction(title: "Hidden", attributes: .hidden) { _ in }])
        }
        recorder.target = CGRect(x: 10, y: 10, width: 20, height: 10)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: "menu", sourcePoint: CGPoint(x: 50, y: 25)))
        XCTAssertEqual(recorder.log, ["menuFor(menu, 0 suggested)", "willPresent", "presented"])
        XCTAssertEqual(titles(in: window), ["Share"], "a plain view suggests nothing; hidden items are left out")
        let menu = try XCTUnwrap(shownMenu(in: window))
        XCTAssertEqual(menu.frame.maxY, 110 - 8, "above the delegate's target rectangle")
        XCTAssertEqual(menu.frame.midX, 120, accuracy: 1)
        XCTAssertEqual(interaction.location(in: window), CGPoint(x: 150, y: 125))
        let input = InputSimulator(window: window)
        recorder.log = []
        input.tap(at: try point(of: "Share", in: window))
        XCTAssertEqual(shared, 1)
        XCTAssertEqual(recorder.log, ["willDismiss"])

        recorder.log = []
        recorder.menu = { _ in UIMenu(children: []) }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        XCTAssertNil(shownMenu(in: window), "an empty menu shows nothing")
        XCTAssertEqual(recorder.log.count, 1)

        recorder.menu = nil
        recorder.target = .null
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 20))
        window.addSubview(top)
        let other = UIEditMenuInteraction(delegate: nil)
        top.addInteraction(other)
        let copyable = CopyableView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        top.addSubview(copyable)
        let inner = UIEditMenuInteraction(delegate: nil)
        copyable.addInteraction(inner)
        inner.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 5, y: 0)))
        XCTAssertEqual(titles(in: window), ["Copy"], "the responder chain's suggested actions")
        XCTAssertEqual(shownMenu(in: window)?.frame.minY, 30 + 8, "no room above: below the source point")
        other.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        XCTAssertEqual(titles(in: window), ["Copy"], "another interaction's empty menu leaves this one")
        inner.dismissMenu()
        XCTAssertNil(shownMenu(in: window))
    }
}
