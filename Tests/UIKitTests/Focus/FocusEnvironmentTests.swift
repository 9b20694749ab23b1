import XCTest
import UIKit
import UIKitTesting

/// Focus environments: the update context, asking and telling environments, coordinated
/// animations, programmatic updates with deferral, focus guides, custom items, the halo.
@MainActor
final class FocusEnvironmentTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// Records what the focus system asks and tells it.
    final class RecordingView: UIView {
        var log: [String] = []
        var allowsLeaving = true
        var focusable = false
        override var canBecomeFocused: Bool { focusable }
        override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
            log.append("should \(name(context.previouslyFocusedItem))->\(name(context.nextFocusedItem))")
            return allowsLeaving || context.previouslyFocusedItem !== self
        }
        override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
            log.append("did \(name(context.previouslyFocusedItem))->\(name(context.nextFocusedItem)) \(context.focusHeading.rawValue)")
        }
        private func name(_ item: UIFocusItem?) -> String { (item as? UIView)?.accessibilityIdentifier ?? "nil" }
    }

    private func makeWindow() -> (UIWindow, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        return (window, InputSimulator(window: window))
    }

    private func item(_ parent: UIView, _ frame: CGRect, _ id: String) -> RecordingView {
        let view = RecordingView(frame: frame)
        view.focusable = true
        view.accessibilityIdentifier = id
        parent.addSubview(view)
        return view
    }

    func testEnvironmentsAreAskedThenToldWithTheContext() async {
        let (window, input) = makeWindow()
        let container = RecordingView(frame: window.bounds)
        container.accessibilityIdentifier = "container"
        window.addSubview(container)
        let a = item(container, CGRect(x: 10, y: 10, width: 50, height: 50), "a")
        let b = item(container, CGRect(x: 10, y: 100, width: 50, height: 50), "b")

        input.pressKey(.keyboardTab)
        XCTAssertEqual(a.log, ["should nil->a", "did nil->a \(UIFocusHeading.next.rawValue)"])
        XCTAssertEqual(container.log, ["should nil->a", "did nil->a \(UIFocusHeading.next.rawValue)"],
                       "every environment up the chain is asked and told")
        a.log = []
        container.log = []
        input.pressKey(.keyboardTab)
        XCTAssertEqual(a.log, ["should a->b", "did a->b \(UIFocusHeading.next.rawValue)"])
        XCTAssertEqual(b.log, ["should a->b", "did a->b \(UIFocusHeading.next.rawValue)"])
        XCTAssertEqual(container.log.count, 2, "an environment on both paths is asked once")

        b.allowsLeaving = false
        input.pressKey(.keyboardTab)
        XCTAssertTrue(b.isFocused, "an environment that refuses keeps focus where it is")
        XCTAssertFalse(a.isFocused)
    }

    func testCoordinatedAnimationsRunAlongsideAndCompleteAfter() async {
        let (window, input) = makeWindow()
        final class Animating: UIView {
            var completed = false
            override var canBecomeFocused: Bool { true }
            override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
                coordinator.addCoordinatedAnimations({
                    self.alpha = context.nextFocusedView === self ? 0.5 : 1
                }, completion: { self.completed = true })
            }
        }
        let view = Animating(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(view)
        let notified = NotificationCount()
        let observer = NotificationCenter.default.addObserver(forName: UIFocusSystem.didUpdateNotification, object: nil, queue: nil) { note in
            let hasContext = note.userInfo?[UIFocusSystem.focusUpdateContextUserInfoKey] is UIFocusUpdateContext
            let hasCoordinator = note.userInfo?[UIFocusSystem.animationCoordinatorUserInfoKey] is UIFocusAnimationCoordinator
            if hasContext && hasCoordinator { notified.increment() }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        input.keyDown(.keyboardTab)
        XCTAssertEqual(view.alpha, 0.5, "the model value is set at once")
        XCTAssertNotNil(view.layer.animation(forKey: "opacity"), "inside an animation")
        XCTAssertFalse(view.completed)
        XCTAssertEqual(notified.value, 1, "the update is posted with its context and coordinator")
        input.advance(by: 0.3)
        XCTAssertTrue(view.completed, "the completion runs when the animations end")
        input.keyUp(.keyboardTab)
    }

    func testProgrammaticUpdatesAreDeferredUntilTheUserNavigates() async {
        let (window, input) = makeWindow()
        final class Root: UIViewController {
            var preferred: [UIFocusEnvironment] = []
            override var preferredFocusEnvironments: [UIFocusEnvironment] { preferred }
        }
        let root = Root()
        window.rootViewController = root
        let a = item(root.view, CGRect(x: 10, y: 10, width: 50, height: 50), "a")
        let b = item(root.view, CGRect(x: 100, y: 10, width: 50, height: 50), "b")
        root.preferred = [b]
        let system = UIFocusSystem.focusSystem(for: root)!
        XCTAssertTrue(system === UIFocusSystem.focusSystem(for: a), "one focus system per window")

        root.setNeedsFocusUpdate()
        root.updateFocusIfNeeded()
        XCTAssertNil(system.focusedItem, "UIKit defers programmatic focus until the keyboard is used")
        XCTAssertFalse(b.isFocused)
        input.pressKey(.keyboardDownArrow)
        XCTAssertTrue(system.focusedItem === b, "the first navigation key shows the deferred item")

        // Now the user navigates: a programmatic update focuses at once (on the next turn).
        system.requestFocusUpdate(to: a)
        XCTAssertTrue(b.isFocused, "not before the next run-loop turn")
        input.runLoopTurn()
        XCTAssertTrue(a.isFocused)

        // setNeedsFocusUpdate counts only for an environment that contains the focused item.
        root.preferred = []
        b.setNeedsFocusUpdate()
        b.updateFocusIfNeeded()
        XCTAssertTrue(a.isFocused, "b does not contain the focused item: ignored")
        root.preferred = [b]
        root.setNeedsFocusUpdate()
        root.updateFocusIfNeeded()
        XCTAssertTrue(b.isFocused, "the root contains it: focus goes to its preferred environment")
        XCTAssertTrue(UIFocusSystem.environment(root, contains: b))
        XCTAssertFalse(UIFocusSystem.environment(b, contains: root))
        XCTAssertNil(UIFocusSystem.focusSystem(for: UIView()), "no window, no focus system")
    }

    func testAFocusGuideRedirectsAMoveThatLandsOnIt() async {
        let (window, input) = makeWindow()
        let group = UIView(frame: window.bounds)
        group.focusGroupIdentifier = "g"
        window.addSubview(group)
        let a = item(group, CGRect(x: 10, y: 10, width: 50, height: 50), "a")
        let target = item(group, CGRect(x: 10, y: 300, width: 50, height: 50), "target")
        let guide = UIFocusGuide()
        group.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: group.leadingAnchor, constant: 200),
            guide.topAnchor.constraint(equalTo: group.topAnchor, constant: 10),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 50),
        ])
        group.layoutIfNeeded()
        guide.preferredFocusEnvironments = [target]

        input.pressKey(.keyboardTab)
        XCTAssertTrue(a.isFocused)
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(target.isFocused, "moving right lands on the guide, which sends focus to its preference")
        input.pressKey(.keyboardUpArrow)
        XCTAssertTrue(a.isFocused)
        guide.isEnabled = false
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(a.isFocused, "a disabled guide is only a layout guide")
        guide.isEnabled = true
        guide.preferredFocusEnvironments = nil
        XCTAssertEqual(guide.preferredFocusEnvironments.count, 0, "null_resettable: nil empties it")
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(a.isFocused, "an empty guide is inert")
    }

    /// A custom (non-view) focus item, returned by its container's `focusItems(in:)`.
    final class Tile: NSObject, UIFocusItem {
        weak var container: TileBoard?
        let frame: CGRect
        var hints: [CGVector] = []
        var deferralMode: UIFocusItemDeferralMode = .automatic
        init(frame: CGRect, container: TileBoard) {
            self.frame = frame
            self.container = container
        }
        var canBecomeFocused: Bool { true }
        var focusItemDeferralMode: UIFocusItemDeferralMode { deferralMode }
        func didHintFocusMovement(_ hint: UIFocusMovementHint) { hints.append(hint.movementDirection) }
        var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
        var parentFocusEnvironment: UIFocusEnvironment? { container }
        var focusItemContainer: UIFocusItemContainer? { nil }
        func setNeedsFocusUpdate() {}
        func updateFocusIfNeeded() {}
        func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool { true }
        func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {}
    }

    final class TileBoard: UIView {
        var tiles: [Tile] = []
        override func focusItems(in rect: CGRect) -> [UIFocusItem] {
            super.focusItems(in: rect) + tiles.filter { $0.frame.intersects(rect) }
        }
    }

    func testCustomItemsFromAContainerAreFocusedInItsCoordinateSpace() async {
        let (window, input) = makeWindow()
        let board = TileBoard(frame: CGRect(x: 100, y: 100, width: 200, height: 100))
        board.focusGroupIdentifier = "board"
        window.addSubview(board)
        let left = Tile(frame: CGRect(x: 0, y: 0, width: 50, height: 50), container: board)
        let right = Tile(frame: CGRect(x: 100, y: 0, width: 50, height: 50), container: board)
        board.tiles = [left, right]

        input.pressKey(.keyboardTab)
        let system = UIFocusSystem.focusSystem(for: board)!
        XCTAssertTrue(system.focusedItem === left)
        XCTAssertTrue(left.isFocused)
        input.pressKey(.keyboardRightArrow)
        XCTAssertTrue(system.focusedItem === right)
        XCTAssertEqual(left.hints, [CGVector(dx: 1, dy: 0)], "the focused item hears of the move first")
        XCTAssertFalse(board.isFocused, "the container view is not the focused item")

        right.deferralMode = .never
        left.deferralMode = .always
        system.requestFocusUpdate(to: left)
        system.updateFocusIfNeeded()
        XCTAssertNil(system.focusedItem, "an item that always defers: focus disappears")
        input.pressKey(.keyboardLeftArrow)
        XCTAssertTrue(system.focusedItem === left, "and comes back with the next navigation key")
    }

    func testTheHaloIsARingInTheTintColorAroundTheFocusedView() async {
        let (window, input) = makeWindow()
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.backgroundColor = .white
        window.addSubview(panel)
        let box = RecordingView(frame: CGRect(x: 30, y: 30, width: 40, height: 40))
        box.focusable = true
        box.backgroundColor = .white
        box.tintColor = .red
        panel.addSubview(box)

        let before = Snapshot.image(of: panel)
        XCTAssertEqual(before.pixel(26, 50), .white)
        input.pressKey(.keyboardTab)
        XCTAssertTrue(box.isFocused)
        let after = Snapshot.image(of: panel)
        XCTAssertEqual(after.pixel(26, 50), .red, "a ring outside the left edge (x 25..<28)")
        XCTAssertEqual(after.pixel(29, 50), .white, "2 points away from the view")
        XCTAssertEqual(after.pixel(50, 73), .red, "and below the bottom edge")
        XCTAssertEqual(after.pixel(50, 50), .white, "the view itself is not covered")
        XCTAssertEqual(after.pixel(23, 50), .white, "3 points wide")

        box.focusEffect = nil
        XCTAssertNil(box.focusEffect)
        box.focusEffect = UIFocusHaloEffect(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertTrue(box.focusEffect is UIFocusHaloEffect, "a set effect is kept (a copy)")
        box.focusable = false
        input.pressKey(.keyboardTab)
        XCTAssertFalse(box.isFocused)
        XCTAssertEqual(Snapshot.image(of: panel).pixel(26, 50), .white, "the ring goes with focus")
    }
}

/// Counts notifications (observers run on the posting thread, here the main one).
final class NotificationCount: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}
