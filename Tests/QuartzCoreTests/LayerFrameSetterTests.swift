import XCTest
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Records the keys a layer asks its delegate about, and answers with one recording action.
final class AskedKeysDelegate: CALayerDelegate {
    var asked: [String] = []
    let action = RunRecordingAction()
    func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        asked.append(event)
        return action
    }
}

/// A layer class that overrides the geometry setters: setting `frame` must go through them.
final class SetterCountingLayer: CALayer {
    var positions: [CGPoint] = []
    var boundsSet: [CGRect] = []
    override var position: CGPoint {
        get { super.position }
        set { positions.append(newValue); super.position = newValue }
    }
    override var bounds: CGRect {
        get { super.bounds }
        set { boundsSet.append(newValue); super.bounds = newValue }
    }
}

/// `frame` on a layer: `position` then `bounds`, with their actions, whether or not the layer's
/// class overrides them (a plain `CALayer` takes a shorter path with the same outcome).
@MainActor
final class LayerFrameSetterTests: XCTestCase {
    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    func testAPlainLayersFrameAsksForThePositionThenTheBoundsActionAndRunsBoth() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let delegate = AskedKeysDelegate()
        layer.delegate = delegate
        layer.frame = CGRect(x: 20, y: 30, width: 40, height: 50)
        XCTAssertEqual(delegate.asked, ["position", "bounds"])
        XCTAssertEqual(delegate.action.runs.map(\.0), ["position", "bounds"])
        XCTAssertTrue(delegate.action.runs.allSatisfy { $0.1 === layer })
        XCTAssertEqual(layer.position, CGPoint(x: 40, y: 55))
        XCTAssertEqual(layer.bounds, CGRect(x: 0, y: 0, width: 40, height: 50))
        XCTAssertEqual(layer.frame, CGRect(x: 20, y: 30, width: 40, height: 50))
    }

    func testAnUnchangedValueIsAskedAboutButItsActionDoesNotRun() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let delegate = AskedKeysDelegate()
        layer.delegate = delegate
        // Same size, new origin: only the position changes.
        layer.frame = CGRect(x: 5, y: 0, width: 10, height: 10)
        XCTAssertEqual(delegate.asked, ["position", "bounds"])
        XCTAssertEqual(delegate.action.runs.map(\.0), ["position"])
        // Same origin, new size: the position moves too (the anchor is the center).
        delegate.asked = []
        delegate.action.runs = []
        layer.frame = CGRect(x: 5, y: 0, width: 20, height: 10)
        XCTAssertEqual(delegate.action.runs.map(\.0), ["position", "bounds"])
        XCTAssertEqual(layer.position, CGPoint(x: 15, y: 5))
        // The same frame again: both asked, neither runs.
        delegate.asked = []
        delegate.action.runs = []
        layer.frame = CGRect(x: 5, y: 0, width: 20, height: 10)
        XCTAssertEqual(delegate.asked, ["position", "bounds"])
        XCTAssertTrue(delegate.action.runs.isEmpty)
    }

    func testTheFrameKeepsTheBoundsOriginAndFollowsTheAnchorPoint() async {
        let layer = CALayer()
        layer.anchorPoint = CGPoint(x: 0, y: 1)
        layer.bounds = CGRect(x: 7, y: 9, width: 1, height: 1)
        layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertEqual(layer.position, CGPoint(x: 10, y: 60))
        XCTAssertEqual(layer.bounds, CGRect(x: 7, y: 9, width: 30, height: 40))
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testASizeChangeMarksThePlainLayerForLayoutAndItsSuperlayerForCompositing() async {
        let parent = CALayer(), layer = CALayer()
        parent.addSublayer(layer)
        parent.layoutIfNeeded()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertTrue(layer.needsLayout())
        layer.layoutIfNeeded()
        layer.frame = CGRect(x: 3, y: 0, width: 10, height: 10)
        XCTAssertFalse(layer.needsLayout(), "a move does not lay the layer out")
        XCTAssertTrue(layer.frame.origin.x == 3)
    }

    func testALayerClassThatOverridesTheSettersStillHasThemCalled() async {
        let layer = SetterCountingLayer()
        layer.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        XCTAssertEqual(layer.positions, [CGPoint(x: 20, y: 20)])
        XCTAssertEqual(layer.boundsSet, [CGRect(x: 0, y: 0, width: 20, height: 20)])
        XCTAssertEqual(layer.frame, CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    func testATransformedPlainLayerKeepsTheScaledPath() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
        XCTAssertEqual(layer.bounds.size, CGSize(width: 20, height: 10), "the size before the transform")
        XCTAssertEqual(layer.frame, CGRect(x: 0, y: 0, width: 40, height: 20))
    }
}
