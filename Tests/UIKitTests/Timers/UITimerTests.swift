import XCTest
import QuartzCore
import UIKit
import UIKitTesting
import Synchronization

// The porting line: in this file (and a module that declares it at module level), `Timer`
// means OpenUIKit's timer, which runs on the framework clock.
private typealias Timer = UITimer

/// What timers did, in order, with the framework time of each entry.
@MainActor
private final class FireLog {
    private(set) var entries: [String] = []
    private(set) var times: [TimeInterval] = []

    func record(_ entry: String) {
        entries.append(entry)
        times.append(CACurrentMediaTime())
    }

    func count(of entry: String) -> Int { entries.filter { $0 == entry }.count }
}

/// iOS-style code under test: a search field that searches 0.3 s after the last keystroke.
@MainActor
private final class SearchDebouncer {
    private var timer: Timer?
    private var pending = ""
    private(set) var searches: [String] = []

    func textDidChange(_ text: String) {
        pending = text
        timer?.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.search() }
        }
    }

    private func search() { searches.append(pending) }
}

@MainActor
private final class Ticker {
    private(set) var ticks: [Timer] = []
    func tick(_ timer: Timer) { ticks.append(timer) }
}

@MainActor
final class UITimerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testDebounceFiresOnceAfterThreeTenthsOfASecondOfQuiet() async {
        let debouncer = SearchDebouncer()
        debouncer.textDidChange("s")
        ManualClock.advance(by: 0.1)
        debouncer.textDidChange("sw")
        ManualClock.advance(by: 0.1)
        debouncer.textDidChange("swi")
        ManualClock.advance(by: 0.299)
        XCTAssertEqual(debouncer.searches, [], "each keystroke restarts the 0.3 s wait")
        ManualClock.advance(by: 0.002)
        XCTAssertEqual(debouncer.searches, ["swi"])
        ManualClock.advance(by: 5)
        XCTAssertEqual(debouncer.searches, ["swi"], "a non-repeating timer fires once")
    }

    func testRepeatingTimerFiresOncePerIntervalAtItsFireTimes() async {
        let log = FireLog()
        let start = CACurrentMediaTime()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("tick") }
        }
        ManualClock.advance(by: 0.55)
        XCTAssertEqual(log.entries.count, 5, "5 intervals of 0.1 s in 0.55 s")
        for (index, time) in log.times.enumerated() {
            XCTAssertEqual(time - start, 0.1 * Double(index + 1), accuracy: 1e-9, "fired with the clock at its fire time")
        }
        XCTAssertTrue(timer.isValid)
        XCTAssertEqual(timer.timeInterval, 0.1)
        timer.invalidate()
    }

    func testInvalidateStopsARepeatingTimer() async {
        let log = FireLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("tick") }
        }
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(log.entries.count, 2)
        timer.invalidate()
        XCTAssertFalse(timer.isValid)
        ManualClock.advance(by: 1)
        XCTAssertEqual(log.entries.count, 2, "an invalidated timer never fires again")

        // Invalidating from the timer's own block (a countdown that stops itself).
        var remaining = 3
        let countdown = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
            MainActor.assumeIsolated {
                log.record("count")
                remaining -= 1
                if remaining == 0 { timer.invalidate() }
            }
        }
        ManualClock.advance(by: 1)
        XCTAssertEqual(log.count(of: "count"), 3)
        XCTAssertFalse(countdown.isValid)
    }

    func testTimersInterleaveInTimeOrderWithALongPressRecognizer() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        let log = FireLog()
        let press = UILongPressGestureRecognizer(handler: { recognizer in
            if recognizer.state == .began { log.record("long press") }
        })
        window.addGestureRecognizer(press)
        let start = CACurrentMediaTime()
        let ticks = Timer.scheduledTimer(withTimeInterval: 0.2, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("tick") }
        }
        input.touchDown(1, at: CGPoint(x: 100, y: 100))
        input.advance(by: 0.65)
        // UIKit: the long press begins after minimumPressDuration (0.5 s) with the finger down.
        XCTAssertEqual(log.entries, ["tick", "tick", "long press", "tick"])
        XCTAssertEqual(log.times.map { ($0 - start) * 100 }.map { $0.rounded() }, [20, 40, 50, 60])
        input.touchUp(1)
        ticks.invalidate()
    }

    func testSelectorTimerSendsTheTimerToItsTargetWithUserInfo() async throws {
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.2, target: ticker, selector: Selector("tick:", Ticker.tick),
                                         userInfo: "payload", repeats: false)
        XCTAssertEqual(timer.userInfo as? String, "payload")
        ManualClock.advance(by: 0.1)
        XCTAssertTrue(ticker.ticks.isEmpty)
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(ticker.ticks.count, 1)
        XCTAssertTrue(ticker.ticks.first === timer, "the sender is the timer")
        XCTAssertFalse(timer.isValid, "a non-repeating timer is invalidated after it fires")
    }

    func testATimerRetainsItsTargetUntilInvalidated() async {
        weak var weakTicker: Ticker?
        var timer: Timer?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            timer = Timer.scheduledTimer(timeInterval: 1, target: ticker, selector: Selector("tick:", Ticker.tick),
                                         userInfo: nil, repeats: true)
        }
        XCTAssertNotNil(weakTicker, "Foundation: a timer keeps its target alive")
        ManualClock.advance(by: 1.05)
        XCTAssertEqual(weakTicker?.ticks.count, 1)
        timer?.invalidate()
        XCTAssertNil(weakTicker, "and releases it when invalidated")
    }

    func testFireSendsNowAndKeepsARepeatingSchedule() async {
        let log = FireLog()
        let repeating = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("repeating") }
        }
        repeating.fire()
        XCTAssertEqual(log.count(of: "repeating"), 1)
        ManualClock.advance(by: 1.05)
        XCTAssertEqual(log.count(of: "repeating"), 2, "fire() does not move the schedule")
        repeating.invalidate()

        let once = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { log.record("once") }
        }
        once.fire()
        XCTAssertFalse(once.isValid, "Foundation: a non-repeating timer is invalidated by fire()")
        ManualClock.advance(by: 2)
        XCTAssertEqual(log.count(of: "once"), 1)
        once.fire()
        XCTAssertEqual(log.count(of: "once"), 1, "an invalidated timer does not fire")
    }

    func testSettingFireDateReschedules() async {
        let log = FireLog()
        let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
            MainActor.assumeIsolated { log.record("fired") }
        }
        XCTAssertEqual(timer.fireDate.timeIntervalSinceNow, 1, accuracy: 0.05)
        timer.fireDate = Date(timeIntervalSinceNow: 2)
        ManualClock.advance(by: 1.5)
        XCTAssertEqual(log.entries, [], "postponed")
        XCTAssertEqual(timer.fireDate.timeIntervalSinceNow, 0.5, accuracy: 0.05)
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(log.entries, ["fired"])

        let early = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
            MainActor.assumeIsolated { log.record("early") }
        }
        early.fireDate = Date(timeIntervalSinceNow: 0.1)
        ManualClock.advance(by: 0.15)
        XCTAssertEqual(log.count(of: "early"), 1, "brought forward")
    }

    func testUnscheduledTimersFireOnlyOnceAddedToTheMainRunLoop() async {
        let log = FireLog()
        let start = CACurrentMediaTime()
        let timer = Timer(timeInterval: 0.2, repeats: false) { _ in
            MainActor.assumeIsolated { log.record("added") }
        }
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(log.entries, [], "not in a run loop yet")
        XCTAssertTrue(timer.isValid)
        RunLoop.main.add(timer, forMode: .common)
        RunLoop.main.add(timer, forMode: .default)
        ManualClock.advance(by: 0.01)
        XCTAssertEqual(log.entries, ["added"], "its fire date has passed: it fires at the next chance, once")

        let later = Timer(fire: Date(timeIntervalSinceNow: 0.5), interval: 0.25, repeats: true) { _ in
            MainActor.assumeIsolated { log.record("later") }
        }
        RunLoop.main.add(later, forMode: .default)
        ManualClock.advance(by: 0.8)
        XCTAssertEqual(log.count(of: "later"), 2, "first at its fire date, then every interval")
        XCTAssertEqual((log.times.last ?? 0) - start, 0.51 + 0.75, accuracy: 1e-6)
        later.invalidate()
    }

    func testPropertiesAreFoundations() async {
        let repeating = Timer(timeInterval: 0.25, repeats: true) { _ in }
        XCTAssertEqual(repeating.timeInterval, 0.25)
        let once = Timer(timeInterval: 0.25, repeats: false) { _ in }
        XCTAssertEqual(once.timeInterval, 0, "Foundation: a non-repeating timer's interval reads 0")
        XCTAssertNil(once.userInfo)
        once.tolerance = 0.1
        XCTAssertEqual(once.tolerance, 0.1)
        once.tolerance = -1
        XCTAssertEqual(once.tolerance, 0)
        let clamped = Timer(timeInterval: -3, repeats: true) { _ in }
        XCTAssertEqual(clamped.timeInterval, 0.0001, "Foundation: an interval of 0 or less becomes 0.1 ms")
    }

    func testWithTheSystemClockATimerFiresOnTheMainRunLoop() async {
        ManualClock.uninstall()
        defer { ManualClock.install() }

        let log = FireLog()
        let start = CACurrentMediaTime()
        let timer = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
            let onMainThread = Thread.isMainThread
            MainActor.assumeIsolated { log.record(onMainThread ? "main thread" : "other thread") }
        }
        runMainRunLoop(until: { !log.entries.isEmpty }, timeout: 5)
        XCTAssertEqual(log.entries, ["main thread"])
        XCTAssertGreaterThanOrEqual((log.times.first ?? 0) - start, 0.05, "not before its fire date")
        XCTAssertFalse(timer.isValid)
    }

    func testOnAnotherThreadsRunLoopATimerFiresOnThatThread() async throws {
        final class Outcome: Sendable {
            let firedOnMainThread = Mutex<Bool?>(nil)
            let finished = Mutex(false)
        }
        let outcome = Outcome()
        let thread = Thread {
            UITimer.scheduledTimer(withTimeInterval: 0.02, repeats: false) { _ in
                outcome.firedOnMainThread.withLock { $0 = Thread.isMainThread }
            }
            let deadline = Date(timeIntervalSinceNow: 5)
            while outcome.firedOnMainThread.withLock({ $0 == nil }), Date() < deadline {
                _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
            }
            outcome.finished.withLock { $0 = true }
        }
        thread.start()
        while !outcome.finished.withLock({ $0 }) {
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertEqual(outcome.firedOnMainThread.withLock { $0 }, false,
                       "a timer on a background thread's run loop fires there, like a Foundation timer")
    }

    /// Runs the main run loop (as an app's would) until `done` or the timeout.
    private func runMainRunLoop(until done: () -> Bool, timeout: TimeInterval) {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !done(), Date() < deadline {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
        }
    }
}
