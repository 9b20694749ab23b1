import XCTest
import UIKit

/// A custom text view's Writing Tools support written with the async forms compiles in Swift 6
/// mode. (On iOS the delegate protocol is not main-actor isolated, so a view adopts it with
/// `@preconcurrency`; here the protocol is main-actor isolated, which accepts that too.)
final class DraftView6: UIView {
    var storage = NSMutableAttributedString(string: "Draft")
}

extension DraftView6: @preconcurrency UIWritingToolsCoordinator.Delegate {
    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                 contextsFor scope: UIWritingToolsCoordinator.ContextScope) async -> [UIWritingToolsCoordinator.Context] {
        [UIWritingToolsCoordinator.Context(attributedString: storage, range: NSRange(location: 0, length: storage.length))]
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                 proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                 animationParameters: UIWritingToolsCoordinator.AnimationParameters?) async -> NSAttributedString? {
        storage.replaceCharacters(in: range, with: replacementText)
        return replacementText
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue],
                                 in context: UIWritingToolsCoordinator.Context) async {}

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator,
                                 rangeInContextWithIdentifierFor point: CGPoint) async -> (NSRange, UUID) {
        (NSRange(location: NSNotFound, length: 0), UUID())
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
final class Swift6ModeWritingToolsTests: XCTestCase {
    func testTheAsyncDelegateCompilesAndAnswersTheCompletionForm() async {
        let view = DraftView6()
        let coordinator = UIWritingToolsCoordinator(delegate: view)
        view.addInteraction(coordinator)
        XCTAssertFalse(UIWritingToolsCoordinator.isWritingToolsAvailable)
        let replaced = await view.writingToolsCoordinator(coordinator, replace: NSRange(location: 0, length: 5), in: UIWritingToolsCoordinator.Context(attributedString: view.storage, range: NSRange(location: 0, length: 5)),
                                                          proposedText: NSAttributedString(string: "Final"), reason: .noninteractive, animationParameters: nil)
        XCTAssertEqual(replaced?.string, "Final")
        XCTAssertEqual(view.storage.string, "Final")
    }
}
