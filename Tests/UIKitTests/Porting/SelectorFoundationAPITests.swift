import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class Receiver: NSObject {
    var log: [String] = []

    func tick(_ timer: Timer) { log.append("tick") }
    func ping() { log.append("ping") }
    func changed(_ notification: Notification) { log.append("changed \(notification.name.rawValue)") }
    func refresh(_ value: String) { log.append("refresh \(value)") }
}

private let changedName = Notification.Name("SelectorFoundationAPITests.changed")

@MainActor
final class SelectorFoundationAPITests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    // MARK: Timer

    func testSelectorTimerSendsItsSelectorWithTheTimer() async {
        let receiver = Receiver()
        let timer = Timer(timeInterval: 0.01, target: receiver, selector: Selector("tick:", Receiver.tick),
                          userInfo: nil, repeats: false)
        XCTAssertEqual(receiver.log, [], "an unscheduled timer does not fire")
        timer.fire()
        XCTAssertEqual(receiver.log, ["tick"])
    }

    func testScheduledSelectorTimerFiresOnTheRunLoop() async {
        let receiver = Receiver()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: receiver, selector: Selector("ping", Receiver.ping),
                                         userInfo: nil, repeats: true)
        defer { timer.invalidate() }
        let deadline = Date().addingTimeInterval(5)
        while receiver.log.count < 2 && Date() < deadline {
            try? await Task.sleep(nanoseconds: 5_000_000)
        }
        XCTAssertGreaterThanOrEqual(receiver.log.count, 2, "a repeating timer keeps firing")
        XCTAssertTrue(receiver.log.allSatisfy { $0 == "ping" })
    }

    // MARK: NotificationCenter

    func testSelectorObserverReceivesMatchingNotificationsUntilRemoved() async {
        let center = NotificationCenter()
        let receiver = Receiver()
        let sender = NSObject()
        center.addObserver(receiver, selector: Selector("changed:", Receiver.changed), name: changedName, object: sender)

        center.post(name: changedName, object: sender)
        center.post(name: changedName, object: NSObject())      // another sender: not observed
        center.post(name: Notification.Name("other"), object: sender)
        XCTAssertEqual(receiver.log, ["changed \(changedName.rawValue)"])

        center.removeObserver(receiver)
        center.post(name: changedName, object: sender)
        XCTAssertEqual(receiver.log.count, 1, "removeObserver(_:) removes selector observations")
    }

    func testRemoveObserverForANameKeepsOtherNames() async {
        let center = NotificationCenter()
        let receiver = Receiver()
        let other = Notification.Name("SelectorFoundationAPITests.other")
        center.addObserver(receiver, selector: Selector("changed:", Receiver.changed), name: changedName, object: nil)
        center.addObserver(receiver, selector: Selector("changed:", Receiver.changed), name: other, object: nil)
        center.removeObserver(receiver, name: changedName, object: nil)
        center.post(name: changedName, object: nil)
        center.post(name: other, object: nil)
        XCTAssertEqual(receiver.log, ["changed \(other.rawValue)"])
    }

    func testObserverIsNotKeptAlive() async {
        let center = NotificationCenter()
        var receiver: Receiver? = Receiver()
        weak let freed = receiver
        center.addObserver(receiver!, selector: Selector("changed:", Receiver.changed), name: changedName, object: nil)
        receiver = nil
        XCTAssertNil(freed, "Foundation does not retain observers")
        center.post(name: changedName, object: nil)   // nothing to call, no crash
    }

    // MARK: perform

    func testPerformCallsNowWithTheArgument() async {
        let receiver = Receiver()
        receiver.perform(Selector("ping", Receiver.ping))
        receiver.perform(Selector("refresh:", Receiver.refresh), with: "now")
        XCTAssertEqual(receiver.log, ["ping", "refresh now"])
        XCTAssertTrue(receiver.responds(to: Selector("ping", Receiver.ping)))
        XCTAssertFalse(receiver.responds(to: Selector("ping")), "a name-only selector has no method")
    }

    func testDelayedPerformRunsOnTheFrameworkClock() async {
        ManualClock.install()
        let receiver = Receiver()
        receiver.perform(Selector("refresh:", Receiver.refresh), with: "later", afterDelay: 0.5)
        ManualClock.advance(by: 0.4)
        XCTAssertEqual(receiver.log, [])
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(receiver.log, ["refresh later"])
    }

    func testCancelPreviousPerformRequestsMatchesTargetSelectorAndArgument() async {
        ManualClock.install()
        let receiver = Receiver()
        let refresh = Selector("refresh:", Receiver.refresh)
        receiver.perform(refresh, with: "a", afterDelay: 0.1)
        receiver.perform(refresh, with: "b", afterDelay: 0.1)
        receiver.perform(Selector("ping", Receiver.ping), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: receiver, selector: refresh, object: "a")
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(receiver.log, ["refresh b", "ping"])

        receiver.perform(refresh, with: "c", afterDelay: 0.1)
        receiver.perform(Selector("ping", Receiver.ping), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: receiver)
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(receiver.log, ["refresh b", "ping"], "every pending perform to the target is cancelled")
    }
}
