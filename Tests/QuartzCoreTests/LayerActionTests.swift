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

    /// The value shown for one property applies that property's animations (its sub-paths and
    /// groups included) and no other property's.
    func testPresentationValueOfOnePropertyWhileOthersAnimate() async {
        let a = layer(CGRect(x: 0, y: 0, width: 10, height: 10))
        func linear(_ keyPath: String, from: Any, to: Any) -> CABasicAnimation {
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.fromValue = from
            animation.toValue = to
            animation.duration = 1
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        a.add(linear("opacity", from: 0, to: 1), forKey: "fade")
        a.add(linear("position.y", from: 0, to: 100), forKey: "drop")
        a.add(linear("bounds.size.width", from: 10, to: 30), forKey: "grow")
        let group = CAAnimationGroup()
        group.animations = [linear("cornerRadius", from: 0, to: 8)]
        group.duration = 1
        a.add(group, forKey: "round")
        FrameworkScheduler.shared.advance(by: 0.5)
        let position = a._presentationValue(forKey: "position") as? CGPoint
        XCTAssertEqual(position?.x, 5, "x is not animated")
        XCTAssertEqual(position?.y ?? 0, 50, accuracy: 0.5, "the sub-path animation applies")
        XCTAssertEqual(a._presentationValue(forKey: "position.y") as? CGFloat ?? 0, 50, accuracy: 0.5)
        XCTAssertEqual(a._presentationValue(forKey: "opacity") as? CGFloat ?? 0, 0.5, accuracy: 0.01)
        XCTAssertEqual((a._presentationValue(forKey: "bounds") as? CGRect)?.width ?? 0, 20, accuracy: 0.2)
        XCTAssertEqual(a._presentationValue(forKey: "cornerRadius") as? CGFloat ?? 0, 4, accuracy: 0.1, "a group's child applies")
        XCTAssertEqual(a._presentationValue(forKey: "borderWidth") as? CGFloat, 0, "the model value of a key nothing animates")
        a.removeAllAnimations()
    }
}
