import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// Two drags in flight at once (two fingers): `UIDropInteraction.allowsSimultaneousDropSessions`,
/// `dragInteraction(_:sessionForAddingItems:withTouchAt:)` and
/// `dragInteraction(_:prefersFullSizePreviewsFor:)`.
@MainActor
final class DragInteractionSessionTests: XCTestCase {
    private var window: UIWindow!
    private var input: InputSimulator!
    private var firstRecorder: DragSourceRecorder!
    private var secondRecorder: DragSourceRecorder!
    private var dropRecorder: DropTargetRecorder!
    private var drop: UIDropInteraction!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let first = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        let second = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 60))
        let target = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        for view in [first, second, target] { window.addSubview(view) }
        firstRecorder = DragSourceRecorder()
        firstRecorder.text = "first"
        secondRecorder = DragSourceRecorder()
        secondRecorder.text = "second"
        first.addInteraction(UIDragInteraction(delegate: firstRecorder))
        second.addInteraction(UIDragInteraction(delegate: secondRecorder))
        dropRecorder = DropTargetRecorder()
        drop = UIDropInteraction(delegate: dropRecorder)
        target.addInteraction(drop)
        input = InputSimulator(window: window)
    }

    /// Lifts both sources (fingers 1 and 2) and moves both over the drop target.
    private func dragBothOverTheTarget() {
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.touchDown(2, at: CGPoint(x: 70, y: 150))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchMove(2, to: CGPoint(x: 280, y: 260))
        input.touchMove(2, to: CGPoint(x: 290, y: 270))
    }

    func testADropInteractionTakesOneSessionAtATimeByDefault() async {
        XCTAssertFalse(drop.allowsSimultaneousDropSessions)
        dragBothOverTheTarget()
        XCTAssertEqual(firstRecorder.sessions.count, 1)
        XCTAssertEqual(secondRecorder.sessions.count, 1, "both drags are in flight")
        XCTAssertEqual(dropRecorder.calls, ["canHandle", "sessionDidEnter", "sessionDidUpdate"],
                       "the second session passes over the busy target")
        input.touchUp(2)
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.dropped, [], "the second drag had no target and was cancelled")
        input.touchUp(1)
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.dropped, ["first"])
    }

    func testAllowingSimultaneousSessionsLetsTheSecondOneIn() async {
        drop.allowsSimultaneousDropSessions = true
        dragBothOverTheTarget()
        XCTAssertEqual(dropRecorder.calls.filter { $0 == "sessionDidEnter" }.count, 2)
        input.touchUp(1)
        input.touchUp(2)
        input.advance(by: 0.3)
    }

    func testTwoSimultaneousSessionsDroppedOnTheSameInteractionAreBothDelivered() async {
        drop.allowsSimultaneousDropSessions = true
        dragBothOverTheTarget()
        input.touchUp(1)
        input.touchUp(2)
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.drops, [["first"], ["second"]], "each session's drop, in the order the fingers lifted")
        XCTAssertEqual(dropRecorder.calls.filter { $0 == "performDrop" }.count, 2)
        XCTAssertEqual(dropRecorder.calls.filter { $0 == "concludeDrop" }.count, 2)
        XCTAssertEqual(dropRecorder.calls.filter { $0 == "sessionDidEnd" }.count, 2)
        XCTAssertEqual(firstRecorder.calls.filter { $0.hasPrefix("didEndWith") }, ["didEndWith copy"])
        XCTAssertEqual(secondRecorder.calls.filter { $0.hasPrefix("didEndWith") }, ["didEndWith copy"])
    }

    func testWithTwoSessionsTheAddingDelegateChoosesTheSession() async {
        let adder = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 60))
        window.addSubview(adder)
        let chooser = SessionChooser()
        adder.addInteraction(UIDragInteraction(delegate: chooser))
        dragBothOverTheTarget()
        // Default (nil): with two sessions the tap adds to none and items are not asked for.
        chooser.choice = { _ in nil }
        input.tap(at: CGPoint(x: 70, y: 330))
        XCTAssertEqual(chooser.calls, ["sessionForAddingItems 2 at 50,30"])
        let secondSession = secondRecorder.sessions.first
        chooser.choice = { sessions in sessions.first { $0 === secondSession } }
        input.tap(at: CGPoint(x: 70, y: 330))
        XCTAssertEqual(chooser.calls, ["sessionForAddingItems 2 at 50,30", "sessionForAddingItems 2 at 50,30", "itemsForAddingTo"])
        XCTAssertEqual(firstRecorder.sessions.first?.items.count, 1)
        XCTAssertEqual(secondRecorder.sessions.first?.items.count, 2, "added to the session the delegate chose")
    }

    func testPrefersFullSizePreviewsIsAskedWhenTheDragBegins() async {
        let asker = SessionChooser()
        let view = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 60))
        window.addSubview(view)
        view.addInteraction(UIDragInteraction(delegate: asker))
        input.touchDown(3, at: CGPoint(x: 70, y: 330))
        input.advance(by: 0.6)
        XCTAssertEqual(asker.calls, ["prefersFullSizePreviews"])
        XCTAssertEqual(DragAndDropTestSupport.overlay(in: window)?.subviews.first?.bounds.size, CGSize(width: 100, height: 60),
                       "the preview keeps the view's size")
        input.touchUp(3)
        input.advance(by: 0.3)
    }
}

/// A source that drags one item, adds one item to a session it chooses, and records both.
@MainActor
private final class SessionChooser: NSObject, UIDragInteractionDelegate {
    var calls: [String] = []
    var choice: ([any UIDragSession]) -> (any UIDragSession)? = { _ in nil }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "own" as NSString))]
    }

    func dragInteraction(_ interaction: UIDragInteraction, prefersFullSizePreviewsFor session: any UIDragSession) -> Bool {
        calls.append("prefersFullSizePreviews")
        return true
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionForAddingItems sessions: [any UIDragSession],
                         withTouchAt point: CGPoint) -> (any UIDragSession)? {
        calls.append("sessionForAddingItems \(sessions.count) at \(Int(point.x)),\(Int(point.y))")
        return choice(sessions)
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        calls.append("itemsForAddingTo")
        return [UIDragItem(itemProvider: NSItemProvider(object: "added" as NSString))]
    }
}
