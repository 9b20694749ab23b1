import XCTest
@testable import UIKit
import UIKitTesting

@MainActor
private final class FindRecorder: NSObject, UIFindInteractionDelegate {
    var calls: [String] = []
    var session: UIFindSession?

    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        calls.append("sessionFor")
        return session
    }

    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) { calls.append("didBegin") }
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) { calls.append("didEnd") }
}

/// A searchable object over several "documents" (strings), reporting matches out of order.
@MainActor
private final class MultiDocumentSearchable: NSObject, UITextSearching {
    typealias DocumentIdentifier = Int
    let documents: [String]
    var calls: [String] = []
    var decorations: [String: UITextSearchFoundTextStyle] = [:]

    init(documents: [String]) { self.documents = documents }

    var selectedTextRange: UITextRange? { nil }

    func compare(_ foundRange: UITextRange, toRange: UITextRange, document: Int?) -> ComparisonResult {
        let a = (foundRange as! TextOffsetRange).range.location, b = (toRange as! TextOffsetRange).range.location
        return a == b ? .orderedSame : (a < b ? .orderedAscending : .orderedDescending)
    }

    func compare(document: Int, toDocument: Int) -> ComparisonResult {
        document == toDocument ? .orderedSame : (document < toDocument ? .orderedAscending : .orderedDescending)
    }

    func performTextSearch(queryString: String, options: UITextSearchOptions, resultAggregator: UITextSearchAggregator<Int>) {
        calls.append("search \(queryString)")
        // Last document first: the session orders them.
        for (index, text) in documents.enumerated().reversed() {
            for range in TextSearchMatching.ranges(of: queryString, in: text, options: options) {
                resultAggregator.foundRange(TextOffsetRange(range), searchString: queryString, document: index)
            }
        }
        resultAggregator.finishedSearching()
    }

    func decorate(foundTextRange: UITextRange, document: Int?, usingStyle: UITextSearchFoundTextStyle) {
        decorations["\(document ?? -1):\((foundTextRange as! TextOffsetRange).range.location)"] = usingStyle
    }

    func clearAllDecoratedFoundText() {
        calls.append("clear")
        decorations = [:]
    }

    func willHighlight(foundTextRange: UITextRange, document: Int?) {
        calls.append("willHighlight \(document ?? -1):\((foundTextRange as! TextOffsetRange).range.location)")
    }

    var highlighted: [String] { decorations.filter { $0.value == .highlighted }.map(\.key) }
}

