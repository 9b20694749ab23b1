import XCTest
import UIKit
import UIKitTesting

/// A custom text view's Writing Tools support as the iOS 18.2 docs write it: completion-handler
/// forms.
@MainActor
private final class CompletionStyleEditor: UIView, UIWritingToolsCoordinator.Delegate {
    var text = NSAttributedString(string: "Hello wrold. Second paragraph.")
    var selection = NSRange(location: 0, length: 5)
    var states: [UIWritingToolsCoordinator.State] = []

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsContextsFor scope: UIWritingToolsCoordinator.ContextScope,
                                 completion: @escaping ([UIWritingToolsCoordinator.Context]) -> Void) {
        completion([UIWritingToolsCoordinator.Context(attributedString: text, range: scope == .userSelection ? selection : NSRange(location: 0, length: text.length))])
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                 proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                 animationParameters: UIWritingToolsCoordinator.AnimationParameters?, completion: @escaping (NSAttributedString?) -> Void) {
        let updated = NSMutableAttributedString(attributedString: text)
        updated.replaceCharacters(in: range, with: replacementText)
        text = updated
        completion(replacementText)
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue], in context: UIWritingToolsCoordinator.Context,
                                 completion: @escaping () -> Void) {
        selection = ranges.first?.rangeValue ?? selection
        completion()
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsRangeInContextWithIdentifierFor point: CGPoint,
                                 completion: @escaping (NSRange, UUID) -> Void) {
        completion(NSRange(location: NSNotFound, length: 0), UUID())
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsBoundingBezierPathsFor range: NSRange,
                                 in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void) {
        completion([UIBezierPath(rect: bounds)])
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsUnderlinePathsFor range: NSRange,
                                 in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void) {
        completion([])
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, prepareFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                 for range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping () -> Void) {
        completion()
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsPreviewFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                 of range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping (UITargetedPreview?) -> Void) {
        completion(nil)
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, finish textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                 for range: NSRange, in context: UIWritingToolsCoordinator.Context, completion: @escaping () -> Void) {
        completion()
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, willChangeTo newState: UIWritingToolsCoordinator.State,
                                 completion: @escaping () -> Void) {
        states.append(newState)
        completion()
    }
}

/// The same support written with the async forms Swift also accepts on iOS.
@MainActor
private final class AsyncStyleEditor: NSObject, UIWritingToolsCoordinator.Delegate {
    var selected: [NSRange] = []

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                 contextsFor scope: UIWritingToolsCoordinator.ContextScope) async -> [UIWritingToolsCoordinator.Context] {
        [UIWritingToolsCoordinator.Context(attributedString: NSAttributedString(string: "async"), range: NSRange(location: 0, length: 5))]
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                 proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                 animationParameters: UIWritingToolsCoordinator.AnimationParameters?) async -> NSAttributedString? {
        nil
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue],
                                 in context: UIWritingToolsCoordinator.Context) async {
        selected = ranges.map(\.rangeValue)
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                 rangeInContextWithIdentifierFor point: CGPoint) async -> (NSRange, UUID) {
        (NSRange(location: 2, length: 1), UUID())
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, boundingBezierPathsFor range: NSRange,
                                 context: UIWritingToolsCoordinator.Context) async -> [UIBezierPath] { [] }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, underlinePathsFor range: NSRange,
                                 context: UIWritingToolsCoordinator.Context) async -> [UIBezierPath] { [] }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, prepareFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                 for range: NSRange, in context: UIWritingToolsCoordinator.Context) async {}

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, previewFor textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                 range: NSRange, context: UIWritingToolsCoordinator.Context) async -> UITargetedPreview? { nil }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, finish textAnimation: UIWritingToolsCoordinator.TextAnimation,
                                 for range: NSRange, in context: UIWritingToolsCoordinator.Context) async {}
}

