import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// `UIDragInteraction` and `UIDropInteraction`: lift after a long press, previews that follow
/// the touch, drop targets found under it, and the delegates called in UIKit's order.
@MainActor
final class DragInteractionTests: XCTestCase {
    private var window: UIWindow!
    private var source: UIView!
    private var target: UIView!
    private var input: InputSimulator!
    private var dragRecorder: DragSourceRecorder!
    private var dropRecorder: DropTargetRecorder!
    private var drag: UIDragInteraction!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        source = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        source.backgroundColor = .systemBlue
        target = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        window.addSubview(source)
        window.addSubview(target)
        dragRecorder = DragSourceRecorder()
        dropRecorder = DropTargetRecorder()
        drag = UIDragInteraction(delegate: dragRecorder)
        source.addInteraction(drag)
        target.addInteraction(UIDropInteraction(delegate: dropRecorder))
        input = InputSimulator(window: window)
    }

    func testDefaults() async {
        XCTAssertTrue(UIDragInteraction.isEnabledByDefault)
        XCTAssertTrue(drag.isEnabled)
        XCTAssertFalse(drag.allowsSimultaneousRecognitionDuringLift)
        XCTAssertTrue(drag.view === source)
        XCTAssertTrue(source.interactions.contains { $0 === drag })
        XCTAssertEqual(UIDropProposal(operation: .move).operation, .move)
        XCTAssertFalse(UIDropProposal(operation: .copy).isPrecise)
        XCTAssertEqual(UIDragPreviewParameters().backgroundColor, .white)
    }

    /// UIKit: a touch lifts the items after a long press, not before.
    func testLiftWaitsForTheLongPressThenAsksForItemsAndPreviews() async {
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.45)
        XCTAssertEqual(dragRecorder.calls, [])
        XCTAssertNil(DragAndDropTestSupport.overlay(in: window))
        input.advance(by: 0.1)
        XCTAssertEqual(dragRecorder.calls, ["itemsForBeginning", "previewForLifting", "willAnimateLift", "sessionWillBegin"])
        XCTAssertEqual(dragRecorder.sessions.first?.location(in: source), CGPoint(x: 50, y: 30))
        XCTAssertEqual(dragRecorder.sessions.first?.items.count, 1)
        let overlay = try? XCTUnwrap(DragAndDropTestSupport.overlay(in: window))
        XCTAssertEqual(overlay?.subviews.count, 1)
        XCTAssertEqual(overlay?.subviews.first?.frame, source.frame, "the preview lifts from where the view is")
        XCTAssertFalse(overlay?.isUserInteractionEnabled ?? true)
        XCTAssertFalse(dragRecorder.liftCompleted)
        input.advance(by: 0.3)
        XCTAssertTrue(dragRecorder.liftCompleted, "the delegate's lift completion ran after the lift animation")
        XCTAssertEqual(overlay?.subviews.first?.alpha ?? 0, DragDriver.previewAlpha, accuracy: 0.001, "a translucent snapshot")
        input.touchUp(1)
    }

    /// A finger that lifts before the long press drags nothing.
    func testShortTouchDoesNotDrag() async {
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.2)
        input.touchUp(1)
        input.advance(by: 1)
        XCTAssertEqual(dragRecorder.calls, [])
    }

    func testThePreviewFollowsTheTouch() async throws {
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 100, y: 90))
        input.touchMove(1, to: CGPoint(x: 160, y: 130))
        let preview = try XCTUnwrap(DragAndDropTestSupport.overlay(in: window)?.subviews.first)
        // Grabbed at its centre: the centre stays under the finger.
        XCTAssertEqual(preview.center, CGPoint(x: 160, y: 130))
        XCTAssertEqual(dragRecorder.sessions.first?.location(in: window), CGPoint(x: 160, y: 130))
        XCTAssertEqual(dragRecorder.sessions.first?.location(in: target), CGPoint(x: -40, y: -70))
        input.touchUp(1)
    }

    /// The whole sequence of a copy onto a drop target, in UIKit's order.
    func testDropOnATargetCallsBothDelegatesInOrderAndLoadsTheItems() async {
        dragRecorder.text = "Hello"
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 150, y: 150))
        XCTAssertEqual(dropRecorder.calls, [])
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        XCTAssertEqual(dropRecorder.calls, ["canHandle", "sessionDidEnter", "sessionDidUpdate"])
        XCTAssertEqual(dropRecorder.locations.last, CGPoint(x: 60, y: 70))
        input.touchUp(1)
        XCTAssertEqual(dragRecorder.calls.suffix(1), ["willEndWith copy"])
        XCTAssertEqual(dropRecorder.calls.suffix(2), ["performDrop", "loaded"])
        XCTAssertEqual(dropRecorder.dropped, ["Hello"])
        XCTAssertNotNil(DragAndDropTestSupport.overlay(in: window), "the drop animation is running")
        input.advance(by: 0.3)
        XCTAssertNil(DragAndDropTestSupport.overlay(in: window))
        XCTAssertEqual(dropRecorder.calls, ["canHandle", "sessionDidEnter", "sessionDidUpdate", "performDrop", "loaded",
                                            "concludeDrop", "sessionDidEnd"])
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith copy")
    }

    /// Leaving the target tells it; lifting over nothing cancels and the preview flies back.
    func testLiftingOutsideEveryTargetCancels() async throws {
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchMove(1, to: CGPoint(x: 150, y: 300))
        XCTAssertEqual(dropRecorder.calls, ["canHandle", "sessionDidEnter", "sessionDidUpdate", "sessionDidExit"])
        let preview = try XCTUnwrap(DragAndDropTestSupport.overlay(in: window)?.subviews.first)
        input.touchUp(1)
        XCTAssertEqual(dragRecorder.calls.last, "willEndWith cancel")
        input.advance(by: 0.3)
        XCTAssertEqual(preview.center, source.center, "the cancelled preview went back to the view")
        XCTAssertNil(DragAndDropTestSupport.overlay(in: window))
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith cancel")
        XCTAssertEqual(dropRecorder.calls.last, "sessionDidEnd", "a target the session entered hears it end")
        XCTAssertFalse(dropRecorder.calls.contains("performDrop"))
    }

    /// UIKit: a forbidden or cancel proposal does not drop; the target sees the session exit.
    func testForbiddenProposalCancelsTheDrop() async {
        dropRecorder.operation = .forbidden
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchUp(1)
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.calls, ["canHandle", "sessionDidEnter", "sessionDidUpdate", "sessionDidExit", "sessionDidEnd"])
        XCTAssertEqual(dragRecorder.calls.suffix(2), ["willEndWith cancel", "didEndWith cancel"])
    }

    /// A move proposal needs the session to allow moving.
    func testMoveIsRefusedWhenTheSourceDoesNotAllowIt() async {
        dragRecorder.allowsMove = false
        dropRecorder.operation = .move
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        XCTAssertEqual(dragRecorder.sessions.first?.allowsMoveOperation, false)
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchUp(1)
        input.advance(by: 0.3)
        XCTAssertFalse(dropRecorder.calls.contains("performDrop"))
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith cancel")
    }

    /// A target that cannot handle the session is asked once and never entered.
    func testTargetThatCannotHandleIsAskedOnce() async {
        dropRecorder.handles = false
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchUp(1)
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.calls, ["canHandle"])
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith cancel")
    }

    /// The in-app side of a drag: local objects and the drag session's context reach the target.
    func testLocalObjectAndContextReachTheDropTarget() async {
        dragRecorder.localObject = 42
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        dragRecorder.sessions.first?.localContext = "from source"
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchUp(1)
        XCTAssertEqual(dropRecorder.droppedLocalObjects.first as? Int, 42)
        XCTAssertEqual(dropRecorder.localContext as? String, "from source")
        input.advance(by: 0.3)
    }

    func testDisabledInteractionOrNoItemsDragsNothing() async {
        drag.isEnabled = false
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchUp(1)
        XCTAssertEqual(dragRecorder.calls, [])
        drag.isEnabled = true
        dragRecorder.itemCount = 0
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        XCTAssertEqual(dragRecorder.calls, ["itemsForBeginning"], "no items: no lift")
        XCTAssertNil(DragAndDropTestSupport.overlay(in: window))
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchUp(1)
        XCTAssertEqual(dropRecorder.calls, [])
    }

    /// An item's `previewProvider` replaces the lift preview once the drag moves, centred
    /// under the touch.
    func testPreviewProviderIsShownOnceTheDragMoves() async throws {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        var providerCalls = 0
        dragRecorder.liftPreview = { item in
            item.previewProvider = {
                providerCalls += 1
                return UIDragPreview(view: badge)
            }
            return UITargetedDragPreview(view: self.source)
        }
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        XCTAssertEqual(providerCalls, 0)
        input.touchMove(1, to: CGPoint(x: 150, y: 160))
        XCTAssertEqual(providerCalls, 1)
        let preview = try XCTUnwrap(DragAndDropTestSupport.overlay(in: window)?.subviews.last)
        XCTAssertEqual(preview.bounds.size, CGSize(width: 30, height: 20))
        XCTAssertEqual(preview.center, CGPoint(x: 150, y: 160))
        XCTAssertEqual(DragAndDropTestSupport.overlay(in: window)?.subviews.count, 1)
        input.touchUp(1)
        input.advance(by: 0.3)
    }

    /// UIKit: a pointer (mouse) drag starts as soon as the pointer moves, without the hold.
    func testPointerDragBeginsOnMovementWithoutTheLiftDelay() async throws {
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 70, y: 50), type: .indirectPointer)])
        input.advance(by: 0.05)
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 90, y: 60), type: .indirectPointer)])
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 120, y: 80), type: .indirectPointer)])
        XCTAssertEqual(dragRecorder.calls.prefix(4), ["itemsForBeginning", "previewForLifting", "willAnimateLift", "sessionWillBegin"])
        XCTAssertEqual(dragRecorder.sessions.first?.location(in: window), CGPoint(x: 120, y: 80))
        let preview = try XCTUnwrap(DragAndDropTestSupport.overlay(in: window)?.subviews.first)
        XCTAssertEqual(preview.center, CGPoint(x: 120, y: 80), "it lifted where the pointer went down")
        input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 260, y: 270), type: .indirectPointer)])
        input.send([.init(id: 1, phase: .ended, location: CGPoint(x: 260, y: 270), type: .indirectPointer)])
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.dropped, ["dragged"])
    }

    /// Removing the interaction's view from the window mid-drag cancels the drag.
    func testRemovingTheInteractionCancelsTheDrag() async {
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        source.removeInteraction(drag)
        XCTAssertEqual(dragRecorder.calls.last, "willEndWith cancel")
        input.advance(by: 0.3)
        XCTAssertEqual(dragRecorder.calls.last, "didEndWith cancel")
        XCTAssertNil(DragAndDropTestSupport.overlay(in: window))
        input.touchUp(1)
    }

    /// The preview draws the parameters: the visible path cuts the snapshot, the shadow
    /// takes the shadow path's shape.
    func testPreviewParametersShapeTheSnapshot() async throws {
        dragRecorder.liftPreview = { _ in
            let parameters = UIDragPreviewParameters()
            parameters.visiblePath = UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 80, height: 40), cornerRadius: 8)
            parameters.backgroundColor = .clear
            return UITargetedDragPreview(view: self.source, parameters: parameters)
        }
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        let preview = try XCTUnwrap(DragAndDropTestSupport.overlay(in: window)?.subviews.first)
        let snapshot = try XCTUnwrap(preview.subviews.first)
        let mask = try XCTUnwrap(snapshot.layer.mask as? CAShapeLayer)
        XCTAssertEqual(mask.path?.boundingBox, CGRect(x: 10, y: 10, width: 80, height: 40))
        XCTAssertEqual(preview.layer.shadowPath?.boundingBox, CGRect(x: 10, y: 10, width: 80, height: 40))
        XCTAssertEqual(snapshot.backgroundColor, .clear)
        input.touchUp(1)
        input.advance(by: 0.3)
    }

    /// UIKit: text-line parameters show only the lines' rects (their union is the visible
    /// path); no rects: the whole view.
    func testTextLineRectParametersShowOnlyTheLines() async throws {
        let lines = [CGRect(x: 10, y: 10, width: 100, height: 20), CGRect(x: 10, y: 30, width: 60, height: 20)]
        let parameters = UIDragPreviewParameters(textLineRects: lines.map { NSValue(cgRect: $0) })
        let path = try XCTUnwrap(parameters.visiblePath)
        XCTAssertEqual(path.bounds, CGRect(x: 10, y: 10, width: 100, height: 40))
        XCTAssertTrue(path.contains(CGPoint(x: 100, y: 20)), "first line")
        XCTAssertTrue(path.contains(CGPoint(x: 60, y: 40)), "second line")
        XCTAssertFalse(path.contains(CGPoint(x: 100, y: 40)), "past the second line's end")
        XCTAssertEqual(parameters.backgroundColor, .white)
        XCTAssertNil(UIDragPreviewParameters(textLineRects: []).visiblePath)
        XCTAssertEqual(NSValue(cgRect: lines[1]).cgRectValue, lines[1])

        dragRecorder.liftPreview = { _ in UITargetedDragPreview(view: self.source, parameters: parameters) }
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        let preview = try XCTUnwrap(DragAndDropTestSupport.overlay(in: window)?.subviews.first)
        let snapshot = try XCTUnwrap(preview.subviews.first)
        let mask = try XCTUnwrap(snapshot.layer.mask as? CAShapeLayer)
        XCTAssertEqual(mask.path?.boundingBox, CGRect(x: 10, y: 10, width: 100, height: 40))
        input.touchUp(1)
        input.advance(by: 0.3)
    }

    /// UIKit: a precise proposal moves the drop location off the touch.
    func testPreciseProposalOffsetsTheDropLocation() async {
        let precise = PreciseTarget()
        let well = UIView(frame: CGRect(x: 0, y: 200, width: 150, height: 150))
        window.addSubview(well)
        well.addInteraction(UIDropInteraction(delegate: precise))
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 50, y: 300))
        input.touchMove(1, to: CGPoint(x: 60, y: 300))
        XCTAssertEqual(precise.locations, [CGPoint(x: 50, y: 100), CGPoint(x: 60, y: 76)],
                       "the first update is at the touch; once the proposal is precise, 24 pt above it")
        XCTAssertEqual(dragRecorder.sessions.first?.location(in: well), CGPoint(x: 60, y: 100), "the drag side sees the touch")
        input.touchUp(1)
        input.advance(by: 0.3)
    }

    /// UIKit: while a drag is in flight, a tap with another finger on a drag source adds its
    /// items; the delegate of the interaction the drag started from hears `willAdd`.
    func testTapWithAnotherFingerAddsItemsToTheDrag() async throws {
        let other = UIView(frame: CGRect(x: 20, y: 120, width: 100, height: 60))
        window.addSubview(other)
        let otherRecorder = DragSourceRecorder()
        otherRecorder.itemsToAdd = ["added"]
        other.addInteraction(UIDragInteraction(delegate: otherRecorder))
        input.tap(at: CGPoint(x: 70, y: 150))
        XCTAssertEqual(otherRecorder.calls, [], "no drag in flight: a tap adds nothing")
        dragRecorder.text = "first"
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        XCTAssertEqual(dropRecorder.calls, ["canHandle", "sessionDidEnter", "sessionDidUpdate"])
        input.tap(at: CGPoint(x: 70, y: 150))
        XCTAssertEqual(otherRecorder.calls, ["itemsForAddingTo 50,30", "previewForLifting"])
        XCTAssertEqual(dragRecorder.calls.suffix(1), ["willAdd 1"])
        XCTAssertEqual(dragRecorder.sessions.first?.items.count, 2)
        XCTAssertEqual(DragAndDropTestSupport.overlay(in: window)?.subviews.count, 2)
        XCTAssertEqual(dropRecorder.calls.suffix(2), ["canHandle", "sessionDidUpdate"], "the target is asked again for the new items")
        input.touchUp(1)
        input.advance(by: 0.3)
        XCTAssertEqual(dropRecorder.dropped, ["first", "added"])
        XCTAssertEqual(otherRecorder.calls, ["itemsForAddingTo 50,30", "previewForLifting"], "the adding source is not the session's")
    }
}

/// A drop target whose proposals are precise.
@MainActor
private final class PreciseTarget: NSObject, UIDropInteractionDelegate {
    var locations: [CGPoint] = []

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if let view = interaction.view { locations.append(session.location(in: view)) }
        let proposal = UIDropProposal(operation: .copy)
        proposal.isPrecise = true
        return proposal
    }
}
