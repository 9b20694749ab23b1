import XCTest
import UIKit
import UIKitTesting

/// iOS 26's properties update pass: `updateProperties()` before `layoutSubviews()`, after the
/// trait changes; `setNeedsUpdateProperties()` coalesced to one update at the next cycle,
/// without a layout; `updatePropertiesIfNeeded()` at once for the subtree.
@MainActor
final class UpdatePropertiesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        windows.removeAll()
    }

    final class Recorder {
        var events: [String] = []
    }

    final class LoggingView: UIView {
        var name = "view"
        var recorder: Recorder?
        var onUpdate: (() -> Void)?
        override func updateProperties() {
            super.updateProperties()
            recorder?.events.append("\(name).updateProperties")
            onUpdate?()
        }
        override func layoutSubviews() {
            super.layoutSubviews()
            recorder?.events.append("\(name).layoutSubviews")
        }
        override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            recorder?.events.append("\(name).traitCollectionDidChange")
        }
    }

    final class LoggingController: UIViewController {
        let recorder = Recorder()
        override func loadView() {
            let view = LoggingView()
            view.recorder = recorder
            self.view = view
        }
        override func updateProperties() {
            super.updateProperties()
            recorder.events.append("controller.updateProperties")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            recorder.events.append("controller.viewWillLayoutSubviews")
        }
        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            recorder.events.append("controller.viewDidLayoutSubviews")
        }
    }

    /// Windows made by a test, kept for its length (a window nobody holds goes away).
    private var windows: [UIWindow] = []

    private func window() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        windows.append(window)
        return window
    }

    func testANewViewUpdatesItsPropertiesBeforeItsFirstLayout() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        window().addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["view.updateProperties", "view.layoutSubviews"])
    }

    func testSetNeedsUpdatePropertiesIsCoalescedAndDoesNotLayOut() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        window().addSubview(view)
        ManualClock.runLoopTurn()
        recorder.events.removeAll()

        view.setNeedsUpdateProperties()
        view.setNeedsUpdateProperties()
        view.setNeedsUpdateProperties()
        XCTAssertEqual(recorder.events, [], "deferred to the next update cycle")
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["view.updateProperties"], "once, and no layout pass")
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["view.updateProperties"])
    }

    func testPropertiesUpdateBeforeLayoutInTheSameCycle() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        window().addSubview(view)
        ManualClock.runLoopTurn()
        recorder.events.removeAll()

        view.setNeedsLayout()
        view.setNeedsUpdateProperties()
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["view.updateProperties", "view.layoutSubviews"])
    }

    func testLayoutIfNeededRunsTheViewsPendingPropertiesUpdateFirst() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        window().addSubview(view)
        ManualClock.runLoopTurn()
        recorder.events.removeAll()

        view.setNeedsUpdateProperties()
        view.setNeedsLayout()
        view.layoutIfNeeded()
        XCTAssertEqual(recorder.events, ["view.updateProperties", "view.layoutSubviews"])
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["view.updateProperties", "view.layoutSubviews"], "nothing left pending")
    }

    func testTraitChangesAreDeliveredBeforeThePropertiesUpdate() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        let window = window()
        window.addSubview(view)
        ManualClock.runLoopTurn()
        recorder.events.removeAll()

        view.traitOverrides.userInterfaceStyle = .dark
        view.setNeedsUpdateProperties()
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events.first, "view.traitCollectionDidChange", "\(recorder.events)")
        XCTAssertTrue(recorder.events.contains("view.updateProperties"), "\(recorder.events)")
    }

    func testUpdatePropertiesIfNeededUpdatesTheSubtreeAtOnce() async {
        let recorder = Recorder()
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.name = "parent"
        parent.recorder = recorder
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.name = "child"
        child.recorder = recorder
        parent.addSubview(child)
        parent.updatePropertiesIfNeeded()
        XCTAssertEqual(recorder.events, ["parent.updateProperties", "child.updateProperties"], "top-down, without a window")
        parent.updatePropertiesIfNeeded()
        XCTAssertEqual(recorder.events.count, 2, "nothing pending the second time")
        child.setNeedsUpdateProperties()
        parent.updatePropertiesIfNeeded()
        XCTAssertEqual(recorder.events.last, "child.updateProperties")
        XCTAssertEqual(recorder.events.count, 3)
    }

    func testAViewThatInvalidatesItselfWhileUpdatingWaitsForTheNextCycle() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        window().addSubview(view)
        ManualClock.runLoopTurn()
        view.onUpdate = { [unowned view] in view.setNeedsUpdateProperties() }
        recorder.events.removeAll()
        view.setNeedsUpdateProperties()
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events.filter { $0 == "view.updateProperties" }.count, 1, "not looping within one cycle")
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events.filter { $0 == "view.updateProperties" }.count, 2, "the request made while updating runs next cycle")
        view.onUpdate = nil
    }

    func testASuperviewsUpdateMayAskItsSubviewsInTheSameCycle() async {
        let recorder = Recorder()
        let parent = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        parent.name = "parent"
        parent.recorder = recorder
        let child = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.name = "child"
        child.recorder = recorder
        parent.addSubview(child)
        window().addSubview(parent)
        ManualClock.runLoopTurn()
        parent.onUpdate = { [unowned child] in child.setNeedsUpdateProperties() }
        recorder.events.removeAll()
        parent.setNeedsUpdateProperties()
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["parent.updateProperties", "child.updateProperties"])
    }

    func testTheControllerUpdatesWithItsViewBeforeViewWillLayoutSubviews() async {
        let controller = LoggingController()
        let window = window()
        window.rootViewController = controller
        ManualClock.runLoopTurn()
        let events = controller.recorder.events
        let update = events.firstIndex(of: "controller.updateProperties")
        let willLayout = events.firstIndex(of: "controller.viewWillLayoutSubviews")
        XCTAssertNotNil(update, "\(events)")
        XCTAssertNotNil(willLayout, "\(events)")
        if let update, let willLayout { XCTAssertLessThan(update, willLayout, "\(events)") }
        XCTAssertEqual(events.filter { $0 == "controller.updateProperties" }.count, 1, "\(events)")

        controller.recorder.events.removeAll()
        controller.setNeedsUpdateProperties()
        ManualClock.runLoopTurn()
        XCTAssertEqual(controller.recorder.events, ["controller.updateProperties"], "only the controller's update")
    }

    func testAViewOutsideAWindowWaitsForItsWindow() async {
        let recorder = Recorder()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.recorder = recorder
        view.setNeedsUpdateProperties()
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, [])
        window().addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(recorder.events, ["view.updateProperties", "view.layoutSubviews"])
    }
}
