import XCTest
import UIKit
import UIKitTesting

/// Records every touch phase a view receives, per touch, to check UIKit's delivery contract:
/// a view sees a touch begin before anything else of it, and then exactly one end (ended or
/// cancelled); it never hears of a touch it did not see begin.
@MainActor
private final class TouchLedger {
    private(set) var phases: [ObjectIdentifier: [String]] = [:]
    private(set) var violations: [String] = []
    /// Kept so that no other touch takes a recorded touch's identity.
    private var touches: [UITouch] = []
    let name: String

    init(name: String) { self.name = name }

    func record(_ touches: Set<UITouch>, _ phase: String) {
        for touch in touches {
            let id = ObjectIdentifier(touch)
            let seen = phases[id] ?? []
            if seen.isEmpty, phase != "began" { violations.append("\(name): \(phase) for a touch it never saw begin") }
            if seen.contains("ended") || seen.contains("cancelled") { violations.append("\(name): \(phase) after the touch ended") }
            if phase == "began", !seen.isEmpty { violations.append("\(name): began twice") }
            if seen.isEmpty { self.touches.append(touch) }
            phases[id] = seen + [phase]
        }
    }

    /// Touches this view saw begin and never saw end.
    var openTouches: Int {
        phases.values.filter { !$0.contains("ended") && !$0.contains("cancelled") }.count
    }
}

private final class LedgerView: UIView {
    lazy var ledger = TouchLedger(name: "view")
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "began") }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "moved") }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "ended") }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "cancelled") }
}

private final class LedgerSwitch: UISwitch {
    lazy var ledger = TouchLedger(name: "switch")
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "began"); super.touchesBegan(t, with: e) }
    override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "moved"); super.touchesMoved(t, with: e) }
    override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "ended"); super.touchesEnded(t, with: e) }
    override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { ledger.record(t, "cancelled"); super.touchesCancelled(t, with: e) }
}

/// A recognizer that never decides: it stays possible (and delays ended touches) forever.
private final class UndecidedRecognizer: UIGestureRecognizer {}

@MainActor
final class TouchLifecycleInvariantTests: XCTestCase {
    private var windows: [UIWindow] = []
    private var container: LedgerView!
    private var target: LedgerView!
    private var control: LedgerSwitch!
    private var input: InputSimulator!
    private var other: UIWindow!

