import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// A drag source that logs its calls and the moment the drop target received the items.
@MainActor
private final class TransferSource: NSObject, UIDragInteractionDelegate {
    var log: [String]
    init(log: [String] = []) { self.log = log }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: "one" as NSString)),
         UIDragItem(itemProvider: NSItemProvider(object: "two" as NSString))]
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
        log.append("source: transferred \(session.items.count)")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        log.append("source: didEndWith \(operation)")
    }
}

/// A drop target that loads the strings now, later (through a provider's own handler), or not
/// at all, logging into the source's log.
@MainActor
private final class TransferTarget: NSObject, UIDropInteractionDelegate {
    enum Loading { case now, never }
    let source: TransferSource
    var loading = Loading.now
    init(source: TransferSource) { self.source = source }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        source.log.append("target: performDrop")
        guard loading == .now else { return }
        session.loadObjects(ofClass: String.self) { strings in
            self.source.log.append("target: loaded \(strings.joined(separator: ","))")
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
        source.log.append("target: concludeDrop")
    }
}

/// `UIDragInteractionDelegate.dragInteraction(_:sessionDidTransferItems:)`.
@MainActor
final class DragTransferTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func dropFromSourceToTarget(_ loading: TransferTarget.Loading) -> [String] {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.makeKeyAndVisible()
        let sourceView = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
        let targetView = UIView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        window.addSubview(sourceView)
        window.addSubview(targetView)
        let source = TransferSource()
        let target = TransferTarget(source: source)
        target.loading = loading
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        targetView.addInteraction(UIDropInteraction(delegate: target))
        let input = InputSimulator(window: window)
        input.touchDown(1, at: CGPoint(x: 70, y: 50))
        input.advance(by: 0.6)
        input.touchMove(1, to: CGPoint(x: 250, y: 260))
        input.touchMove(1, to: CGPoint(x: 260, y: 270))
        input.touchUp(1)
        input.advance(by: 0.3)
        return source.log
    }

    /// The target's loads deliver during `performDrop` (in-memory data): the source hears the
    /// transfer once, right after `performDrop`, before the drop animation ends.
    func testTheSourceHearsTheTransferOnceTheTargetsLoadsHaveDelivered() async {
        XCTAssertEqual(dropFromSourceToTarget(.now), ["target: performDrop", "target: loaded one,two",
                                                      "source: transferred 2",
                                                      "target: concludeDrop", "source: didEndWith copy"])
    }

    /// A target that loads nothing receives nothing: no transfer is reported.
    func testATargetThatLoadsNothingCausesNoTransfer() async {
        XCTAssertEqual(dropFromSourceToTarget(.never), ["target: performDrop", "target: concludeDrop", "source: didEndWith copy"])
    }
}
