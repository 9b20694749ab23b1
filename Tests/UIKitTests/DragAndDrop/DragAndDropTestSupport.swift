import Foundation
@testable import UIKit
import UIKitTesting

/// A drag source that records its delegate calls and drags one text item.
@MainActor
final class DragSourceRecorder: NSObject, UIDragInteractionDelegate {
    var calls: [String] = []
    var text = "dragged"
    var itemCount = 1
    var allowsMove = true
    var localObject: Any?
    var sessions: [any UIDragSession] = []
    var liftPreview: ((UIDragItem) -> UITargetedDragPreview?)?
    var liftCompleted = false

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        calls.append("itemsForBeginning")
        sessions.append(session)
        return (0..<itemCount).map { _ in
            let item = UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
            item.localObject = localObject
            return item
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        calls.append("previewForLifting")
        if let liftPreview { return liftPreview(item) }
        return interaction.view.map { UITargetedDragPreview(view: $0) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        calls.append("willAnimateLift")
        animator.addCompletion { _ in self.liftCompleted = true }
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        calls.append("sessionWillBegin")
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        allowsMove
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
        if calls.last != "sessionDidMove" { calls.append("sessionDidMove") }
    }

    var itemsToAdd: [String] = []

    func dragInteraction(_ interaction: UIDragInteraction, itemsForAddingTo session: any UIDragSession,
                         withTouchAt point: CGPoint) -> [UIDragItem] {
        calls.append("itemsForAddingTo \(Int(point.x)),\(Int(point.y))")
        return itemsToAdd.map { UIDragItem(itemProvider: NSItemProvider(object: $0 as NSString)) }
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willAdd items: [UIDragItem],
                         for addingInteraction: UIDragInteraction) {
        calls.append("willAdd \(items.count)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation) {
        calls.append("willEndWith \(operation)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        calls.append("didEndWith \(operation)")
    }
}

/// A drop target that records its delegate calls, proposes `operation` and loads strings on drop.
@MainActor
final class DropTargetRecorder: NSObject, UIDropInteractionDelegate {
    var calls: [String] = []
    var operation: UIDropOperation = .copy
    var handles = true
    var dropped: [String] = []
    /// Every drop's loaded strings, in the order they arrived (`dropped` keeps the last).
    var drops: [[String]] = []
    var droppedLocalObjects: [Any?] = []
    var localContext: Any?
    var locations: [CGPoint] = []

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        calls.append("canHandle")
        return handles && session.canLoadObjects(ofClass: String.self)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        calls.append("sessionDidEnter")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        if calls.last != "sessionDidUpdate" { calls.append("sessionDidUpdate") }
        if let view = interaction.view { locations.append(session.location(in: view)) }
        return UIDropProposal(operation: operation)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        calls.append("sessionDidExit")
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        calls.append("performDrop")
        droppedLocalObjects = session.items.map(\.localObject)
        localContext = session.localDragSession?.localContext
        session.loadObjects(ofClass: String.self) { strings in
            self.calls.append("loaded")
            self.dropped = strings
            self.drops.append(strings)
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        calls.append("concludeDrop")
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        calls.append("sessionDidEnd")
    }
}

@MainActor
enum DragAndDropTestSupport {
    /// The previews layer of a drag in flight in `window`, if any.
    static func overlay(in window: UIWindow) -> DragPreviewOverlay? {
        window.subviews.compactMap { $0 as? DragPreviewOverlay }.last
    }
}
