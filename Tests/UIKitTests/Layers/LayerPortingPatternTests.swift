import XCTest
import UIKit
import UIKitTesting

/// A view drawing KDCircularProgress's way: a mask drawn into an image context, then
/// `clip(to:mask:)` and a fill over the whole bounds.
private final class MaskedFillView: UIView {
    override func draw(_ rect: CGRect) {
        UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
        let maskContext = UIGraphicsGetCurrentContext()!
        maskContext.setFillColor(UIColor.black.cgColor)
        maskContext.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
        let mask = maskContext.makeImage()!
        UIGraphicsEndImageContext()
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.saveGState()
        ctx.clip(to: bounds, mask: mask)
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.fill(bounds)
        ctx.restoreGState()
    }
}

/// Core Animation patterns of ported components, in views and windows: an emitter of
/// confetti (SAConfettiView), a masked drawing (KDCircularProgress), a completion block on
/// the implicit transaction (TransitionButton).
@MainActor
final class LayerPortingPatternTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func confettiImage() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        }.cgImage!
    }

    private func nonWhitePixels(_ window: UIWindow) -> Int {
        guard let image = Snapshot.frameBufferImage(of: window) else { return -1 }
        var count = 0
        for y in stride(from: 0, to: Int(image.size.height * image.scale), by: 2) {
            for x in stride(from: 0, to: Int(image.size.width * image.scale), by: 2) where image.pixel(x, y) != .white {
                count += 1
            }
        }
        return count
    }

    func testConfettiEmitterInAViewDrawsAndStops() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 120, height: 200))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: view.frame.size.width / 2.0, y: 0)
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: view.frame.size.width, height: 1)
        emitter.emitterCells = [UIColor.red, .blue].map { color in
            let confetti = CAEmitterCell()
            confetti.birthRate = 40
            confetti.lifetime = 7
            confetti.color = color.cgColor
            confetti.velocity = 175
            confetti.velocityRange = 40
            confetti.emissionLongitude = .pi
            confetti.emissionRange = .pi
            confetti.contents = confettiImage()
            return confetti
        }
        view.layer.addSublayer(emitter)
        ManualClock.advance(by: 0.5)
        XCTAssertGreaterThan(nonWhitePixels(window), 20, "confetti falls into the view")
        emitter.birthRate = 0
        ManualClock.advance(by: 7.5)
        XCTAssertEqual(nonWhitePixels(window), 0, "stopped, and the last particles have died")
    }

    func testMaskDrawnInAnImageContextClipsAViewsDrawing() async {
        let view = MaskedFillView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .white
        XCTAssertEqual(Snapshot.pixel(of: view, at: CGPoint(x: 5, y: 10), scale: 2), .red, "the mask's opaque half")
        XCTAssertEqual(Snapshot.pixel(of: view, at: CGPoint(x: 35, y: 10), scale: 2), .white, "its clear half")
    }

    func testCompletionBlockOnTheImplicitTransactionRunsWhenTheAnimationEnds() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        var completed = false
        let shake = CAKeyframeAnimation(keyPath: "position")
        shake.values = [CGPoint(x: 20, y: 20), CGPoint(x: 25, y: 20), CGPoint(x: 20, y: 20)]
        shake.duration = 0.3
        CATransaction.setCompletionBlock { completed = true }
        view.layer.add(shake, forKey: "shake")
        CATransaction.commit()
        ManualClock.advance(by: 0.2)
        XCTAssertFalse(completed)
        ManualClock.advance(by: 0.15)
        XCTAssertTrue(completed)
    }

    func testScaleXYKeyPathScalesBothAxesInThePlane() async {
        // Pulsator's pulse: "transform.scale.xy" from 0 to 1.
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let grow = CABasicAnimation(keyPath: "transform.scale.xy")
        grow.fromValue = Float(0)
        grow.toValue = 1.0
        grow.duration = 1
        grow.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(grow, forKey: "pulse")
        ManualClock.advance(by: 0.5)
        let shown = layer.presentation()!.transform
        XCTAssertEqual(shown.m11, 0.5, accuracy: 0.02, "x scaled")
        XCTAssertEqual(shown.m22, 0.5, accuracy: 0.02, "y scaled")
        XCTAssertEqual(shown.m33, 1, accuracy: 1e-9, "z untouched")
    }
}
