import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class ScrollViewDecelerationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ScrollTestSupport.setRefreshRate(120)
    }

    override func tearDown() async throws {
        ScrollTestSupport.setRefreshRate(60)
    }

    func testDecelerationRates() async {
        XCTAssertEqual(UIScrollView.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UIScrollView.DecelerationRate.fast.rawValue, 0.99)
        XCTAssertEqual(UIScrollView.DecelerationRate(rawValue: 0.995).rawValue, 0.995)
        XCTAssertEqual(UIScrollView().decelerationRate, .normal)
    }

    /// Golden table: flings of 100, 1,000 and 5,000 pt/s at both rates; every 120 Hz frame is
    /// on the closed form to 0.01 pt, and the content rests at (v0/1000)·r/(1 − r).
    func testFlingFollowsTheClosedFormEveryFrameAndRestsAtTheProjection() async {
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            for (speed, interval) in [(100.0, 1.0 / 200), (1000.0, 1.0 / 200), (5000.0, 1.0 / 500)] {
                UIKitTestEnvironment.reset()
                ScrollTestSupport.setRefreshRate(120)
                let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
                scrollView.decelerationRate = rate
                let recorder = ScrollDelegateRecorder()
                scrollView.delegate = recorder
                ScrollTestSupport.flingUp(input, speed: CGFloat(speed), interval: interval)
                let label = "\(speed) pt/s at \(rate.rawValue)"
                XCTAssertEqual(recorder.velocities.count, 1, label)
                XCTAssertEqual(Double(recorder.velocities[0].y), speed / 1000, accuracy: 1e-6, "velocity in pt/ms, \(label)")
                XCTAssertTrue(scrollView.isDecelerating, label)
                let x0 = Double(scrollView.contentOffset.y), released = ManualClock.now
                let r = Double(rate.rawValue)
                let rest = x0 + (speed / 1000) * r / (1 - r)
                XCTAssertEqual(Double(recorder.proposedTargets[0].y), rest, accuracy: 1e-6, label)
                var frames = 0
                while scrollView.isDecelerating, frames < 2000 {
                    ManualClock.advance(by: 1.0 / 120)
                    frames += 1
                    guard scrollView.isDecelerating else { break }
                    let expected = x0 + ScrollTestSupport.closedForm(speed, r, ManualClock.now - released)
                    XCTAssertEqual(Double(scrollView.contentOffset.y), expected, accuracy: 0.01, "frame \(frames), \(label)")
                }
                XCTAssertFalse(scrollView.isDecelerating, label)
                XCTAssertEqual(Double(scrollView.contentOffset.y), rest, accuracy: 1e-6, label)
                XCTAssertEqual(scrollView.contentOffset.x, 0, label)
                XCTAssertEqual(recorder.calls.suffix(2), ["didScroll", "didEndDecelerating"], label)
            }
        }
    }

    func testAThousandPointFlingTravels499AtNormalAnd99AtFast() async {
        for (rate, distance) in [(UIScrollView.DecelerationRate.normal, 499.0), (.fast, 99.0)] {
            UIKitTestEnvironment.reset()
            ScrollTestSupport.setRefreshRate(120)
            let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
            scrollView.contentOffset = CGPoint(x: 0, y: 1000)
            scrollView.decelerationRate = rate
            ScrollTestSupport.flingUp(input, speed: 1000)
            let released = scrollView.contentOffset.y
            ManualClock.advance(by: 5)
            XCTAssertFalse(scrollView.isDecelerating)
            XCTAssertEqual(Double(scrollView.contentOffset.y - released), distance, accuracy: 1e-9)
        }
    }

    /// UIKit order: willBeginDragging, didScroll…, willEndDragging, didEndDragging(true),
    /// willBeginDecelerating, didScroll…, didEndDecelerating.
    func testDelegateOrderForADragAndFling() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        XCTAssertFalse(scrollView.isTracking)
        input.touchDown(1, at: CGPoint(x: 160, y: 400))
        XCTAssertTrue(scrollView.isTracking)
        XCTAssertFalse(scrollView.isDragging)
        var y: CGFloat = 400
        for _ in 0..<10 {
            input.advance(by: 0.005)
            y -= 5
            input.touchMove(1, to: CGPoint(x: 160, y: y))
        }
        XCTAssertTrue(scrollView.isDragging)
        // The pan began after 10 pt; the content follows the finger from there (no jump).
        XCTAssertEqual(scrollView.contentOffset.y, 40)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll"])
        input.touchUp(1, at: CGPoint(x: 160, y: y))
        XCTAssertFalse(scrollView.isDragging)
        XCTAssertFalse(scrollView.isTracking)
        XCTAssertTrue(scrollView.isDecelerating)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating"])
        ManualClock.advance(by: 5)
        XCTAssertEqual(recorder.calls, ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // 1,000 pt/s from 40: rests 499 pt further.
        XCTAssertEqual(Double(scrollView.contentOffset.y), 539, accuracy: 1e-9)
    }

    func testTheDelegateChangesTheTargetAndTheContentRestsThere() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        recorder.newTarget = CGPoint(x: 0, y: 300)
        scrollView.delegate = recorder
        ScrollTestSupport.flingUp(input, speed: 1000)
        XCTAssertTrue(scrollView.isDecelerating)
        ManualClock.advance(by: 0.1)
        let midway = scrollView.contentOffset.y
        XCTAssertGreaterThan(midway, recorder.releaseOffsets[0].y)
        XCTAssertLessThan(midway, 300)
        ManualClock.advance(by: 5)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 300))
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    /// UIKit lands on the delegate's target exactly (paging-like delegates rely on it), not on
    /// a projection that rounds next to it.
    func testAChangedTargetIsReachedExactly() async {
        for target: CGFloat in [100, 257.5, 333.3, 1000.1] {
            UIKitTestEnvironment.reset()
            let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
            let recorder = ScrollDelegateRecorder()
            recorder.newTarget = CGPoint(x: 0, y: target)
            scrollView.delegate = recorder
            ScrollTestSupport.flingUp(input, speed: 700, steps: 9)
            ManualClock.advance(by: 5)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: target))
        }
    }

    func testAReleaseWithoutVelocityDoesNotDecelerate() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        input.touchDown(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: 160, y: 350))
        // Held still long enough that the last two samples are still.
        input.advance(by: 0.5)
        input.touchMove(1, to: CGPoint(x: 160, y: 350.001))
        input.advance(by: 0.5)
        input.touchMove(1, to: CGPoint(x: 160, y: 350))
        input.touchUp(1, at: CGPoint(x: 160, y: 350))
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(recorder.calls.suffix(2), ["willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(scrollView.contentOffset.y, 40)
    }

    /// A second fling in the same direction, catching the first, adds what was left of it.
    func testAReFlingInTheSameDirectionCarriesMomentum() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        ScrollTestSupport.flingUp(input, speed: 1000)
        let released = ManualClock.now
        ManualClock.advance(by: 0.2)
        let caught = 1000 * pow(0.998, 1000 * (ManualClock.now - released))
        ScrollTestSupport.flingUp(input, speed: 1000, id: 2)
        XCTAssertEqual(recorder.velocities.count, 2)
        XCTAssertEqual(Double(recorder.velocities[1].y) * 1000, 1000 + caught, accuracy: 1e-3)
        XCTAssertEqual(recorder.calls.filter { $0 == "didEndDecelerating" }.count, 1, "catching ends the first deceleration")
    }

    func testAFlingInTheOtherDirectionDoesNotCarryMomentum() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        scrollView.contentOffset = CGPoint(x: 0, y: 5000)
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        ScrollTestSupport.flingUp(input, speed: 1000)
        ManualClock.advance(by: 0.2)
        ScrollTestSupport.flingUp(input, speed: -1000, from: CGPoint(x: 160, y: 100), id: 2)
        XCTAssertEqual(Double(recorder.velocities[1].y), -1, accuracy: 1e-6)
    }

    func testAContentSizeChangeDuringDecelerationKeepsTheVelocity() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 2000))
        ScrollTestSupport.flingUp(input, speed: 1000)
        let x0 = Double(scrollView.contentOffset.y), released = ManualClock.now
        ManualClock.advance(by: 0.25)
        scrollView.contentSize = CGSize(width: 320, height: 4000)
        ManualClock.advance(by: 0.25)
        scrollView.contentSize = CGSize(width: 320, height: 5000)
        for _ in 0..<30 {
            ManualClock.advance(by: 1.0 / 120)
            let expected = x0 + ScrollTestSupport.closedForm(1000, 0.998, ManualClock.now - released)
            XCTAssertEqual(Double(scrollView.contentOffset.y), expected, accuracy: 0.01)
        }
        ManualClock.advance(by: 5)
        XCTAssertEqual(Double(scrollView.contentOffset.y), x0 + 499, accuracy: 1e-9)
    }

    func testSettingTheOffsetDuringDecelerationContinuesFromTheNewOffset() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        ScrollTestSupport.flingUp(input, speed: 1000)
        let x0 = Double(scrollView.contentOffset.y)
        ManualClock.advance(by: 0.1)
        scrollView.contentOffset.y += 100
        XCTAssertTrue(scrollView.isDecelerating)
        ManualClock.advance(by: 5)
        XCTAssertEqual(Double(scrollView.contentOffset.y), x0 + 100 + 499, accuracy: 1e-9)
    }

    func testSetContentOffsetNotAnimatedStopsAFling() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView()
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        ScrollTestSupport.flingUp(input, speed: 1000)
        ManualClock.advance(by: 0.1)
        scrollView.setContentOffset(CGPoint(x: 0, y: 77), animated: false)
        XCTAssertFalse(scrollView.isDecelerating)
        ManualClock.advance(by: 1)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 77))
    }

    func testAFlingPastTheEndBouncesBackToTheEdge() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 800))
        let recorder = ScrollDelegateRecorder()
        scrollView.delegate = recorder
        ScrollTestSupport.flingUp(input, speed: 2000)
        // The target offered is the end of the content (320 = 800 − 480).
        XCTAssertEqual(recorder.proposedTargets[0], CGPoint(x: 0, y: 320))
        var maximum: CGFloat = 0
        for _ in 0..<240 {
            ManualClock.advance(by: 1.0 / 120)
            maximum = max(maximum, scrollView.contentOffset.y)
        }
        XCTAssertGreaterThan(maximum, 320, "it went past the edge")
        XCTAssertFalse(scrollView.isDecelerating)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 320))
        XCTAssertEqual(recorder.calls.last, "didEndDecelerating")
    }

    func testWithoutBouncesAFlingStopsAtTheEdge() async {
        let (_, scrollView, input) = ScrollTestSupport.makeScrollView(contentSize: CGSize(width: 320, height: 800))
        scrollView.bounces = false
        ScrollTestSupport.flingUp(input, speed: 2000)
        var maximum: CGFloat = 0
        for _ in 0..<240 {
            ManualClock.advance(by: 1.0 / 120)
            maximum = max(maximum, scrollView.contentOffset.y)
        }
        XCTAssertEqual(maximum, 320)
        XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 0, y: 320))
    }
}
