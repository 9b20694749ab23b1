import XCTest
import UIKit
import UIKitTesting

/// A view answering its own layer actions, as iOS code does to animate a property implicitly.
private final class ActionAnsweringView: UIView {
    var askedKeys: [String] = []
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        if event == "opacity" { return CABasicAnimation() }
        return super.action(for: layer, forKey: event)
    }
}

/// A label subclass (a framework class underneath) overriding the view's answer.
private final class ActionAnsweringLabel: UILabel {
    var askedKeys: [String] = []
    override func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        return super.action(for: layer, forKey: event)
    }
}

/// A layer class that looks its actions up itself.
private final class ActionAnsweringLayer: CALayer {
    var askedKeys: [String] = []
    override func action(forKey event: String) -> (any CAAction)? {
        askedKeys.append(event)
        return super.action(forKey: event)
    }
}

private final class ActionAnsweringLayerView: UIView {
    override class var layerClass: AnyClass { ActionAnsweringLayer.self }
}

/// The action search of a view's layer: UIKit's views answer NSNull outside animation blocks
/// (no implicit animation; the search is skipped for them), while overrides of either
/// look-up are still asked, and standalone layers keep their actions.
@MainActor
final class ViewLayerActionSearchTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testAViewsLayerGetsNoImplicitAnimationOutsideABlock() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        view.layer.opacity = 0.5
        view.layer.cornerRadius = 4
        XCTAssertNil(view.layer.animationKeys(), "UIKit: a view's layer does not animate implicitly")
        XCTAssertEqual(view.layer.opacity, 0.5)
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 5, width: 40, height: 30))
    }

    func testALabelsLayerGetsNoImplicitAnimationOutsideABlock() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        label.alpha = 0.5
        XCTAssertNil(label.layer.animationKeys())
    }

    func testAViewsLayerAnimatesInsideABlockAndNotAfterIt() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) { view.alpha = 0.2 }
        XCTAssertEqual(view.layer.animationKeys() ?? [], ["opacity"], "inside a block the view answers an animation")
        view.layer.removeAllAnimations()
        view.alpha = 0.8
        XCTAssertNil(view.layer.animationKeys(), "after the block, no implicit animation again")
    }

    func testAnOpenBlockWithAnimationsDisabledAnimatesNothing() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { view.alpha = 0.2 }
        }
        XCTAssertNil(view.layer.animationKeys())
    }

    func testAViewOverridingTheLookUpIsAskedOutsideABlock() async {
        let view = ActionAnsweringView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.askedKeys.removeAll()
        view.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        XCTAssertEqual(Set(view.askedKeys), ["position", "bounds"], "the override hears each geometry change")
        view.alpha = 0.5
        XCTAssertEqual(view.askedKeys.last, "opacity")
        XCTAssertEqual(view.layer.animationKeys() ?? [], ["opacity"], "and its answer runs")
        XCTAssertEqual(view.alpha, 0.5)
    }

    func testASubclassOfAFrameworkViewOverridingTheLookUpIsAsked() async {
        let label = ActionAnsweringLabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        label.askedKeys.removeAll()
        label.alpha = 0.5
        XCTAssertTrue(label.askedKeys.contains("opacity"), "\(label.askedKeys)")
        XCTAssertNil(label.layer.animationKeys(), "super answers NSNull outside a block")
    }

    func testALayerClassOverridingTheLookUpIsAskedForAViewsChange() async {
        let view = ActionAnsweringLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view.layer as! ActionAnsweringLayer
        layer.askedKeys.removeAll()
        view.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        XCTAssertEqual(Set(layer.askedKeys), ["position", "bounds"])
        XCTAssertNil(layer.animationKeys(), "the view answers NSNull through super")
    }

    func testAViewsLayerActionsDictionaryIsNotReachedPastTheViewsNSNull() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layer.actions = ["opacity": CABasicAnimation()]
        view.alpha = 0.5
        XCTAssertNil(view.layer.animationKeys(), "Core Animation: NSNull from the delegate ends the search")
    }

    func testALayerLeftByItsViewAsDelegateUsesItsActionsAgain() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view.layer
        layer.actions = ["opacity": CABasicAnimation()]
        layer.delegate = nil
        layer.opacity = 0.5
        XCTAssertEqual(layer.animationKeys() ?? [], ["opacity"], "without the view, the layer's own actions answer")
    }

    func testAStandaloneLayersActionsRunUnlessTheTransactionDisablesThem() async {
        let layer = CALayer()
        layer.actions = ["opacity": CABasicAnimation()]
        layer.opacity = 0.5
        XCTAssertEqual(layer.animationKeys() ?? [], ["opacity"])
        layer.removeAllAnimations()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.opacity = 0.2
        CATransaction.commit()
        XCTAssertNil(layer.animationKeys())
    }
}
