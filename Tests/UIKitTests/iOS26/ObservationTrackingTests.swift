import XCTest
import Observation
import UIKit
import UIKitTesting

@Observable
final class TrackedModel {
    var title = "a"
    var width: CGFloat = 10
    var color = 0
    var unrelated = 0
}

/// iOS 26 automatic observation tracking: `@Observable` properties read in
/// `updateProperties()`, `layoutSubviews()`, `draw(_:)`, `updateConstraints()` and the
/// controller's layout callbacks invalidate that pass only, coalesced, on the main actor.
@MainActor
final class ObservationTrackingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    final class ModelView: UIView {
        let model: TrackedModel
        var propertyUpdates = 0
        var propertyUpdatesOffTheMainThread = 0
        var layouts = 0
        var draws = 0
        var constraintUpdates = 0
        var shownTitle = ""
        var writesWhatItReads = false

        init(model: TrackedModel) {
            self.model = model
            super.init(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        }
        required init?(coder: NSCoder) { fatalError("unused") }

        override func updateProperties() {
            super.updateProperties()
            propertyUpdates += 1
            if !Thread.isMainThread { propertyUpdatesOffTheMainThread += 1 }
            shownTitle = model.title
            if writesWhatItReads { model.title += "!" }
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            _ = model.width
        }
        override func draw(_ rect: CGRect) {
            draws += 1
            _ = model.color
        }
        override func updateConstraints() {
            constraintUpdates += 1
            _ = model.unrelated
            super.updateConstraints()
        }
    }

    private func show(_ view: UIView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        window.addSubview(view)
        ManualClock.runLoopTurn()
        return window
    }

    func testAChangeReadInUpdatePropertiesUpdatesPropertiesOnly() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        XCTAssertEqual(view.propertyUpdates, 1)
        let layouts = view.layouts, draws = view.draws

