import XCTest
@testable import QuartzCore
import CoreGraphics

/// A layer with a custom property that redisplays it (the Core Animation idiom).
final class ProgressLayer: CALayer {
    var drawn: [CGFloat] = []
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || key == "borderWidth" || super.needsDisplay(forKey: key)
    }
    override class func defaultValue(forKey key: String) -> Any? {
        key == "progress" ? CGFloat(0.25) : super.defaultValue(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        drawn.append(value(forKey: "progress") as? CGFloat ?? -1)
    }
}

final class RecordingAction: CAAction {
    var runs: [String] = []
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        runs.append(event)
    }
}

final class ActionDelegate: CALayerDelegate {
    var answer: (any CAAction)?
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? { answer }
}

@MainActor
final class LayerKeyValueAndActionTests: XCTestCase {
    func testNeedsDisplayForKeyRedisplaysOnChange() async {
        let layer = ProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertFalse(CALayer.needsDisplay(forKey: "bounds"), "the default is false")
        XCTAssertEqual(layer.value(forKey: "progress") as? CGFloat, 0.25, "defaultValue(forKey:) before any set")
        layer.setValue(CGFloat(0.5), forKey: "progress")
        XCTAssertTrue(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.borderWidth = 2
        XCTAssertTrue(layer.needsDisplay(), "built-in properties ask needsDisplay(forKey:) too")
        layer.displayIfNeeded()
        XCTAssertEqual(layer.drawn, [0.5, 0.5])
    }

    func testValueForKeyReachesBuiltInProperties() async {
        let layer = CALayer()
        layer.setValue(CGFloat(7), forKey: "cornerRadius")
        XCTAssertEqual(layer.cornerRadius, 7)
        XCTAssertEqual(layer.value(forKey: "cornerRadius") as? CGFloat, 7)
        XCTAssertEqual(layer.value(forKey: "opacity") as? Float, 1)
        XCTAssertEqual(CALayer.defaultValue(forKey: "shadowOffset") as? CGSize, CGSize(width: 0, height: -3))
        XCTAssertNil(CALayer.defaultValue(forKey: "unknown"))
    }

    func testActionSearchOrder() async {
        let layer = CALayer()
        let fromDictionary = RecordingAction()
        layer.actions = ["opacity": fromDictionary]
        XCTAssertTrue(layer.action(forKey: "opacity") === fromDictionary)
        let delegate = ActionDelegate()
        layer.delegate = delegate
        let fromDelegate = RecordingAction()
        delegate.answer = fromDelegate
        XCTAssertTrue(layer.action(forKey: "opacity") === fromDelegate, "the delegate is asked first")
        delegate.answer = NSNull()
        XCTAssertNil(layer.action(forKey: "opacity"), "NSNull stops the search")
        delegate.answer = nil
        XCTAssertTrue(layer.action(forKey: "opacity") === fromDictionary, "nil continues it")
        XCTAssertNil(CALayer.defaultAction(forKey: "opacity"), "no implicit animations yet")
    }

    func testShadowPathAndMaskOwnership() async {
        let layer = CALayer()
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        layer.shadowPath = path
        path.addRect(CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(layer.shadowPath?.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 5, height: 5), "copied")
        let parent = CALayer()
        let mask = CALayer()
        parent.addSublayer(mask)
        let log = LogCapture.capture { layer.mask = mask }
        XCTAssertNil(mask.superlayer, "a mask has no superlayer")
        XCTAssertTrue(log.contains("superlayer"))
    }
}
