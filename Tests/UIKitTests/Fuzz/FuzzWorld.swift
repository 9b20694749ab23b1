import UIKit
import UIKitTesting

/// One fuzz run: a random window of views, controls and recognizers, driven by a random
/// stream of touches (legal and illegal), tree mutations, animations and renders, with the
/// touch, recognizer and control contracts checked as it goes. Everything follows from the
/// seed, so a failure names the seed that replays it.
@MainActor
final class FuzzWorld {
    let seed: UInt64
    private var random: FuzzRandom
    private(set) var violations: [String] = []

    private(set) var window: UIWindow?
    private var input: InputSimulator?
    private var views: [UIView] = []
    private var touchViews: [FuzzTouchView] = []
    private var controls: [UIControl] = []
    private var recognizers: [UIGestureRecognizer] = []
    private var delegates: [FuzzGestureDelegate] = []
    /// Fingers the stream believes are down, with where they are.
    private var fingers: [Int: CGPoint] = [:]
    private var nextFinger = 1
    /// The last applied state of each recognizer (by name), from the gesture trace.
    private var recognizerStates: [String: String] = [:]
    private var step = 0

    static let windowSize = CGSize(width: 320, height: 480)

    init(seed: UInt64) {
        self.seed = seed
        random = FuzzRandom(seed: seed)
    }

    private func fail(_ message: String) {
        if violations.count < 20 { violations.append("seed \(seed) step \(step): \(message)") }
    }

    // MARK: Building

    func build() {
        let window = UIWindow(frame: CGRect(origin: .zero, size: Self.windowSize))
        window.makeKeyAndVisible()
        window.openUIKitGestureTraceHandler = { [unowned self] line in self.observe(traceLine: line) }
        self.window = window
        input = InputSimulator(window: window)
        let count = random.int(6...18)
        for index in 0..<count {
            let parent: UIView = random.chance(0.4) ? (random.pick(views) ?? window) : window
            let view = makeView(index: index, in: parent.bounds)
            parent.addSubview(view)
            views.append(view)
        }
        for _ in 0..<random.int(0...8) {
            addRecognizer()
        }
        // Failure requirements between recognizers, possibly cyclic (the framework must cope).
        for recognizer in recognizers where random.chance(0.3) {
            if let other = random.pick(recognizers), other !== recognizer {
                recognizer.require(toFail: other)
            }
        }
    }

    private func randomFrame(in bounds: CGRect) -> CGRect {
        let width = random.cgFloat(10...max(10, bounds.width))
        let height = random.cgFloat(10...max(10, bounds.height))
        return CGRect(x: random.cgFloat(-20...max(0, bounds.width - 10)),
                      y: random.cgFloat(-20...max(0, bounds.height - 10)),
                      width: width, height: height)
    }

    private func makeView(index: Int, in bounds: CGRect) -> UIView {
        let frame = randomFrame(in: bounds)
        let view: UIView
        switch random.int(0...9) {
        case 0: view = UISwitch(frame: frame)
        case 1: view = UIButton(type: random.chance(0.5) ? .system : .custom)
        case 2: view = UISlider(frame: frame)
        case 3: view = UIStepper(frame: frame)
        case 4: view = UISegmentedControl(items: ["A", "B", "C"])
        default:
            let touchView = FuzzTouchView(frame: frame)
            touchView.onViolation = { [unowned self] in self.fail($0) }
            touchViews.append(touchView)
            view = touchView
        }
        view.frame = frame
        view.tag = index
        view.backgroundColor = random.chance(0.5) ? .systemBlue : nil
        view.isMultipleTouchEnabled = random.chance(0.5)
        view.isExclusiveTouch = random.chance(0.15)
        view.isUserInteractionEnabled = random.chance(0.9)
        if let control = view as? UIControl {
            controls.append(control)
            control.addAction(UIAction { _ in }, for: .allEvents)
            if let button = control as? UIButton { button.setTitle("B\(index)", for: .normal) }
        }
        return view
    }