/// UIFindInteraction, UITextSearchingFindSession and find in UITextView: the navigator, the
/// matches and the current one, replacing, and the responder's find actions.
@MainActor
final class FindInteractionTests: XCTestCase {
    private var window: UIWindow!
    private var textView: UITextView!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        textView.text = "One cat, two Cats, a catalog and a cat."
        window.addSubview(textView)
    }

    private var navigator: FindNavigatorView? { window.subviews.compactMap { $0 as? FindNavigatorView }.first }

    func testTextViewFindInteractionIsOffByDefaultAndCanBeEnabled() async throws {
        XCTAssertFalse(textView.isFindInteractionEnabled)
        XCTAssertNil(textView.findInteraction)
        XCTAssertFalse(textView.canPerformAction(Selector("find:"), withSender: nil))
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        XCTAssertTrue(interaction.view === textView)
        XCTAssertTrue(textView.interactions.contains { $0 === interaction })
        XCTAssertFalse(interaction.isFindNavigatorVisible)
        XCTAssertNil(interaction.activeFindSession)
        XCTAssertTrue(textView.canPerformAction(Selector("find:"), withSender: nil))
        XCTAssertTrue(textView.canPerformAction(Selector("findAndReplace:"), withSender: nil))
        XCTAssertFalse(textView.canPerformAction(Selector("useSelectionForFind:"), withSender: nil), "no selection")
        textView.isFindInteractionEnabled = false
        XCTAssertNil(textView.findInteraction)
        XCTAssertFalse(textView.interactions.contains { $0 === interaction })
    }

    func testSearchCountsMatchesCaseInsensitivelyAndHighlightsFromTheSelection() async throws {
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        textView.selectedRange = NSRange(location: 10, length: 0)
        interaction.searchText = "cat"
        interaction.presentFindNavigator(showingReplace: false)
        XCTAssertTrue(interaction.isFindNavigatorVisible)
        let session = try XCTUnwrap(interaction.activeFindSession as? UITextSearchingFindSession)
        XCTAssertTrue(session.searchableObject === textView)
        XCTAssertEqual(session.resultCount, 4, "cat, Cats, catalog, cat: the navigator ignores case")
        XCTAssertEqual(session.highlightedResultIndex, 1, "the first match at or after the selection")
        let state = try XCTUnwrap(textView.findState)
        XCTAssertEqual(state.highlightedRanges, [NSRange(location: 13, length: 3)])
        XCTAssertEqual(state.foundRanges.map(\.location), [4, 21, 35])
        XCTAssertEqual(navigator?.countLabel.text, "2 of 4")
        XCTAssertEqual(navigator?.searchField.text, "cat")
    }

    func testFindNextAndPreviousWrapAround() async throws {
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        textView.selectedRange = NSRange(location: 0, length: 0)
        interaction.presentFindNavigator(showingReplace: false)
        interaction.searchText = "cat"
        let session = try XCTUnwrap(interaction.activeFindSession)
        XCTAssertEqual(session.highlightedResultIndex, 0)
        interaction.findPrevious()
        XCTAssertEqual(session.highlightedResultIndex, 3, "previous from the first wraps to the last")
        interaction.findNext()
        XCTAssertEqual(session.highlightedResultIndex, 0)
        textView.findNext(nil)
        textView.findNext(nil)
        XCTAssertEqual(session.highlightedResultIndex, 2)
        XCTAssertEqual(textView.findState?.highlightedRanges, [NSRange(location: 21, length: 3)])
        XCTAssertEqual(textView.findState?.foundRanges.count, 3, "one current, the rest found")
        textView.findPrevious(nil)
        XCTAssertEqual(session.highlightedResultIndex, 1)
        XCTAssertEqual(navigator?.countLabel.text, "2 of 4")
    }

    func testDelegateOrderAndDismissClearsDecorations() async throws {
        let recorder = FindRecorder()
        recorder.session = UITextSearchingFindSession(searchableObject: textView)
        let interaction = UIFindInteraction(sessionDelegate: recorder)
        textView.addInteraction(interaction)
        interaction.searchText = "two"
        interaction.presentFindNavigator(showingReplace: false)
        XCTAssertEqual(recorder.calls, ["sessionFor", "didBegin"])
        XCTAssertEqual(interaction.activeFindSession?.resultCount, 1)
        interaction.presentFindNavigator(showingReplace: false)
        XCTAssertEqual(recorder.calls, ["sessionFor", "didBegin"], "already visible: no new session")
        XCTAssertEqual(textView.findState?.highlightedRanges.count, 1)
        interaction.dismissFindNavigator()
        XCTAssertEqual(recorder.calls, ["sessionFor", "didBegin", "didEnd"])
        XCTAssertFalse(interaction.isFindNavigatorVisible)
        XCTAssertNil(interaction.activeFindSession)
        XCTAssertNil(navigator)
        XCTAssertEqual(textView.findState?.highlightedRanges.count, 0, "the matches are no longer decorated")
        recorder.session = nil
        interaction.presentFindNavigator(showingReplace: false)
        XCTAssertFalse(interaction.isFindNavigatorVisible, "no session: no navigator")
    }

    func testReplaceCurrentAndAll() async throws {
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        textView.selectedRange = NSRange(location: 0, length: 0)
        interaction.searchText = "cat"
        interaction.replacementText = "dog"
        interaction.presentFindNavigator(showingReplace: true)
        XCTAssertEqual(navigator?.replaceField.isHidden, false)
        let session = try XCTUnwrap(interaction.activeFindSession)
        XCTAssertTrue(session.supportsReplacement)
        XCTAssertTrue(session.allowsReplacementForCurrentlyHighlightedResult)
        interaction.findNext()
        interaction.replaceCurrent()
        XCTAssertEqual(textView.text, "One cat, two dogs, a catalog and a cat.")
        XCTAssertEqual(session.resultCount, 3)
        XCTAssertEqual(session.highlightedResultIndex, 1, "the next match takes the replaced one's place")
        session.replaceAll(query: "cat", replacementString: "owl", options: nil)
        XCTAssertEqual(textView.text, "One owl, two dogs, a owlalog and a owl.")
        XCTAssertEqual(session.resultCount, 0)
    }

    func testNonEditableTextViewFindsButDoesNotReplace() async throws {
        textView.isEditable = false
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        XCTAssertFalse(textView.canPerformAction(Selector("findAndReplace:"), withSender: nil))
        interaction.searchText = "cat"
        interaction.presentFindNavigator(showingReplace: true)
        XCTAssertEqual(navigator?.replaceField.isHidden, true, "no replace field without replacement")
        let session = try XCTUnwrap(interaction.activeFindSession)
        XCTAssertEqual(session.resultCount, 4)
        XCTAssertFalse(session.supportsReplacement)
        session.performSingleReplacement(query: "cat", replacementString: "x", options: nil)
        XCTAssertEqual(textView.text, "One cat, two Cats, a catalog and a cat.")
    }

    func testWordMatchMethodsAndCase() async {
        let text = "cat Cats catalog concat cat_x cat"
        let ranges = { (method: UITextSearchOptions.WordMatchMethod, compare: NSString.CompareOptions) in
            TextSearchMatching.ranges(of: "cat", in: text, options: UITextSearchOptions(wordMatchMethod: method, stringCompareOptions: compare)).map(\.location)
        }
        XCTAssertEqual(ranges(.contains, []), [0, 9, 20, 24, 30])
        XCTAssertEqual(ranges(.contains, .caseInsensitive), [0, 4, 9, 20, 24, 30])
        XCTAssertEqual(ranges(.startsWith, .caseInsensitive), [0, 4, 9, 24, 30])
        XCTAssertEqual(ranges(.fullWord, .caseInsensitive), [0, 30])
        let defaults = UITextSearchOptions()
        XCTAssertEqual(defaults.wordMatchMethod, .contains)
        XCTAssertEqual(defaults.stringCompareOptions, [])
    }

    func testResponderActionsPresentTheNavigatorAndUseTheSelection() async throws {
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        textView.selectedRange = NSRange(location: 9, length: 3)
        XCTAssertTrue(textView.canPerformAction(Selector("useSelectionForFind:"), withSender: nil))
        textView.useSelectionForFind(nil)
        XCTAssertEqual(interaction.searchText, "two")
        textView.find(nil)
        XCTAssertTrue(interaction.isFindNavigatorVisible)
        XCTAssertEqual(navigator?.replaceField.isHidden, true)
        XCTAssertEqual(interaction.activeFindSession?.resultCount, 1)
        interaction.dismissFindNavigator()
        textView.findAndReplace(nil)
        XCTAssertEqual(navigator?.replaceField.isHidden, false)
    }

    func testNavigatorButtonsAndTypingDriveTheSession() async throws {
        textView.isFindInteractionEnabled = true
        let interaction = try XCTUnwrap(textView.findInteraction)
        textView.selectedRange = NSRange(location: 0, length: 0)
        interaction.presentFindNavigator(showingReplace: false)
        let bar = try XCTUnwrap(navigator)
        XCTAssertEqual(bar.frame.maxY, window.bounds.maxY, "along the bottom of the window")
        bar.searchField.text = "a"
        bar.searchField.sendActions(for: .editingChanged)
        XCTAssertEqual(interaction.searchText, "a")
        let count = try XCTUnwrap(interaction.activeFindSession?.resultCount)
        XCTAssertGreaterThan(count, 3)
        bar.nextButton.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(interaction.activeFindSession?.highlightedResultIndex, 1)
        bar.previousButton.sendActions(for: .primaryActionTriggered)
        bar.previousButton.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(interaction.activeFindSession?.highlightedResultIndex, count - 1)
        XCTAssertEqual(bar.countLabel.text, "\(count) of \(count)")
        interaction.activeFindSession?.searchResultDisplayStyle = .total
        XCTAssertEqual(bar.countLabel.text, "\(count) results")
        bar.doneButton.sendActions(for: .primaryActionTriggered)
        XCTAssertFalse(interaction.isFindNavigatorVisible)
    }

    func testSessionOrdersMatchesByDocumentThenRange() async throws {
        let searchable = MultiDocumentSearchable(documents: ["a x a", "x a"])
        let session = UITextSearchingFindSession(searchableObject: searchable)
        session.performSearch(query: "a", options: nil)
        XCTAssertEqual(session.resultCount, 3)
        XCTAssertEqual(session.highlightedResultIndex, 0)
        XCTAssertEqual(searchable.calls, ["clear", "search a", "willHighlight 0:0"])
        XCTAssertEqual(searchable.highlighted, ["0:0"])
        session.highlightNextResult(in: .forward)
        XCTAssertEqual(searchable.highlighted, ["0:4"])
        session.highlightNextResult(in: .forward)
        XCTAssertEqual(searchable.highlighted, ["1:2"], "the second document after the first")
        XCTAssertEqual(searchable.decorations.count, 3)
        XCTAssertFalse(session.supportsReplacement, "UITextSearching's default")
        session.invalidateFoundResults()
        XCTAssertEqual(session.resultCount, 0)
        XCTAssertEqual(session.highlightedResultIndex, NSNotFound)
        XCTAssertTrue(searchable.decorations.isEmpty)
    }
}
