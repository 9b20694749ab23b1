import XCTest
import UIKit
import UIKitTesting

/// A layer subclass overriding what iOS code overrides, recording when the framework calls it.
private final class OverridingLayer: CALayer {
    var events: [String] = []

    override var bounds: CGRect {
        didSet { events.append("bounds \(Int(bounds.width))x\(Int(bounds.height))") }
    }

    override var position: CGPoint {
        didSet { events.append("position") }
    }

    override var frame: CGRect {
        get { super.frame }
        set {
            events.append("frame")
            super.frame = newValue
        }
    }

    override var opacity: Float {
        didSet { events.append("opacity \(opacity)") }
    }

    override func layoutSublayers() {
        super.layoutSublayers()
        events.append("layoutSublayers")
    }

    override func draw(in ctx: CGContext) {
        events.append("draw")
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }

    override func action(forKey event: String) -> (any CAAction)? {
        events.append("action \(event)")
        return super.action(forKey: event)
    }

    override func addSublayer(_ layer: CALayer) {
        events.append("addSublayer")
        super.addSublayer(layer)
    }
}

private final class OverridingLayerView: UIView {
    var layoutSubviewsCount = 0
    override class var layerClass: AnyClass { OverridingLayer.self }
    override func layoutSubviews() {
        super.layoutSubviews()
        layoutSubviewsCount += 1
    }
}

/// A shape layer subclass overriding `path`, as iOS progress and chart layers do.
private final class PathRecordingShapeLayer: CAShapeLayer {
    var pathSets = 0
    var strokeEndSets = 0
    override var path: CGPath? {
        didSet { pathSets += 1 }
    }
    override var strokeEnd: CGFloat {
        didSet { strokeEndSets += 1 }
    }
}

/// Core Animation's properties and methods are overridable as on iOS (declared in the class, not
/// in extensions), and the framework calls the overrides.
@MainActor
final class CALayerSubclassOverrideTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testBoundsAndPositionOverridesRunWhenTheViewsFrameChanges() async {
        let view = OverridingLayerView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let layer = view.layer as! OverridingLayer
        layer.events.removeAll()
        view.frame = CGRect(x: 5, y: 5, width: 40, height: 30)
        XCTAssertTrue(layer.events.contains("bounds 40x30"), "a view's frame is its layer's bounds: \(layer.events)")
        XCTAssertTrue(layer.events.contains("position"), "and its layer's position: \(layer.events)")
    }

    func testFrameOverrideRunsAndStillSetsTheGeometry() async {
        let layer = OverridingLayer()
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.events.first, "frame")
        XCTAssertTrue(layer.events.contains("bounds 30x40"), "super.frame sets bounds through the override: \(layer.events)")
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testLayoutSublayersOverrideRunsInTheLayoutPassAndSuperLaysOutTheView() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = OverridingLayerView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        window.layoutIfNeeded()
        let layer = view.layer as! OverridingLayer
        layer.events.removeAll()
        let before = view.layoutSubviewsCount
        view.setNeedsLayout()
        CATransaction.flush()
        XCTAssertEqual(layer.events.filter { $0 == "layoutSublayers" }.count, 1,
                       "the layout pass calls the layer's layoutSublayers() once: \(layer.events)")
        XCTAssertEqual(view.layoutSubviewsCount, before + 1, "super.layoutSublayers() lays out the view")
    }

    func testDrawInOverrideFillsTheContents() async {
        let layer = OverridingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        XCTAssertTrue(layer.events.contains("draw"))
        XCTAssertNotNil(layer.contents, "display() keeps what draw(in:) drew")
    }

    func testNeedsDisplayForKeyOverrideRedisplaysOnACustomKey() async {
        let layer = OverridingLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 4, height: 4)
        layer.displayIfNeeded()
        XCTAssertFalse(layer.needsDisplay())
        layer.setValue(0.5, forKey: "progress")
        XCTAssertTrue(layer.needsDisplay(), "the class says a change of progress redisplays")
        layer.setValue(0.5, forKey: "other")
        layer.displayIfNeeded()
        layer.setValue(0.7, forKey: "other")
        XCTAssertFalse(layer.needsDisplay(), "other keys do not")
    }

    func testActionForKeyOverrideIsAskedBeforeAnAnimatableChange() async {
        let layer = OverridingLayer()
        layer.opacity = 0.5
        XCTAssertEqual(layer.events, ["action opacity", "opacity 0.5"], "the action is looked up before the change")
    }

    func testHierarchyMethodOverridesRun() async {
        let layer = OverridingLayer()
        layer.addSublayer(CALayer())
        layer.insertSublayer(CALayer(), at: 0)
        XCTAssertEqual(layer.events.filter { $0 == "addSublayer" }.count, 1)
        XCTAssertEqual(layer.sublayers?.count, 2)
    }

    func testShapeLayerPathOverrideRuns() async {
        let shape = PathRecordingShapeLayer()
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.path = nil
        XCTAssertEqual(shape.pathSets, 2)
        shape.strokeEnd = 0.5
        XCTAssertEqual(shape.strokeEndSets, 1)
        XCTAssertEqual(shape.strokeEnd, 0.5)
    }
}
