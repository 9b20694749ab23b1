import XCTest
import UIKit

// A custom text view's Writing Tools support (iOS 18.2) compiles unchanged in Swift 5 mode:
// a plain view class adopting the delegate with the completion-handler forms.

class NoteTextView5: UIView, UIWritingToolsCoordinator.Delegate {
    var storage = NSMutableAttributedString(string: "Some notes")
    lazy var coordinator = UIWritingToolsCoordinator(delegate: self)

    func install() {
        if UIWritingToolsCoordinator.isWritingToolsAvailable {
            coordinator.preferredBehavior = .complete
        }
        addInteraction(coordinator)
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsContextsFor scope: UIWritingToolsCoordinator.ContextScope,
                                 completion: @escaping ([UIWritingToolsCoordinator.Context]) -> Void) {
        completion([UIWritingToolsCoordinator.Context(attributedString: storage, range: NSRange(location: 0, length: storage.length))])
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, replace range: NSRange, in context: UIWritingToolsCoordinator.Context,
                                 proposedText replacementText: NSAttributedString, reason: UIWritingToolsCoordinator.TextReplacementReason,
                                 animationParameters: UIWritingToolsCoordinator.AnimationParameters?, completion: @escaping (NSAttributedString?) -> Void) {
        storage.replaceCharacters(in: range, with: replacementText)
        animationParameters?.progressHandler = { _ in }
        completion(replacementText)
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, select ranges: [NSValue], in context: UIWritingToolsCoordinator.Context,
                                 completion: @escaping () -> Void) {
        completion()
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsRangeInContextWithIdentifierFor point: CGPoint,
                                 completion: @escaping (NSRange, UUID) -> Void) {
        completion(NSRange(location: NSNotFound, length: 0), UUID())
    }

    func writingToolsCoordinator(_ writingToolsCoordinator: UIWritingToolsCoordinator, requestsBoundingBezierPathsFor range: NSRange,
                                 in context: UIWritingToolsCoordinator.Context, completion: @escaping ([UIBezierPath]) -> Void) {
        completion([])
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
}

@MainActor
final class Swift5ModeWritingToolsTests: XCTestCase {
    func testTheCustomViewInstallsItsCoordinator() async {
        let view = NoteTextView5()
        view.install()
        XCTAssertTrue(view.coordinator.view === view)
        XCTAssertEqual(view.coordinator.behavior, .none)
        XCTAssertEqual(view.coordinator.state, .inactive)
    }
}