    override func setUp() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        other.isHidden = false
        windows = [window, other]
        container = LedgerView(frame: window.bounds)
        container.ledger = TouchLedger(name: "container")
        target = LedgerView(frame: CGRect(x: 20, y: 20, width: 120, height: 120))
        control = LedgerSwitch(frame: CGRect(x: 200, y: 40, width: 51, height: 31))
        window.addSubview(container)
        container.addSubview(target)
        container.addSubview(control)
        input = InputSimulator(window: window)
    }

    override func tearDown() async throws {
        for window in windows { window.isHidden = true }
        windows = []
        input = nil
    }

    private var switchPoint: CGPoint { CGPoint(x: 215, y: 55) }

    /// After every finger lifted and pending timers ran: each view ended each touch it saw
    /// begin exactly once, and the switch tracks nothing.
    private func assertSettled(file: StaticString = #filePath, line: UInt = #line) {
        input.advance(by: 2)
        for ledger in [container.ledger, target.ledger, control.ledger] {
            XCTAssertEqual(ledger.violations, [], file: file, line: line)
            XCTAssertEqual(ledger.openTouches, 0, "\(ledger.name) still has a touch open", file: file, line: line)
        }
        XCTAssertFalse(control.isTracking, "the switch is not tracking after every finger lifted", file: file, line: line)
        XCTAssertFalse(control.isHighlighted, "nor highlighted", file: file, line: line)
    }

    func testViewRemovedMidTouchEndsItsTouchOnce() async {
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        target.removeFromSuperview()
        input.touchMove(1, to: CGPoint(x: 60, y: 60))
        input.touchUp(1)
        XCTAssertEqual(target.ledger.phases.values.first, ["began", "moved", "ended"])
        assertSettled()
    }

    func testSwitchRemovedAndReAddedMidTouch() async {
        input.touchDown(1, at: switchPoint)
        control.removeFromSuperview()
        container.addSubview(control)
        input.touchMove(1, to: CGPoint(x: 240, y: 55))
        input.touchUp(1)
        assertSettled()
    }

    func testSwitchMovedToAnotherWindowMidTouch() async {
        input.touchDown(1, at: switchPoint)
        other.addSubview(control)
        input.touchMove(1, to: CGPoint(x: 240, y: 55))
        let second = InputSimulator(window: other)
        second.tap(at: switchPoint)
        input.touchUp(1)
        assertSettled()
    }

    func testRecognizerAddedMidTouchDoesNotTakeTheTouch() async {
        input.touchDown(1, at: switchPoint)
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        input.touchMove(1, to: CGPoint(x: 300, y: 200))
        input.touchUp(1)
        XCTAssertEqual(pan.state, .possible, "UIKit: a touch's recognizers are fixed when it begins")
        assertSettled()
    }

    func testDelayingRecognizerRemovedMidTouchReleasesTheHeldBegan() async {
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        tap.delaysTouchesBegan = true
        container.addGestureRecognizer(tap)
        input.touchDown(1, at: CGPoint(x: 50, y: 50))
        XCTAssertTrue(target.ledger.phases.isEmpty, "delaysTouchesBegan holds the began back")
        container.removeGestureRecognizer(tap)
        input.runLoopTurn()
        input.touchUp(1)
        assertSettled()
        XCTAssertEqual(target.ledger.phases.values.first, ["began", "ended"])
    }

    func testRecognizerDisabledMidTouchOnASwitch() async {
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        input.touchDown(1, at: switchPoint)
        input.touchMove(1, to: CGPoint(x: 260, y: 55))
        pan.isEnabled = false
        input.touchMove(1, to: CGPoint(x: 280, y: 55))
        input.touchUp(1)
        assertSettled()
    }

    func testCancelsTouchesInViewTurnedOnMidGesture() async {
        let pan = UIPanGestureRecognizer()
        pan.cancelsTouchesInView = false
        container.addGestureRecognizer(pan)
        input.touchDown(1, at: switchPoint)
        input.touchMove(1, to: CGPoint(x: 215, y: 90))
        XCTAssertEqual(pan.state, .began)
        pan.cancelsTouchesInView = true
        input.touchMove(1, to: CGPoint(x: 215, y: 120))
        input.touchUp(1)
        assertSettled()
    }

    func testCancelsTouchesInViewTurnedOffBeforeRecognizing() async {
        let pan = UIPanGestureRecognizer()
        container.addGestureRecognizer(pan)
        input.touchDown(1, at: switchPoint)
        pan.cancelsTouchesInView = false
        input.touchMove(1, to: CGPoint(x: 215, y: 120))
        input.touchUp(1)
        XCTAssertEqual(control.ledger.phases.values.first?.last, "ended", "not cancelled: the pan no longer cancels")
        assertSettled()
    }

    func testDelaysTouchesBeganHeldTouchThatIsRecognizedNeverReachesTheView() async {
        let pan = UIPanGestureRecognizer()
        pan.delaysTouchesBegan = true
        container.addGestureRecognizer(pan)
        input.touchDown(1, at: switchPoint)
        input.touchMove(1, to: CGPoint(x: 215, y: 160))
        input.touchUp(1)
        XCTAssertTrue(control.ledger.phases.isEmpty, "UIKit: a held touch is dropped silently when the gesture is recognized")
        assertSettled()
    }

    func testUndecidedRecognizerAndSwitchRemovedMidTouch() async {
        container.addGestureRecognizer(UndecidedRecognizer())
        input.touchDown(1, at: switchPoint)
        input.touchUp(1)
        XCTAssertTrue(control.isTracking, "delaysTouchesEnded holds the end while the recognizer is possible")
        control.removeFromSuperview()
        assertSettled()
    }

    func testIgnoringInteractionEventsMidTouchLeavesNoControlTracking() async {
        input.touchDown(1, at: switchPoint)
        XCTAssertTrue(control.isTracking)
        UIApplication.shared.beginIgnoringInteractionEvents()
        input.touchMove(1, to: CGPoint(x: 240, y: 55))
        input.touchUp(1)
        UIApplication.shared.endIgnoringInteractionEvents()
        XCTAssertEqual(control.ledger.phases.values.first, ["began", "cancelled"])
        assertSettled()
    }

    /// Random sequences of touches and tree mutations (seeded, so a failure replays).
    func testRandomTreeMutationsKeepTheContract() async {
        for seed in 1...120 {
            await setUpFresh()
            var rng = SeededGenerator(seed: UInt64(seed))
            var down: [Int: CGPoint] = [:]
            let points = [switchPoint, CGPoint(x: 50, y: 50), CGPoint(x: 300, y: 400), CGPoint(x: 230, y: 50)]
            let recognizers: [UIGestureRecognizer] = [UIPanGestureRecognizer(), UITapGestureRecognizer(),
                                                      UILongPressGestureRecognizer(), UndecidedRecognizer()]
            for step in 0..<40 {
                switch rng.next() % 14 {
                case 0, 1:
                    let id = Int(rng.next() % 3) + 1
                    if down[id] == nil {
                        let p = points[Int(rng.next() % 4)]
                        down[id] = p
                        input.touchDown(id, at: p)
                    }
                case 2, 3, 4:
                    if let (id, p) = down.first {
                        let q = CGPoint(x: p.x + CGFloat(rng.next() % 81) - 40, y: p.y + CGFloat(rng.next() % 81) - 40)
                        down[id] = q
                        input.touchMove(id, to: q)
                    }
                case 5, 6:
                    if let id = down.keys.sorted().first { down[id] = nil; input.touchUp(id) }
                case 7:
                    if let id = down.keys.sorted().last { down[id] = nil; input.touchCancel(id) }
                case 8:
                    let view: UIView = rng.next() % 2 == 0 ? control : target
                    if view.superview == nil { container.addSubview(view) } else { view.removeFromSuperview() }
                case 9:
                    if control.window === other { container.addSubview(control) } else { other.addSubview(control) }
                case 10:
                    let r = recognizers[Int(rng.next() % 4)]
                    if r.view == nil { (rng.next() % 2 == 0 ? container : target).addGestureRecognizer(r) } else { r.view?.removeGestureRecognizer(r) }
                case 11:
                    let r = recognizers[Int(rng.next() % 4)]
                    r.isEnabled.toggle()
                case 12:
                    let r = recognizers[Int(rng.next() % 4)]
                    if rng.next() % 2 == 0 { r.cancelsTouchesInView.toggle() } else { r.delaysTouchesBegan.toggle() }
                default:
                    input.advance(by: Double(rng.next() % 4) * 0.2)
                }
                _ = step
            }
            for id in down.keys.sorted() { input.touchUp(id) }
            // Undecided recognizers hold ended touches while they stay in the tree: take them out.
            for r in recognizers { r.view?.removeGestureRecognizer(r) }
            assertSettledForSeed(seed)
            for window in windows { window.isHidden = true }
        }
    }

    private func setUpFresh() async {
        for window in windows { window.isHidden = true }
        try? await setUp()
    }

    private func assertSettledForSeed(_ seed: Int) {
        input.advance(by: 2)
        for ledger in [container.ledger, target.ledger, control.ledger] {
            XCTAssertEqual(ledger.violations, [], "seed \(seed)")
            XCTAssertEqual(ledger.openTouches, 0, "seed \(seed): \(ledger.name) still has a touch open")
        }
        XCTAssertFalse(control.isTracking, "seed \(seed): the switch still tracks")
        XCTAssertFalse(control.isHighlighted, "seed \(seed): the switch is still highlighted")
    }
}

