import XCTest
import UIKit
import UIKitTesting

/// A search text field's delegate (`UISearchTextFieldDelegate`): copying and cutting tokens
/// through the item providers it gives, and the iOS 16 search suggestions listed under the
/// field.
@MainActor
final class UISearchTextFieldDelegateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class Delegate: NSObject, UISearchTextFieldDelegate {
        var copied: [String] = []
        var selected: [String] = []
        func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken) -> NSItemProvider {
            let name = token.representedObject as? String ?? "?"
            copied.append(name)
            return NSItemProvider(object: name as NSString)
        }
        func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {
            selected.append(suggestion.localizedSuggestion ?? "nil")
        }
    }

    /// A delegate that implements neither method.
    final class PlainDelegate: NSObject, UISearchTextFieldDelegate {}

    private func makeField(text: String = "") -> (UIWindow, UISearchTextField, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 400))
        window.makeKeyAndVisible()
        let field = UISearchTextField(frame: CGRect(x: 20, y: 40, width: 300, height: 36))
        field.autocapitalizationType = .none
        field.text = text
        window.addSubview(field)
        window.layoutIfNeeded()
        return (window, field, InputSimulator(window: window))
    }

    private func token(_ name: String) -> UISearchToken {
        let token = UISearchToken(icon: nil, text: name)
        token.representedObject = name
        return token
    }

    func testDefaults() async {
        let field = UISearchTextField(frame: .zero)
        XCTAssertTrue(field.allowsCopyingTokens)
        XCTAssertTrue(field.allowsDeletingTokens)
        XCTAssertNil(field.searchSuggestions)
    }

    func testCopyingASelectedTokenPutsTheDelegatesProviderOnThePasteboard() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        field.delegate = delegate
        field.tokens = [token("Photos"), token("Ann")]
        field.becomeFirstResponder()
        XCTAssertFalse(field.canPerformAction(Selector("copy:"), withSender: nil), "nothing selected")
        input.pressKey(.keyboardDeleteOrBackspace)
        XCTAssertEqual(field.tokens(in: field.selectedTextRange!).count, 1)
        XCTAssertTrue(field.canPerformAction(Selector("copy:"), withSender: nil))
        XCTAssertTrue(field.canPerformAction(Selector("cut:"), withSender: nil))
        field.copy(nil)
        XCTAssertEqual(delegate.copied.last, "Ann")
        XCTAssertEqual(UIPasteboard.general.itemProviders.count, 1)
        XCTAssertEqual(UIPasteboard.general.string, "Ann")
        XCTAssertEqual(field.tokens.count, 2, "copy keeps the token")
    }

    func testCopyingTokensAndTextPutsBothInOrder() async {
        let (window, field, _) = makeField(text: "dog")
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        field.delegate = delegate
        field.tokens = [token("Photos")]
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        field.copy(nil)
        XCTAssertEqual(UIPasteboard.general.numberOfItems, 2)
        XCTAssertEqual(UIPasteboard.general.strings, ["Photos", "dog"])
    }

    func testTokensAreNotCopiedWhenNotAllowedOrWithoutTheDelegateMethod() async {
        let (window, field, input) = makeField(text: "dog")
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        field.delegate = delegate
        field.allowsCopyingTokens = false
        field.tokens = [token("Photos")]
        field.becomeFirstResponder()
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.textualRange.start)
        XCTAssertFalse(field.canPerformAction(Selector("copy:"), withSender: nil))
        // UIKit: Copy stays enabled when text is selected; only the text is copied.
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        XCTAssertTrue(field.canPerformAction(Selector("copy:"), withSender: nil))
        field.copy(nil)
        XCTAssertEqual(UIPasteboard.general.strings, ["dog"])
        XCTAssertEqual(delegate.copied, [])
        let plain = PlainDelegate()
        field.delegate = plain
        field.allowsCopyingTokens = true
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.textualRange.start)
        XCTAssertFalse(field.canPerformAction(Selector("copy:"), withSender: nil))
        _ = input
    }

    func testCuttingASelectedTokenCopiesThenRemovesIt() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        field.delegate = delegate
        field.tokens = [token("Photos"), token("Ann")]
        field.becomeFirstResponder()
        input.pressKey(.keyboardDeleteOrBackspace)
        field.cut(nil)
        XCTAssertEqual(UIPasteboard.general.string, "Ann")
        XCTAssertEqual(field.tokens.map { $0.representedObject as? String }, ["Photos"])
        // Not allowed to delete: Cut is refused.
        field.allowsDeletingTokens = false
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        XCTAssertFalse(field.canPerformAction(Selector("cut:"), withSender: nil))
    }

    // MARK: Suggestions

    private func suggestionRows(in window: UIWindow) -> [UILabel] {
        var labels: [UILabel] = []
        var queue: [UIView] = [window]
        while !queue.isEmpty {
            let next = queue.removeFirst()
            if let label = next as? UILabel, next.window != nil { labels.append(label) }
            queue.append(contentsOf: next.subviews)
        }
        return labels.filter { $0.text?.hasPrefix("suggest:") == true }
    }

    func testSuggestionsAreListedUnderTheEditingFieldAndAPickReachesTheDelegate() async {
        let (window, field, input) = makeField()
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        field.delegate = delegate
        let items = [UISearchSuggestionItem(localizedSuggestion: "suggest:apple"),
                     UISearchSuggestionItem(localizedSuggestion: "suggest:pear", localizedDescription: "Pears")]
        field.searchSuggestions = items
        XCTAssertTrue(suggestionRows(in: window).isEmpty, "not listed before editing")
        field.becomeFirstResponder()
        let rows = suggestionRows(in: window)
        XCTAssertEqual(rows.map(\.text), ["suggest:apple", "suggest:pear"])
        let second = rows[1].convert(CGPoint(x: 10, y: rows[1].bounds.midY), to: window)
        XCTAssertGreaterThan(second.y, field.frame.maxY, "the list is under the field")
        input.tap(at: second)
        XCTAssertEqual(delegate.selected, ["suggest:pear"])
        XCTAssertTrue(suggestionRows(in: window).isEmpty, "the list hides after a pick")
        field.searchSuggestions = [items[0]]
        XCTAssertEqual(suggestionRows(in: window).map(\.text), ["suggest:apple"])
        field.resignFirstResponder()
        XCTAssertTrue(suggestionRows(in: window).isEmpty, "the list hides when editing ends")
    }

    func testSuggestionItemsKeepWhatTheyAreGiven() async {
        let icon = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let plain = UISearchSuggestionItem(localizedSuggestion: "apple", localizedDescription: "Apples", iconImage: icon)
        XCTAssertEqual(plain.localizedSuggestion, "apple")
        XCTAssertEqual(plain.localizedDescription, "Apples")
        XCTAssertTrue(plain.iconImage === icon)
        XCTAssertNil(plain.localizedAttributedSuggestion)
        plain.representedObject = 7
        XCTAssertEqual(plain.representedObject as? Int, 7)
        let attributed = UISearchSuggestionItem(localizedAttributedSuggestion: NSAttributedString(string: "bold"))
        XCTAssertEqual(attributed.localizedAttributedSuggestion?.string, "bold")
        XCTAssertEqual(attributed.localizedSuggestion, "bold")
        XCTAssertNil(attributed.localizedDescription)
    }
}