    private func addRecognizer() {
        guard let view = random.pick(views) else { return }
        let recognizer: UIGestureRecognizer
        switch random.int(0...6) {
        case 0:
            let tap = UITapGestureRecognizer()
            tap.numberOfTapsRequired = random.int(1...3)
            tap.numberOfTouchesRequired = random.int(1...2)
            recognizer = tap
        case 1:
            let press = UILongPressGestureRecognizer()
            press.minimumPressDuration = Double(random.int(1...8)) / 10
            press.allowableMovement = random.cgFloat(0...30)
            recognizer = press
        case 2:
            let pan = UIPanGestureRecognizer()
            pan.maximumNumberOfTouches = random.int(1...3)
            recognizer = pan
        case 3:
            let swipe = UISwipeGestureRecognizer()
            swipe.direction = [.left, .right, .up, .down][random.int(0...3)]
            recognizer = swipe
        case 4: recognizer = UIPinchGestureRecognizer()
        case 5: recognizer = UIRotationGestureRecognizer()
        default:
            let edge = UIScreenEdgePanGestureRecognizer()
            edge.edges = .left
            recognizer = edge
        }
        recognizer.name = "r\(recognizers.count)"
        recognizer.cancelsTouchesInView = random.chance(0.7)
        recognizer.delaysTouchesBegan = random.chance(0.2)
        recognizer.delaysTouchesEnded = random.chance(0.7)
        recognizer.addAction { _ in }
        if random.chance(0.5) {
            let delegate = FuzzGestureDelegate(salt: seed &+ UInt64(recognizers.count),
                                               beginProbability: 0.8, receiveProbability: 0.9)
            delegates.append(delegate)
            recognizer.delegate = delegate
        }
        view.addGestureRecognizer(recognizer)
        recognizers.append(recognizer)
    }

    // MARK: Checking recognizer transitions

    private static let legalTransitions: Set<String> = [
        "possible→began", "possible→ended", "possible→failed",
        "began→changed", "began→ended", "began→cancelled",
        "changed→changed", "changed→ended", "changed→cancelled",
    ]
    private static let states = ["possible", "began", "changed", "ended", "cancelled", "failed"]

    /// Reads `[gesture] Type "rN" old → new` lines: every applied transition must be one that
    /// UIKit's state machine allows, starting from the state last applied (or `possible`
    /// after a finished recognizer was reset).
    private func observe(traceLine line: String) {
        guard let nameStart = line.range(of: "\"r"),
              let nameEnd = line[nameStart.upperBound...].firstIndex(of: "\"") else { return }
        let name = "r" + line[nameStart.upperBound..<nameEnd]
        let words = line[line.index(after: nameEnd)...].split(separator: " ")
        guard words.count == 3, words[1] == "→",
              Self.states.contains(String(words[0])), Self.states.contains(String(words[2])) else { return }
        let from = String(words[0]), to = String(words[2])
        if !Self.legalTransitions.contains("\(from)→\(to)") {
            fail("\(name) made an illegal transition \(from) → \(to)")
        }
        let last = recognizerStates[name] ?? "possible"
        let finished = ["ended", "cancelled", "failed"].contains(last)
        if last != from && !(finished && from == "possible") {
            fail("\(name) went \(from) → \(to) but its last state was \(last)")
        }
        recognizerStates[name] = to
    }

    // MARK: Running

    func run(steps: Int) {
        for index in 0..<steps {
            step = index
            performRandomStep()
        }
        step = steps
        liftAllFingers()
        input?.advance(by: 1)
    }

    private func randomPoint() -> CGPoint {
        CGPoint(x: random.cgFloat(0...Self.windowSize.width - 1),
                y: random.cgFloat(0...Self.windowSize.height - 1))
    }

    private func performRandomStep() {
        guard let input else { return }
        let roll = random.int(0...99)
        switch roll {
        case 0..<18:
            // A new finger (sometimes two at once).
            var frame: [InputSimulator.Touch] = []
            for _ in 0..<(random.chance(0.2) ? 2 : 1) where fingers.count < 5 {
                let point = randomPoint()
                frame.append(.init(id: nextFinger, phase: .began, location: point))
                fingers[nextFinger] = point
                nextFinger += 1
            }
            if !frame.isEmpty { input.send(frame, timestamp: input.now + 0.008) }
        case 18..<50:
            // Every finger moves.
            guard !fingers.isEmpty else { return }
            let frame = fingers.keys.sorted().map { id -> InputSimulator.Touch in
                let old = fingers[id]!
                let new = CGPoint(x: old.x + random.cgFloat(-25...25), y: old.y + random.cgFloat(-25...25))
                fingers[id] = new
                return .init(id: id, phase: .moved, location: new)
            }
            input.send(frame, timestamp: input.now + 0.008)
        case 50..<62:
            // A finger lifts or is cancelled.
            guard let id = random.pick(fingers.keys.sorted()) else { return }
            let location = fingers.removeValue(forKey: id)!
            input.send([.init(id: id, phase: random.chance(0.85) ? .ended : .cancelled, location: location)],
                       timestamp: input.now + 0.008)
        case 62..<67:
            // Illegal input: moves or ends of fingers that are not down, a duplicate begin.
            let bogus = random.chance(0.5) ? (random.pick(fingers.keys.sorted()) ?? 9_999) : 9_000 + random.int(0...50)
            let phase: UITouch.Phase = [.moved, .ended, .cancelled, .began, .stationary][random.int(0...4)]
            if phase == .began, fingers[bogus] == nil { return }   // that would be legal
            input.send([.init(id: bogus, phase: phase, location: randomPoint())], timestamp: input.now + 0.008)
        case 67..<77:
            input.advance(by: Double(random.int(1...9)) / 10)
        case 77..<85:
            mutateTree()
        case 85..<89:
            mutateRecognizer()
        case 89..<94:
            animateSomething()
        case 94..<97:
            renderWindow()
        default:
            // A hostile but finite value somewhere.
            if let view = random.pick(views) {
                view.layer.shadowOpacity = 1
                view.layer.shadowRadius = [0, 3, 40, 1e9, CGFloat.greatestFiniteMagnitude][random.int(0...4)]
            }
        }
    }