/// A small deterministic generator (SplitMix64) for replayable random tests.
struct SeededGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A view whose `touchesBegan` runs app code (which may deliver touches itself).
private final class ReactingView: UIView {
    var onBegan: () -> Void = {}
    override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { onBegan() }
}

@MainActor
final class NestedTouchDeliveryTests: XCTestCase {
    func testWindowHiddenFromAViewCallbackStillEndsTheSwitchsTouchOnce() async {
        // Two fingers come down in one frame, one on a view whose touchesBegan hides the
        // window (cancelling every touch in a nested event), one on a switch that has not yet
        // been sent its began: the switch sees began, then cancelled, and is left idle.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let reacting = ReactingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        reacting.onBegan = { window.isHidden = true }
        let control = LedgerSwitch(frame: CGRect(x: 200, y: 40, width: 51, height: 31))
        window.addSubview(reacting)
        window.addSubview(control)
        let input = InputSimulator(window: window)
        input.send([InputSimulator.Touch(id: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                    InputSimulator.Touch(id: 2, phase: .began, location: CGPoint(x: 215, y: 55))])
        XCTAssertEqual(control.ledger.violations, [])
        XCTAssertEqual(Array(control.ledger.phases.values), [["began", "cancelled"]])
        XCTAssertFalse(control.isTracking)
        XCTAssertFalse(control.isHighlighted)
    }
}
