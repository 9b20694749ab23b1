import XCTest
import UIKit
import UIKitTesting

@MainActor
final class TouchDeliveryTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private lazy var window: UIWindow = {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        return window
    }()
    private lazy var input = InputSimulator(window: window)

    func testTouchGoesToTheHitViewForItsWholeLife() async {
        // UIKit hit-tests at began only: later phases go to the same view, even far outside.
        let target = RecordingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let other = RecordingView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(target)
        window.addSubview(other)
        input.touchDown(1, at: CGPoint(x: 10, y: 10))
        input.touchMove(1, to: CGPoint(x: 150, y: 150))
        input.touchUp(1)
        XCTAssertEqual(target.touchPhases, ["began", "moved", "ended"])
        XCTAssertTrue(other.touchLog.isEmpty)
    }

    func testOneTouchObjectPerFingerWithLocationsAndTimestamps() async {
        final class Probe: UIView {
            var touches: [UITouch] = []
            var samples: [(CGPoint, CGPoint, TimeInterval, UITouch.Phase)] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { record(t) }
            private func record(_ t: Set<UITouch>) {
                let touch = t.first!
                touches.append(touch)
                samples.append((touch.location(in: self), touch.previousLocation(in: self), touch.timestamp, touch.phase))
            }
        }
        let probe = Probe(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(probe)
        let t0 = input.now
        input.touchDown(7, at: CGPoint(x: 110, y: 120))
        input.advance(by: 0.1)
        input.touchMove(7, to: CGPoint(x: 130, y: 140))
        input.touchUp(7, timestamp: t0 + 0.3)
        XCTAssertEqual(probe.touches.count, 3)
        XCTAssertTrue(probe.touches.allSatisfy { $0 === probe.touches[0] }, "the same UITouch object for every phase")
        XCTAssertEqual(probe.samples[0].0, CGPoint(x: 10, y: 20))
        XCTAssertEqual(probe.samples[1].0, CGPoint(x: 30, y: 40))
        XCTAssertEqual(probe.samples[1].1, CGPoint(x: 10, y: 20))
        XCTAssertEqual(probe.samples[1].2 - probe.samples[0].2, 0.1, accuracy: 1e-9)
        XCTAssertEqual(probe.samples[2].2 - t0, 0.3, accuracy: 1e-9)
        XCTAssertEqual(probe.samples.map(\.3), [.began, .moved, .ended])
        XCTAssertTrue(probe.touches[0].view === probe)
        XCTAssertTrue(probe.touches[0].window === window)
    }

    func testTouchesAreGroupedPerView() async {
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        left.isMultipleTouchEnabled = true
        window.addSubview(left)
        window.addSubview(right)
        input.send([
            .init(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
            .init(id: 2, phase: .began, location: CGPoint(x: 20, y: 20)),
            .init(id: 3, phase: .began, location: CGPoint(x: 210, y: 10)),
        ])
        XCTAssertEqual(left.touchLog.first?.count, 2, "both of the view's touches in one call")
        XCTAssertEqual(right.touchLog.first?.count, 1)
    }

    func testStationaryTouchesAreInTheEventButNotDelivered() async {
        final class Probe: UIView {
            var allTouchCounts: [Int] = []
            var movedCounts: [Int] = []
            override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) {
                movedCounts.append(t.count)
                allTouchCounts.append(e?.allTouches?.count ?? 0)
                XCTAssertTrue(e?.allTouches?.contains { $0.phase == .stationary } ?? false)
            }
        }
        let probe = Probe(frame: window.bounds)
        probe.isMultipleTouchEnabled = true
        window.addSubview(probe)
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 50, y: 50))])
        input.touchMove(1, to: CGPoint(x: 20, y: 20))
        XCTAssertEqual(probe.movedCounts, [1])
        XCTAssertEqual(probe.allTouchCounts, [2])
    }

    func testViewWithoutMultipleTouchReceivesOnlyItsFirstTouch() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        XCTAssertFalse(view.isMultipleTouchEnabled)
        input.touchDown(1, at: CGPoint(x: 10, y: 10))
        input.touchDown(2, at: CGPoint(x: 100, y: 100))
        input.touchMove(2, to: CGPoint(x: 110, y: 110))
        input.touchUp(2)
        input.touchUp(1)
        XCTAssertEqual(view.touchPhases, ["began", "ended"])
    }

    func testExclusiveTouchBlocksOtherViews() async {
        let exclusive = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        exclusive.isExclusiveTouch = true
        let other = RecordingView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        window.addSubview(exclusive)
        window.addSubview(other)
        input.touchDown(1, at: CGPoint(x: 10, y: 10))
        input.touchDown(2, at: CGPoint(x: 210, y: 10))
        input.touchUp(2)
        input.touchUp(1)
        XCTAssertEqual(exclusive.touchPhases, ["began", "ended"])
        XCTAssertTrue(other.touchLog.isEmpty, "no other view gets touches while the exclusive view tracks one")
        // And the exclusive view gets nothing while another view tracks.
        exclusive.touchLog.removeAll()
        input.touchDown(3, at: CGPoint(x: 210, y: 10))
        input.touchDown(4, at: CGPoint(x: 10, y: 10))
        input.touchUp(4)
        input.touchUp(3)
        XCTAssertTrue(exclusive.touchLog.isEmpty)
        XCTAssertEqual(other.touchPhases, ["began", "ended"])
    }

    func testTapCountCountsQuickTapsInOnePlace() async {
        final class Probe: UIView {
            var counts: [Int] = []
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { counts.append(t.first!.tapCount) }
        }
        let probe = Probe(frame: window.bounds)
        window.addSubview(probe)
        input.tap(at: CGPoint(x: 50, y: 50), count: 3, interval: 0.1)
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 50, y: 50))
        input.advance(by: 0.1)
        input.tap(at: CGPoint(x: 250, y: 250))
        XCTAssertEqual(probe.counts, [1, 2, 3, 1, 1])
    }

    func testCancelledTouchesReachTheView() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 5, y: 5))
        input.touchCancel(1)
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
    }

    func testHidingTheWindowCancelsItsTouches() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 5, y: 5))
        window.isHidden = true
        XCTAssertEqual(view.touchPhases, ["began", "cancelled"])
    }

    func testIgnoringInteractionEventsDiscardsTouches() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let app = UIApplication.shared
        app.beginIgnoringInteractionEvents()
        app.beginIgnoringInteractionEvents()
        XCTAssertTrue(app.isIgnoringInteractionEvents)
        input.tap(at: CGPoint(x: 5, y: 5))
        app.endIgnoringInteractionEvents()
        XCTAssertTrue(app.isIgnoringInteractionEvents, "nested: one end per begin")
        app.endIgnoringInteractionEvents()
        XCTAssertFalse(app.isIgnoringInteractionEvents)
        XCTAssertTrue(view.touchLog.isEmpty)
        input.tap(at: CGPoint(x: 5, y: 5))
        XCTAssertEqual(view.touchPhases, ["began", "ended"])
    }

    func testMalformedTouchEventsAreDroppedWithALogLine() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        let log = LogCapture.capture {
            input.touchMove(42, to: CGPoint(x: 1, y: 1))          // no begin
            input.touchUp(43, at: CGPoint(x: 1, y: 1))            // no begin
            input.touchDown(1, at: CGPoint(x: 5, y: 5))
            input.touchDown(1, at: CGPoint(x: 6, y: 6))           // duplicate id
            input.touchDown(2, at: CGPoint(x: CGFloat.nan, y: 0)) // bad location
        }
        XCTAssertTrue(log.contains("without a begin"))
        XCTAssertTrue(log.contains("duplicate touch id"))
        XCTAssertTrue(log.contains("non-finite"))
        XCTAssertEqual(view.touchPhases, ["began"])
        input.touchUp(1)
        XCTAssertEqual(view.touchPhases, ["began", "ended"])
    }

    func testRemovingTheViewDuringItsOwnTouchHandlingIsSafe() async {
        final class SelfRemoving: RecordingView {
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                super.touchesBegan(touches, with: event)
                removeFromSuperview()
            }
        }
        let view = SelfRemoving(frame: window.bounds)
        window.addSubview(view)
        input.touchDown(1, at: CGPoint(x: 5, y: 5))
        input.touchMove(1, to: CGPoint(x: 6, y: 6))
        input.touchUp(1)
        // UIKit keeps delivering to the touch's view after it left the window.
        XCTAssertEqual(view.touchPhases, ["began", "moved", "ended"])
        XCTAssertNil(view.superview)
    }

    func testTouchInEmptySpaceGoesToTheWindow() async {
        final class RecordingWindow: UIWindow {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += 1 }
        }
        let window = RecordingWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let input = InputSimulator(window: window)
        input.tap(at: CGPoint(x: 50, y: 50))
        XCTAssertEqual(window.began, 1)
    }

    func testApplicationSendEventSeesEveryTouchEvent() async {
        let view = RecordingView(frame: window.bounds)
        window.addSubview(view)
        final class Observer: UIWindow {
            var events: [UIEvent.EventType] = []
            override func sendEvent(_ event: UIEvent) {
                events.append(event.type)
                super.sendEvent(event)
            }
        }
        let observed = Observer(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        observed.makeKeyAndVisible()
        let sub = RecordingView(frame: observed.bounds)
        observed.addSubview(sub)
        InputSimulator(window: observed).tap(at: CGPoint(x: 5, y: 5))
        XCTAssertEqual(observed.events, [.touches, .touches])
        XCTAssertEqual(sub.touchPhases, ["began", "ended"])
    }
}