    private func liftAllFingers() {
        guard let input else { return }
        let frame = fingers.keys.sorted().map { InputSimulator.Touch(id: $0, phase: .ended, location: fingers[$0]!) }
        fingers.removeAll()
        if !frame.isEmpty { input.send(frame, timestamp: input.now + 0.008) }
    }

    private func mutateTree() {
        guard let window, let view = random.pick(views) else { return }
        switch random.int(0...6) {
        case 0: view.removeFromSuperview()
        case 1:
            let parent = random.pick(views.filter { $0 !== view && !$0.isDescendant(of: view) }) ?? window
            parent.addSubview(view)
        case 2: view.isHidden.toggle()
        case 3: view.isUserInteractionEnabled.toggle()
        case 4: view.alpha = random.chance(0.5) ? 0 : 1
        case 5: view.frame = randomFrame(in: (view.superview ?? window).bounds)
        default: view.superview?.bringSubviewToFront(view)
        }
    }

    private func mutateRecognizer() {
        guard let recognizer = random.pick(recognizers) else {
            addRecognizer()
            return
        }
        switch random.int(0...4) {
        case 0: recognizer.isEnabled.toggle()
        case 1: recognizer.view?.removeGestureRecognizer(recognizer)
        case 2: random.pick(views)?.addGestureRecognizer(recognizer)
        case 3: recognizer.cancelsTouchesInView.toggle()
        default: addRecognizer()
        }
    }

    private func animateSomething() {
        guard let view = random.pick(views) else { return }
        let options: UIView.AnimationOptions = random.chance(0.5) ? [.allowUserInteraction] : []
        UIView.animate(withDuration: Double(random.int(1...5)) / 10, delay: 0, options: options, animations: {
            view.alpha = CGFloat(self.random.int(0...10)) / 10
            view.center.x += self.random.cgFloat(-40...40)
        }, completion: nil)
    }

    private func renderWindow() {
        guard let window else { return }
        // At the screen's scale, as a snapshot test renders (the compositor's shadow cache is
        // per scale).
        let renderer = UIGraphicsImageRenderer(bounds: window.bounds)
        _ = renderer.image { context in
            window.layer.render(in: context.cgContext)
        }
    }

    // MARK: Checks after the run

    /// After every finger lifted: no view holds an open touch, no control is tracking or
    /// highlighted, and no recognizer is still in progress.
    func checkQuiescent() {
        for view in touchViews where !view.openTouches.isEmpty {
            fail("view tag \(view.tag) still has \(view.openTouches.count) open touch(es) after every finger lifted")
        }
        for control in controls {
            if control.isTracking { fail("\(type(of: control)) tag \(control.tag) is still tracking after every finger lifted") }
            if control.isHighlighted { fail("\(type(of: control)) tag \(control.tag) is still highlighted after every finger lifted") }
        }
        for recognizer in recognizers where recognizer.state == .began || recognizer.state == .changed {
            fail("\(recognizer.name ?? "?") is still \(recognizer.state) after every finger lifted")
        }
        for view in touchViews { view.forgetTouches() }
    }

    /// Hides the window and drops every reference; returns weak references to check.
    func tearDown() -> FuzzLeakProbe {
        let probe = FuzzLeakProbe(window: window, views: views, recognizers: recognizers)
        window?.openUIKitGestureTraceHandler = nil
        window?.isHidden = true
        for view in views { view.removeFromSuperview() }
        window = nil
        input = nil
        views.removeAll()
        touchViews.removeAll()
        controls.removeAll()
        recognizers.removeAll()
        delegates.removeAll()
        return probe
    }
}
