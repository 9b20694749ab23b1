import XCTest
@testable @_spi(UIKit) @_spi(Rendering) @_spi(Platform) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// Hostile values through every family of CALayer setters: NaN and infinities are rejected
/// with a log line (the old value stays, as Core Animation's CALayerInvalidGeometry check
/// refuses them), huge finite values and negative sizes are kept and render without a
/// crash, and a frame is drawn afterwards.
@MainActor
final class LayerSetterBadInputTests: XCTestCase {
    private let hostile: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                      -1, 1e300]
    private var nonFinite: [CGFloat] { [.nan, .infinity, -.infinity] }

    override func setUp() async throws {
        FrameworkEnvironment.restartManualTime()
    }

    /// A layer in a composited tree; `body` sets values, then frames are drawn.
    private func exercise(_ body: (CALayer) -> Void, file: StaticString = #filePath, line: UInt = #line) -> LogCapture {
        let (root, buffer) = makeCompositedRoot(self, size: CGSize(width: 40, height: 40))
        let a = layer(CGRect(x: 5, y: 5, width: 20, height: 20), red)
        a.addSublayer(layer(CGRect(x: 2, y: 2, width: 5, height: 5), blue))
        root.addSublayer(a)
        CATransaction.flush()
        let log = LogCapture.capture {
            body(a)
            CATransaction.flush()
            FrameworkScheduler.shared.advance(by: 0.1)
            CATransaction.flush()
            _ = a.presentation()
            _ = a.hitTest(CGPoint(x: 10, y: 10))
            _ = a.convert(CGPoint(x: 1, y: 1), to: root)
            _ = a.frame
            let context = CGContext(data: nil, width: 8, height: 8, bitsPerComponent: 8, bytesPerRow: 0,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!
            a.render(in: context)
        }
        XCTAssertGreaterThanOrEqual(buffer.frameCount, 1, file: file, line: line)
        // An animation repeating forever must not keep the shared clock ticking for later tests.
        a.removeAllAnimations()
        return log
    }

    func testGeometryRejectsNonFiniteValuesAndKeepsHugeOnes() async {
        for value in hostile {
            var kept: (CGRect, CGPoint, CGPoint, CGFloat, CGFloat)?
            var position = CGPoint.zero
            let log = exercise { a in
                a.bounds = CGRect(x: value, y: 0, width: 10, height: value)
                a.position = CGPoint(x: value, y: value)
                position = a.position
                a.anchorPoint = CGPoint(x: value, y: 0.5)
                a.zPosition = value
                a.anchorPointZ = value
                a.frame = CGRect(x: 0, y: value, width: value, height: 3)
                kept = (a.bounds, a.position, a.anchorPoint, a.zPosition, a.anchorPointZ)
            }
            guard let (bounds, finalPosition, anchor, z, anchorZ) = kept else { return XCTFail() }
            XCTAssertTrue(bounds.width.isFinite && bounds.height.isFinite && finalPosition.x.isFinite && finalPosition.y.isFinite
                          && anchor.x.isFinite && z.isFinite && anchorZ.isFinite, "\(value)")
            if !value.isFinite {
                XCTAssertTrue(log.contains("CALayerInvalidGeometry"), "\(value): \(log.lines)")
                XCTAssertEqual(position, CGPoint(x: 15, y: 15), "the old value stays")
            } else {
                XCTAssertEqual(position, CGPoint(x: value, y: value), "a finite value is kept, as in Core Animation")
            }
        }
    }

    func testTransformsWithNonFiniteEntriesAreRejected() async {
        for value in hostile {
            let log = exercise { a in
                a.transform = CATransform3DMakeScale(value, 1, 1)
                a.sublayerTransform = CATransform3DMakeTranslation(0, value, 0)
                a.setAffineTransform(CGAffineTransform(rotationAngle: value))
                var perspective = CATransform3DIdentity
                perspective.m34 = value
                a.transform = perspective
            }
            XCTAssertTrue(CALayer.isValid(CATransform3DMakeScale(1, 1, 1)))
            if !value.isFinite { XCTAssertTrue(log.contains("transform"), "\(value)") }
        }
        // Core Animation's functions give NaN for NaN input without trapping.
        for value in hostile {
            let t = CATransform3DMakeRotation(value, value, 0, 1)
            _ = CATransform3DInvert(t)
            _ = CATransform3DIsAffine(t)
            _ = CATransform3DGetAffineTransform(CATransform3DMakeScale(value, value, 0))
            _ = CATransform3DConcat(t, CATransform3DMakeTranslation(value, 0, 0))
            _ = CATransform3DMakeAffineTransform(CGAffineTransform(scaleX: value, y: 0).inverted())
            _ = CATransform3DRotate(CATransform3DIdentity, 1, 0, 0, 0)
        }
    }

    func testAppearanceValues() async {
        for value in hostile {
            var state: (Float, CGFloat, CGFloat)?
            let log = exercise { a in
                a.opacity = Float(value)
                a.cornerRadius = value
                a.borderWidth = value
                a.borderColor = CGColor(red: value, green: 0, blue: 0, alpha: value)
                a.backgroundColor = CGColor(red: 0, green: value, blue: 0, alpha: 1)
                state = (a.opacity, a.cornerRadius, a.borderWidth)
            }
            guard let (opacity, corner, border) = state else { return XCTFail() }
            XCTAssertFalse(opacity.isNaN)
            XCTAssertTrue(corner.isFinite && border.isFinite, "\(value)")
            if value.isNaN { XCTAssertTrue(log.contains("NaN"), "\(log.lines)") }
        }
    }

    func testShadowValues() async {
        for value in hostile {
            var state: (Float, CGSize, CGFloat)?
            _ = exercise { a in
                a.shadowOpacity = Float(value)
                a.shadowOffset = CGSize(width: value, height: value)
                a.shadowRadius = value
                a.shadowColor = CGColor(red: 0, green: 0, blue: 0, alpha: value)
                a.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: value, height: 10), transform: nil)
                state = (a.shadowOpacity, a.shadowOffset, a.shadowRadius)
            }
            guard let (opacity, offset, radius) = state else { return XCTFail() }
            XCTAssertFalse(opacity.isNaN)
            XCTAssertTrue(offset.width.isFinite && radius.isFinite, "\(value)")
        }
    }

    func testContentsValues() async {
        let image = CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(),
                              bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue)!.makeImage()!
        for value in hostile {
            var scale: CGFloat = 0
            _ = exercise { a in
                a.contents = image
                a.contentsScale = value
                a.contentsRect = CGRect(x: value, y: 0, width: value, height: 1)
                a.contentsCenter = CGRect(x: 0, y: value, width: 1, height: value)
                a.rasterizationScale = value
                a.minificationFilterBias = Float(value)
                a.contentsGravity = .topLeft
                a.needsDisplayOnBoundsChange = true
                a.setNeedsDisplay(CGRect(x: value, y: value, width: value, height: value))
                a.displayIfNeeded()
                scale = a.contentsScale
            }
            XCTAssertTrue(scale.isFinite && scale > 0, "\(value)")
        }
    }

    func testTimingValues() async {
        for value in hostile {
            var timing: (Float, CFTimeInterval, CFTimeInterval, CFTimeInterval, Float, CFTimeInterval)?
            let log = exercise { a in
                let fade = CABasicAnimation(keyPath: "opacity")
                fade.fromValue = 1
                fade.toValue = value
                fade.duration = value
                fade.beginTime = value
                fade.repeatCount = Float(value)
                fade.speed = Float(value)
                a.add(fade, forKey: "fade")
                a.speed = Float(value)
                a.timeOffset = value
                a.beginTime = value
                a.duration = value
                a.repeatCount = Float(value)
                a.repeatDuration = value
                timing = (a.speed, a.timeOffset, a.beginTime, a.duration, a.repeatCount, a.repeatDuration)
            }
            guard let (speed, offset, begin, duration, count, repeatDuration) = timing else { return XCTFail() }
            XCTAssertTrue(speed.isFinite && offset.isFinite, "\(value): speed and time offset fall back to 1 and 0")
            XCTAssertFalse(begin.isNaN || duration.isNaN || count.isNaN || repeatDuration.isNaN, "\(value): NaN is refused")
            if value.isInfinite { XCTAssertEqual(Double(count), Double(value), "repeatCount = .infinity repeats forever") }
            if value.isNaN { XCTAssertTrue(log.contains("is not a valid time value"), "\(log.lines)") }
        }
    }
}
