import XCTest
import UIKit
import UIKitTesting

final class AnimationObserver {
    var events: [String] = []
    func willStart(_ id: String) { events.append("start \(id)") }
    func didStop(_ id: String) { events.append("stop \(id)") }
}

/// UIView's begin/commit animation API (the seed's UIView page describes it).
@MainActor
final class AnimationTransactionApiTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testChangesApplyAndTheDelegateHearsStartAndStop() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let observer = AnimationObserver()
        var inherited: TimeInterval = -1
        UIView.beginAnimations("grow", context: nil)
        UIView.setAnimationDuration(0.5)
        UIView.setAnimationDelay(0.1)
        UIView.setAnimationCurve(.easeOut)
        UIView.setAnimationDelegate(observer)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:", AnimationObserver.willStart))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:", AnimationObserver.didStop))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        inherited = UIView.inheritedAnimationDuration
        UIView.commitAnimations()
        XCTAssertEqual(view.frame.width, 100, "the model changes at once")
        XCTAssertEqual(inherited, 0.5)
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        ManualClock.advance(by: 0.11)
        XCTAssertEqual(observer.events, ["start grow"], "after the delay")
        ManualClock.advance(by: 0.45)
        XCTAssertEqual(observer.events, ["start grow"])
        ManualClock.advance(by: 0.1)
        XCTAssertEqual(observer.events, ["start grow", "stop grow"])
    }

    func testRepeatsAndAutoreverseLengthenTheAnimation() async {
        let observer = AnimationObserver()
        let view = UIView()
        UIView.beginAnimations(nil, context: nil)
        view.alpha = 0.5
        UIView.setAnimationDuration(0.25)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        UIView.setAnimationDelegate(observer)
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:", AnimationObserver.didStop))
        UIView.commitAnimations()
        ManualClock.advance(by: 0.9)
        XCTAssertTrue(observer.events.isEmpty, "two cycles there and back: 1 second")
        ManualClock.advance(by: 0.2)
        XCTAssertEqual(observer.events, ["stop "])
    }

    func testCallsOutsideABlockAreIgnored() async {
        let log = LogCapture.capture {
            UIView.setAnimationDuration(1)
            UIView.commitAnimations()
        }
        XCTAssertEqual(log.lines.count, 2)
    }
}
