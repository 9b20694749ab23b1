import XCTest
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

final class RunRecordingAction: CAAction {
    var runs: [(String, CALayer?)] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append((event, anObject as? CALayer))
    }
}

final class RunActionDelegate: CALayerDelegate {
    let action = RunRecordingAction()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        event == "opacity" ? action : nil
    }
}

/// Property changes run the layer's actions (Core Animation's action search).
@MainActor
final class LayerActionTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    func testAnAnimationInActionsAnimatesTheChangeFromTheOldValue() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let move = CABasicAnimation()
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        a.actions = ["position": move]
        a.position = CGPoint(x: 105, y: 5)
        XCTAssertEqual(a.position.x, 105, "the model changes at once")
        XCTAssertEqual(a.animationKeys(), ["position"], "the action added itself under the key")
        FrameworkScheduler.shared.advance(by: 0.5)
        XCTAssertEqual(a.presentation()?.position.x ?? 0, 55, accuracy: 0.5, "halfway from the old value")
        FrameworkScheduler.shared.advance(by: 0.6)
        XCTAssertNil(a.animationKeys())
    }

    func testTheDelegateIsAskedFirstAndTransactionsCanDisableActions() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        let delegate = RunActionDelegate()
        a.delegate = delegate
        a.opacity = 0.5
        XCTAssertEqual(delegate.action.runs.count, 1)
        XCTAssertEqual(delegate.action.runs.first?.0, "opacity")
        XCTAssertTrue(delegate.action.runs.first?.1 === a)
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        a.opacity = 0.25
        CATransaction.commit()
        XCTAssertEqual(delegate.action.runs.count, 1, "disabled by the transaction")
        a.actions = ["cornerRadius": NSNull()]
        a.cornerRadius = 4
        XCTAssertNil(a.animationKeys(), "NSNull means no action")
    }

    func testPresentationValueForUIKit() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(a._presentationValue(forKey: "position.x") as? CGFloat, 5)
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 10
        move.duration = 1
        move.timingFunction = CAMediaTimingFunction(name: .linear)
        a.add(move, forKey: "m")
        FrameworkScheduler.shared.advance(by: 0.3)
        XCTAssertEqual(a._presentationValue(forKey: "position.x") as? CGFloat ?? 0, 3, accuracy: 0.1)
        a.removeAllAnimations()
    }
}
