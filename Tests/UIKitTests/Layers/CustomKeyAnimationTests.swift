import XCTest
import UIKit
import UIKitTesting

/// A progress layer as iOS rings declare one (`@NSManaged var progress: CGFloat`, written the
/// porting table's way), drawing what `draw(in:)` sees of its own progress.
private final class SelfDrawingProgressLayer: CALayer {
    var drawn: [CGFloat] = []
    var progress: CGFloat {
        get { value(forKey: "progress") as? CGFloat ?? 0 }
        set { setValue(newValue, forKey: "progress") }
    }
    override class func needsDisplay(forKey key: String) -> Bool {
        key == "progress" || super.needsDisplay(forKey: key)
    }
    override func draw(in ctx: CGContext) {
        drawn.append(progress)
    }
}

/// Core Animation animates keys a layer subclass adds as it animates its own properties.
@MainActor
final class CustomKeyAnimationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func linearAnimation(from: Any?, to: Any?, duration: CFTimeInterval = 1) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "progress")
        animation.fromValue = from
        animation.toValue = to
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .linear)
        return animation
    }

    func testAnExplicitAnimationOfACustomKeyShowsInThePresentationLayer() async {
        let layer = SelfDrawingProgressLayer()
        layer.progress = 0
        layer.add(linearAnimation(from: CGFloat(0), to: CGFloat(1)), forKey: "ring")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0.5, accuracy: 0.02, "half way through")
        XCTAssertEqual(layer.progress, 0, "the model keeps its value")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0, accuracy: 1e-9, "removed at the end: the model value again")
    }

    func testSettingACustomKeyRunsItsActionFromTheValueShownBefore() async {
        let layer = SelfDrawingProgressLayer()
        layer.progress = 0.2
        layer.actions = ["progress": linearAnimation(from: nil, to: nil)]
        layer.progress = 1
        XCTAssertNotNil(layer.animation(forKey: "progress"), "the action ran for the custom key")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(layer.presentation()?.progress ?? -1, 0.6, accuracy: 0.02, "from 0.2 to 1")
        XCTAssertEqual(layer.progress, 1)
    }

    func testAnAnimatedKeyThatNeedsDisplayRedrawsEveryFrameWithTheAnimatedValue() async {
        let layer = SelfDrawingProgressLayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        layer.progress = 1
        layer.displayIfNeeded()
        layer.drawn.removeAll()
        layer.add(linearAnimation(from: CGFloat(0), to: CGFloat(1)), forKey: "ring")
        ManualClock.advance(by: 0.5)
        XCTAssertGreaterThan(layer.drawn.count, 5, "drawn frame after frame")
        XCTAssertTrue(layer.drawn.contains { abs($0 - 0.5) < 0.05 }, "draw(in:) saw the animated value: \(layer.drawn)")
        XCTAssertTrue(layer.drawn.allSatisfy { $0 <= 0.55 }, "never the model's 1 while it runs: \(layer.drawn)")
        XCTAssertEqual(layer.progress, 1, "the model value is put back after drawing")
        ManualClock.advance(by: 0.6)
        XCTAssertEqual(layer.drawn.last, 1, "drawn once more at the model value when it ends")
    }
}