        model.title = "b"
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.propertyUpdates, 2)
        XCTAssertEqual(view.shownTitle, "b")
        XCTAssertEqual(view.layouts, layouts, "layout did not read the title")
        XCTAssertEqual(view.draws, draws, "draw(_:) did not read the title")
        _ = window
    }

    func testChangesAreCoalescedIntoOneUpdate() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        model.title = "b"
        model.title = "c"
        model.title = "d"
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.propertyUpdates, 2)
        XCTAssertEqual(view.shownTitle, "d")
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.propertyUpdates, 2)
        _ = window
    }

    func testAChangeReadInLayoutSubviewsLaysOutAgainOnly() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        let layouts = view.layouts
        model.width = 20
        XCTAssertTrue(view.layer.needsLayout(), "the change marked the view for layout")
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.layouts, layouts + 1)
        XCTAssertEqual(view.propertyUpdates, 1, "updateProperties() did not read the width")
        _ = window
    }

    func testAChangeReadInDrawRedraws() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        XCTAssertGreaterThan(view.draws, 0)
        let draws = view.draws
        model.color = 1
        XCTAssertTrue(view.layer.needsDisplay())
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.draws, draws + 1)
        _ = window
    }

    func testAChangeReadInUpdateConstraintsAsksForAConstraintsUpdate() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        view.setNeedsUpdateConstraints()
        view.updateConstraintsIfNeeded()
        let updates = view.constraintUpdates
        XCTAssertGreaterThan(updates, 0)
        model.unrelated = 5
        view.updateConstraintsIfNeeded()
        XCTAssertEqual(view.constraintUpdates, updates + 1)
        _ = window
    }

    func testAnUnreadPropertyInvalidatesNothing() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        let layouts = view.layouts, draws = view.draws
        model.unrelated = 3
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.propertyUpdates, 1)
        XCTAssertEqual(view.layouts, layouts)
        XCTAssertEqual(view.draws, draws)
        _ = window
    }

    func testAPassThatWritesWhatItReadsDoesNotLoop() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        view.writesWhatItReads = true
        let window = show(view)
        XCTAssertEqual(view.propertyUpdates, 1)
        ManualClock.runLoopTurn()
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.propertyUpdates, 1, "its own write came before tracking began")
        _ = window
    }

    func testNoInvalidationAfterTheViewIsGone() async {
        let model = TrackedModel()
        weak var gone: ModelView?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let view = ModelView(model: model)
            window.addSubview(view)
            view.updatePropertiesIfNeeded()
            XCTAssertEqual(view.propertyUpdates, 1)
            view.removeFromSuperview()
            gone = view
        }
        ManualClock.runLoopTurn()
        XCTAssertNil(gone, "the tracking does not keep the view alive")
        model.title = "z"
        ManualClock.runLoopTurn()
    }

    func testAChangeOnAnotherThreadIsTakenOnTheMainThread() async {
        let model = TrackedModel()
        let view = ModelView(model: model)
        let window = show(view)
        let box = UncheckedModel(model)
        await Task.detached { box.model.title = "from a task" }.value
        // The invalidation is taken to the main thread; whether its turn came while the test
        // awaited the task depends on scheduling, so only the outcome is checked.
        // Off the main thread the pass is asked for again a turn later (the change is announced
        // before the value is stored), so it may run twice: what counts is the title shown.
        // The hop is a main-queue job, which runs while the test awaits: wait until the title
        // shows, for at most 2 s.
        let deadline = Date().addingTimeInterval(2)
        while view.shownTitle != "from a task", Date() < deadline {
            try? await Task.sleep(nanoseconds: 10_000_000)
            ManualClock.runLoopTurn()
        }
        XCTAssertGreaterThanOrEqual(view.propertyUpdates, 2)
        XCTAssertEqual(view.propertyUpdatesOffTheMainThread, 0)
        XCTAssertEqual(view.shownTitle, "from a task")
        _ = window
    }

    final class ControllerWithModel: UIViewController {
        let model = TrackedModel()
        var updates = 0
        var willLayouts = 0
        override func updateProperties() {
            super.updateProperties()
            updates += 1
            _ = model.title
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            willLayouts += 1
            _ = model.width
        }
    }

    func testAControllersPassesAreTracked() async {
        let controller = ControllerWithModel()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        ManualClock.runLoopTurn()
        XCTAssertEqual(controller.updates, 1)
        let willLayouts = controller.willLayouts
        controller.model.title = "b"
        ManualClock.runLoopTurn()
        XCTAssertEqual(controller.updates, 2)
        XCTAssertEqual(controller.willLayouts, willLayouts, "no layout for a properties change")
        controller.model.width = 99
        ManualClock.runLoopTurn()
        XCTAssertEqual(controller.willLayouts, willLayouts + 1)
        XCTAssertEqual(controller.updates, 2)
    }

    func testFlushUpdatesAppliesPendingLayoutBeforeAndAnimatesTheBlocksChanges() async {
        final class Sized: UIView {
            let model: TrackedModel
            let child = UIView()
            init(model: TrackedModel) {
                self.model = model
                super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                addSubview(child)
            }
            required init?(coder: NSCoder) { fatalError("unused") }
            override func layoutSubviews() {
                super.layoutSubviews()
                child.frame = CGRect(x: 0, y: 0, width: model.width, height: 10)
            }
        }
        let model = TrackedModel()
        let view = Sized(model: model)
        let window = show(view)
        XCTAssertEqual(view.child.frame.width, 10)
        model.width = 30   // before the block: applied unanimated
        UIView.animate(withDuration: 1, delay: 0, options: [.flushUpdates], animations: {
            XCTAssertEqual(view.child.frame.width, 30, "pending layout flushed before the block")
            XCTAssertTrue(view.child.layer.animationKeys()?.isEmpty ?? true, "…without animation")
            model.width = 60
        }, completion: nil)
        XCTAssertEqual(view.child.frame.width, 60, "the block's model change laid out in the block")
        XCTAssertFalse(view.child.layer.animationKeys()?.isEmpty ?? true, "and animated")
        _ = window
    }
}

/// Hands a model to a detached task in the test (the model is not Sendable).
private struct UncheckedModel: @unchecked Sendable {
    let model: TrackedModel
    init(_ model: TrackedModel) { self.model = model }
}
