import XCTest
import UIKit
import UIKitTesting

/// A layer class as iOS apps write it: `override init()`, `override init(layer:)` that
/// copies the subclass's own property.
final class MeterLayer: CALayer {
    var tint = "none"
    private(set) var madeByInitWithLayer = false

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        tint = (layer as? MeterLayer)?.tint ?? "none"
        madeByInitWithLayer = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

final class MeterView: UIView {
    override class var layerClass: AnyClass { MeterLayer.self }
}

/// Views whose `layerClass` is a subclass from outside the framework animate as other views
/// do, and their presentation layers are of their layer class.
@MainActor
final class CustomLayerClassAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func meter() -> MeterView {
        let view = MeterView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        (view.layer as? MeterLayer)?.tint = "green"
        return view
    }

    func testViewCreatesItsLayerClassThroughItsInit() async {
        let view = meter()
        XCTAssertTrue(view.layer is MeterLayer)
        XCTAssertFalse((view.layer as! MeterLayer).madeByInitWithLayer)
    }

    func testBeginFromCurrentStateWithACustomLayerClass() async {
        let view = meter()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.layer.cornerRadius = 10 }, completion: nil)
        ManualClock.advance(by: 0.5)
        let shown = view.layer.presentation()
        XCTAssertTrue(shown is MeterLayer, "UIKit: the presentation layer is of the layer's class")
        XCTAssertEqual((shown as? MeterLayer)?.tint, "green")
        XCTAssertEqual((shown as? MeterLayer)?.madeByInitWithLayer, true)
        XCTAssertEqual(shown?.cornerRadius ?? 0, 5, accuracy: 0.01)

        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: {
            view.layer.cornerRadius = 0
        }, completion: nil)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 5, accuracy: 0.01, "starts where it was shown")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(view.layer.presentation()!.cornerRadius, 2.5, accuracy: 0.01)
        XCTAssertTrue(view.layer.presentation() is MeterLayer)
        ManualClock.advance(by: 0.6)
        XCTAssertTrue(view.layer.presentation() === view.layer, "finished: no copy")
    }

    func testPropertyAnimatorWithACustomLayerClass() async {
        let view = meter()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
        animator.startAnimation()
        ManualClock.advance(by: 0.25)
        animator.pauseAnimation()
        let shown = view.layer.presentation() as? MeterLayer
        XCTAssertEqual(shown?.tint, "green")
        XCTAssertEqual(Double(shown?.opacity ?? -1), 0.75, accuracy: 0.01)
        animator.fractionComplete = 0.5
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.5, accuracy: 0.01)
        animator.isReversed = true
        animator.startAnimation()
        ManualClock.advance(by: 0.25)
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0.75, accuracy: 0.01)
        XCTAssertTrue(view.layer.presentation() is MeterLayer)
    }
}