@MainActor
final class UIWritingToolsCoordinatorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTheCoordinatorAttachesButWritingToolsNeverRuns() async {
        let editor = CompletionStyleEditor(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let coordinator = UIWritingToolsCoordinator(delegate: editor)
        editor.addInteraction(coordinator)
        XCTAssertTrue(coordinator.view === editor)
        XCTAssertTrue(coordinator.delegate === editor)
        XCTAssertFalse(UIWritingToolsCoordinator.isWritingToolsAvailable, "no Apple Intelligence on Linux")
        XCTAssertEqual(coordinator.state, .inactive)
        XCTAssertEqual(coordinator.preferredBehavior, .default)
        XCTAssertEqual(coordinator.behavior, .none, "never .default; nothing runs here")
        XCTAssertEqual(coordinator.preferredResultOptions, [])
        XCTAssertFalse(coordinator.resultOptions.isEmpty, "UIKit: a nonzero value")
        coordinator.preferredResultOptions = [.richText, .list]
        XCTAssertEqual(coordinator.resultOptions, [.richText, .list])
        let overlay = UIView()
        coordinator.effectContainerView = overlay
        coordinator.decorationContainerView = overlay
        XCTAssertTrue(coordinator.effectContainerView === overlay)
        let context = UIWritingToolsCoordinator.Context(attributedString: editor.text, range: editor.selection)
        coordinator.updateRange(NSRange(location: 0, length: 1), with: NSAttributedString(string: "J"), reason: .typing,
                                forContextWithIdentifier: context.identifier)
        coordinator.updateForReflowedTextInContextWithIdentifier(context.identifier)
        coordinator.stopWritingTools()
        XCTAssertEqual(coordinator.state, .inactive)
        XCTAssertTrue(editor.states.isEmpty, "the delegate is never told of a state change")
        editor.removeInteraction(coordinator)
        XCTAssertNil(coordinator.view)
    }

    func testContextsAndTheEnumsAreUIKits() async {
        let text = NSMutableAttributedString(string: "abc")
        let context = UIWritingToolsCoordinator.Context(attributedString: text, range: NSRange(location: 1, length: 2))
        text.append(NSAttributedString(string: "def"))
        XCTAssertEqual(context.attributedString.string, "abc", "the context keeps a copy")
        XCTAssertEqual(context.range, NSRange(location: 1, length: 2))
        XCTAssertEqual(context.resolvedRange.location, NSNotFound, "UIKit: NSNotFound until Writing Tools resolves it")
        XCTAssertNotEqual(context.identifier, UIWritingToolsCoordinator.Context(attributedString: text, range: context.range).identifier)
        XCTAssertEqual(UIWritingToolsCoordinator.State.interactiveStreaming.rawValue, 3)
        XCTAssertEqual(UIWritingToolsCoordinator.ContextScope.visibleArea.rawValue, 2)
        XCTAssertEqual(UIWritingToolsCoordinator.TextReplacementReason.noninteractive.rawValue, 1)
        XCTAssertEqual(UIWritingToolsCoordinator.TextUpdateReason.undoRedo.rawValue, 1)
        XCTAssertEqual(UIWritingToolsCoordinator.TextAnimation.insert.rawValue, 2)
    }

    func testEitherFormOfAMethodAnswersTheOther() async {
        let coordinator = UIWritingToolsCoordinator(delegate: nil)
        let completionEditor = CompletionStyleEditor()
        let contexts = await completionEditor.writingToolsCoordinator(coordinator, contextsFor: .userSelection)
        XCTAssertEqual(contexts.first?.range, completionEditor.selection, "the async form waits for the completion-handler form")
        let replaced = await completionEditor.writingToolsCoordinator(coordinator, replace: NSRange(location: 6, length: 5), in: contexts[0],
                                                                      proposedText: NSAttributedString(string: "world"), reason: .interactive,
                                                                      animationParameters: nil)
        XCTAssertEqual(replaced?.string, "world")
        XCTAssertEqual(completionEditor.text.string, "Hello world. Second paragraph.")

        let asyncEditor = AsyncStyleEditor()
        let done = expectation(description: "contexts")
        var received: [UIWritingToolsCoordinator.Context] = []
        asyncEditor.writingToolsCoordinator(coordinator, requestsContextsFor: .fullDocument) { contexts in
            received = contexts
            done.fulfill()
        }
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(received.first?.attributedString.string, "async", "the completion-handler form runs the async form")
        await asyncEditor.writingToolsCoordinator(coordinator, select: [NSValue(range: NSRange(location: 1, length: 2))], in: received[0])
        XCTAssertEqual(asyncEditor.selected, [NSRange(location: 1, length: 2)])
        let subranges = await asyncEditor.writingToolsCoordinator(coordinator, singleContainerSubrangesOf: NSRange(location: 0, length: 4), in: received[0])
        XCTAssertEqual(subranges.map(\.rangeValue), [NSRange(location: 0, length: 4)], "optional: one container by default")
    }
}
