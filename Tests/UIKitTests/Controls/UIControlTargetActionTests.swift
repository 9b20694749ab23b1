import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIControlTargetActionTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testThreeActionShapes() async {
        // Seed 000, Listing 1: (), (sender), (sender, event).
        let control = UIControl()
        let recorder = ActionRecorder()
        control.addTarget(recorder, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.addTarget(recorder, action: Selector("withSender:", ActionRecorder.withSender), for: .touchUpInside)
        control.addTarget(recorder, action: Selector("withSender:event:", ActionRecorder.withSenderAndEvent), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(recorder.calls, ["plain", "sender", "senderEvent"])
        XCTAssertTrue(recorder.senders.allSatisfy { $0 === control })
    }

    func testUnboundMethodReferencesWork() async {
        let control = UIControl()
        let recorder = ActionRecorder()
        control.addTarget(recorder, action: ActionRecorder.plain, for: .touchDown)
        control.addTarget(recorder, action: ActionRecorder.withSender, for: .touchDown)
        control.addTarget(recorder, action: ActionRecorder.withSenderAndEvent, for: .touchDown)
        control.sendActions(for: .touchDown)
        XCTAssertEqual(recorder.calls, ["plain", "sender", "senderEvent"])
    }

    func testTargetIsHeldWeaklyAndAFreedTargetIsSkipped() async {
        let control = UIControl()
        weak var weakRecorder: ActionRecorder?
        do {
            let recorder = ActionRecorder()
            weakRecorder = recorder
            control.addTarget(recorder, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        }
        XCTAssertNil(weakRecorder, "the control does not retain its target")
        control.sendActions(for: .touchUpInside) // must not crash
        XCTAssertTrue(control.allTargets.isEmpty)
        XCTAssertEqual(control.allControlEvents, [])
    }

    func testATargetBeingDeinitializedIsNotCalled() async {
        // UIKit holds targets weakly: an object in its deinit is already gone for the control.
        let control = UIControl()
        let log = DyingTargetLog()
        do {
            let target = DyingTarget(control: control, log: log)
            control.addTarget(target, action: Selector("fire", DyingTarget.fire), for: .valueChanged)
            control.sendActions(for: .valueChanged)
        }
        XCTAssertEqual(log.entries, ["fired", "deinit"], "the action ran while the target lived, not from its deinit")
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(log.entries, ["fired", "deinit"])
    }

    func testATripleIsStoredOnce() async {
        let control = UIControl()
        let recorder = ActionRecorder()
        let action = Selector("plain", ActionRecorder.plain)
        control.addTarget(recorder, action: action, for: .touchUpInside)
        control.addTarget(recorder, action: action, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(recorder.calls, ["plain"])
        XCTAssertEqual(control.actions(forTarget: recorder, forControlEvent: .touchUpInside), ["plain"])
    }

    func testCombinedMaskRegistrationFiresForEachOfItsEvents() async {
        let control = UIControl()
        let recorder = ActionRecorder()
        control.addTarget(recorder, action: Selector("plain", ActionRecorder.plain), for: [.touchDown, .touchUpInside])
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchUpOutside)
        XCTAssertEqual(recorder.calls, ["plain", "plain"])
    }

    func testActionsFireInRegistrationOrder() async {
        let control = UIControl()
        var order: [Int] = []
        for i in 0..<5 {
            control.addAction(UIAction { _ in order.append(i) }, for: .valueChanged)
        }
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(order, [0, 1, 2, 3, 4])
    }

    func testRemoveTargetWithNilActionRemovesAllOfThatTargetsActions() async {
        let control = UIControl()
        let a = ActionRecorder(), b = ActionRecorder()
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.addTarget(a, action: Selector("withSender:", ActionRecorder.withSender), for: .touchUpInside)
        control.addTarget(b, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.removeTarget(a, action: nil, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(a.calls, [])
        XCTAssertEqual(b.calls, ["plain"])
    }

    func testRemoveTargetWithAnActionRemovesOnlyThatAction() async {
        let control = UIControl()
        let a = ActionRecorder()
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.addTarget(a, action: Selector("withSender:", ActionRecorder.withSender), for: .touchUpInside)
        control.removeTarget(a, action: Selector("plain"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(a.calls, ["sender"])
    }

    func testRemoveTargetWithNilTargetRemovesThoseEventsForEveryTarget() async {
        let control = UIControl()
        let a = ActionRecorder(), b = ActionRecorder()
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: [.touchDown, .touchUpInside])
        control.addTarget(b, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.removeTarget(nil, action: nil, for: .touchUpInside)
        XCTAssertEqual(control.allControlEvents, .touchDown, "removing some events keeps the rest")
        control.sendActions(for: [.touchDown, .touchUpInside])
        XCTAssertEqual(a.calls, ["plain"])
        XCTAssertEqual(b.calls, [])
    }

    func testRemovingSomethingNeverAddedIsANoOp() async {
        let control = UIControl()
        let a = ActionRecorder()
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.removeTarget(ActionRecorder(), action: nil, for: .allEvents)
        control.removeTarget(a, action: Selector("neverAdded"), for: .allEvents)
        control.removeTarget(a, action: nil, for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(a.calls, ["plain"])
    }

    func testAllTargetsReportsANilTargetAsNSNull() async {
        let control = UIControl()
        let a = ActionRecorder()
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.addTarget(nil, action: Selector("plain", ActionRecorder.plain), for: .valueChanged)
        // Compared element by element: Linux Foundation's NSNull is equal to every NSNull
        // but hashes by address, so Set lookups of a fresh NSNull() miss.
        XCTAssertEqual(control.allTargets.count, 2)
        XCTAssertTrue(control.allTargets.contains(AnyHashable(a)))
        XCTAssertTrue(control.allTargets.contains { $0 == AnyHashable(NSNull()) })
        XCTAssertEqual(control.allControlEvents, [.touchUpInside, .valueChanged])
    }

    func testActionsForTargetReturnsNamesOrNil() async {
        let control = UIControl()
        let a = ActionRecorder()
        XCTAssertNil(control.actions(forTarget: a, forControlEvent: .touchUpInside))
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.addTarget(a, action: Selector("withSender:", ActionRecorder.withSender), for: [.touchUpInside, .touchDown])
        XCTAssertEqual(control.actions(forTarget: a, forControlEvent: .touchUpInside), ["plain", "withSender:"])
        XCTAssertEqual(control.actions(forTarget: a, forControlEvent: .touchDown), ["withSender:"])
        XCTAssertNil(control.actions(forTarget: a, forControlEvent: .valueChanged))
        XCTAssertNil(control.actions(forTarget: nil, forControlEvent: .touchUpInside), "seed 001: nil target gives nil")
    }

    func testNilTargetWalksTheResponderChainFromTheFirstResponder() async {
        final class Handler: UIView {
            var calls = 0
            override var canBecomeFirstResponder: Bool { true }
            func save() { calls += 1 }
        }
        let (window, _) = makeWindow()
        let container = Handler()
        let control = UIControl()
        let focused = Handler()
        container.addSubview(control)
        window.addSubview(container)
        window.addSubview(focused)
        control.addTarget(nil, action: Selector("save", Handler.save), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(container.calls, 1, "no first responder: the chain starts at the sender")
        focused.becomeFirstResponder()
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(focused.calls, 1, "the first responder that can perform the action gets it")
        XCTAssertEqual(container.calls, 1)
    }

    func testNilTargetWithNoHandlerDoesNothing() async {
        final class Nobody: NSObject { func neverCalled() { XCTFail("must not be called") } }
        let (window, _) = makeWindow()
        let control = UIControl()
        window.addSubview(control)
        control.addTarget(nil, action: Selector("neverCalled", Nobody.neverCalled), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
    }

    func testSendActionIsTheOverridableFunnel() async {
        final class Observing: UIControl {
            var seen: [String] = []
            var swallow = false
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                seen.append(action.name)
                if !swallow { super.sendAction(action, to: target, for: event) }
            }
        }
        let control = Observing()
        let a = ActionRecorder()
        control.addTarget(a, action: Selector("plain", ActionRecorder.plain), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.swallow = true
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(control.seen, ["plain", "plain"])
        XCTAssertEqual(a.calls, ["plain"], "the subclass chose not to send the second one")
    }

    func testSendActionsForEmptyMaskSendsNothing() async {
        let control = UIControl()
        var calls = 0
        control.addAction(UIAction { _ in calls += 1 }, for: .allEvents)
        control.sendActions(for: [])
        XCTAssertEqual(calls, 0)
    }

    func testWrongSenderTypeIsReportedNotCalled() async {
        final class Target: NSObject {
            var called = false
            func onButton(_ sender: UIButton) { called = true }
        }
        let control = UIControl() // not a UIButton
        let target = Target()
        control.addTarget(target, action: Selector("onButton:", Target.onButton), for: .touchUpInside)
        let log = LogCapture.capture { control.sendActions(for: .touchUpInside) }
        XCTAssertFalse(target.called)
        XCTAssertTrue(log.contains("expects a sender of type UIButton"))
    }

    // MARK: UIAction

    func testUIActionReceivesTheControlAsSender() async {
        let button = UIButton(type: .system)
        var sender: Any?
        button.addAction(UIAction { action in sender = action.sender }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertTrue(sender as AnyObject === button)
    }

    func testAddingAnActionWithTheSameIdentifierReplacesIt() async {
        let control = UIControl()
        var log: [String] = []
        let id = UIAction.Identifier("save")
        control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
        control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second"])
        control.removeAction(identifiedBy: id, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["second"])
    }

    /// UIKit: an action made without an identifier gets a unique one, the same each time it is
    /// read; such actions never replace each other, and the identifier read back removes it.
    func testActionsWithoutIdentifiersHaveUniqueStableOnes() async {
        let control = UIControl()
        var log: [String] = []
        let first = UIAction { _ in log.append("first") }
        let second = UIAction { _ in log.append("second") }
        control.addAction(first, for: .touchUpInside)
        control.addAction(second, for: .touchUpInside)
        control.addAction(first, for: .touchDown)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchDown)
        XCTAssertEqual(log, ["first", "second", "first"])
        XCTAssertEqual(first.identifier, first.identifier)
        XCTAssertNotEqual(first.identifier, second.identifier)
        XCTAssertNotEqual(UIAction { _ in }.identifier, UIAction { _ in }.identifier)

        // An action given an identifier read from another replaces it.
        control.addAction(UIAction(identifier: second.identifier) { _ in log.append("third") }, for: .touchUpInside)
        log = []
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["first", "third"])
        control.removeAction(identifiedBy: first.identifier, for: [.touchUpInside, .touchDown])
        log = []
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .touchDown)
        XCTAssertEqual(log, ["third"])
    }

    func testRemoveActionRemovesOnlyTheGivenEvents() async {
        let control = UIControl()
        var count = 0
        let action = UIAction { _ in count += 1 }
        control.addAction(action, for: [.touchDown, .touchUpInside])
        control.removeAction(action, for: .touchDown)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(count, 1)
    }

    func testEnumerateEventHandlers() async {
        let control = UIControl()
        let recorder = ActionRecorder()
        let action = UIAction(title: "A") { _ in }
        control.addAction(action, for: .valueChanged)
        control.addTarget(recorder, action: Selector("plain", ActionRecorder.plain), for: [.touchDown, .touchUpInside])
        var seen: [String] = []
        control.enumerateEventHandlers { actionHandler, targetAction, event, _ in
            if let actionHandler { seen.append("action \(actionHandler.title) \(event.rawValue)") }
            if let targetAction { seen.append("target \(targetAction.action.name) \(event.rawValue)") }
        }
        XCTAssertEqual(seen, ["action A 4096", "target plain 1", "target plain 64"])
        var visited = 0
        control.enumerateEventHandlers { _, _, _, stop in
            visited += 1
            stop = true
        }
        XCTAssertEqual(visited, 1)
    }

    func testPrimaryActionOfAButton() async {
        var fired = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        XCTAssertEqual(button.title(for: .normal), "Go")
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        let (window, input) = makeWindow()
        window.addSubview(button)
        input.tap(button)
        XCTAssertEqual(fired, 1)
    }

    // MARK: Re-entrancy

    func testAnActionThatRemovesLaterTargetsStopsThem() async {
        let control = UIControl()
        var log: [String] = []
        let second = ActionRecorder()
        control.addAction(UIAction { _ in
            log.append("first")
            control.removeTarget(second, action: nil, for: .allEvents)
        }, for: .touchUpInside)
        control.addTarget(second, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(log, ["first"])
        XCTAssertEqual(second.calls, [], "a registration removed during dispatch is not called")
    }

    func testAnActionThatAddsATargetDoesNotRunItInTheSameDispatch() async {
        let control = UIControl()
        let late = ActionRecorder()
        control.addAction(UIAction { _ in
            control.addTarget(late, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        }, for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(late.calls, [])
        control.sendActions(for: .touchUpInside)
        XCTAssertEqual(late.calls, ["plain"])
    }

    func testAnActionThatRemovesTheControlFromTheWindowMidTouchIsSafe() async {
        let (window, input) = makeWindow()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in
            events.append("down")
            button.removeFromSuperview()
        }, for: .touchDown)
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(events, ["down", "up"], "the touch stays with its view, as in UIKit")
    }

    func testAnActionThatFreesTheNextTargetIsSafe() async {
        let control = UIControl()
        var holder: ActionRecorder? = ActionRecorder()
        control.addAction(UIAction { _ in holder = nil }, for: .touchUpInside)
        control.addTarget(holder, action: Selector("plain", ActionRecorder.plain), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        XCTAssertNil(holder)
        XCTAssertTrue(control.allTargets.isEmpty)
    }
}

@MainActor
private final class DyingTargetLog {
    var entries: [String] = []
}

/// A target whose deinit makes the control send its actions.
@MainActor
private final class DyingTarget {
    let control: UIControl
    let log: DyingTargetLog

    init(control: UIControl, log: DyingTargetLog) {
        self.control = control
        self.log = log
    }

    func fire() { log.entries.append("fired") }

    deinit {
        MainActor.assumeIsolated {
            log.entries.append("deinit")
            control.sendActions(for: .valueChanged)
        }
    }
}
