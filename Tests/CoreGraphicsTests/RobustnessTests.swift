import XCTest
@_spi(Rendering) import FrameworkTestSupport
import GraphicsTesting
@_spi(Diagnostics) @_spi(Rendering) import CoreGraphics

/// Bad input must never crash or wedge a context: after any of it, ordinary drawing works.
final class RobustnessTests: XCTestCase {
    private let hostile: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5]

    func testHostileGeometryLeavesTheContextUsable() {
        let context = makeBGRAContext(width: 8, height: 8)
        let image = context.makeImage()!
        let gradient = CGGradient(colorsSpace: nil, colors: [.black, .white], locations: nil)!
        let log = LogCapture.capture {
            for v in hostile {
                let point = CGPoint(x: v, y: 1), rect = CGRect(x: 0, y: v, width: v, height: 2)
                context.saveGState()
                context.setLineWidth(v)
                context.setLineDash(phase: v, lengths: [v, 1])
                context.setMiterLimit(v)
                context.setAlpha(v)
                context.setShadow(offset: CGSize(width: v, height: v), blur: v)
                context.move(to: point)
                context.addLine(to: point)
                context.addArc(center: point, radius: v, startAngle: v, endAngle: 1, clockwise: true)
                context.addArc(tangent1End: point, tangent2End: CGPoint(x: 1, y: v), radius: v)
                context.addCurve(to: point, control1: point, control2: point)
                context.addEllipse(in: rect)
                context.drawPath(using: .fillStroke)
                context.fill(rect)
                context.stroke(rect, width: v)
                context.clear(rect)
                context.draw(image, in: rect)
                context.draw(image, in: rect, byTiling: true)
                context.drawLinearGradient(gradient, start: point, end: .zero, options: .drawsAfterEndLocation)
                context.drawRadialGradient(gradient, startCenter: point, startRadius: v, endCenter: .zero,
                                           endRadius: v, options: .drawsBeforeStartLocation)
                context.clip(to: rect)
                context.scaleBy(x: v, y: v)
                context.rotate(by: v)
                context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
                context.restoreGState()
            }
        }
        XCTAssertFalse(log.lines.contains { $0.contains("Cairo error") }, "\(log.lines.filter { $0.contains("Cairo") })")
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        XCTAssertEqual(context.count { $0 == .red }, 64)
        XCTAssertEqual(context.ctm, .identity)
    }

    func testHostilePathsStayFinite() {
        let path = CGMutablePath()
        _ = LogCapture.capture {
            for v in hostile {
                path.move(to: CGPoint(x: v, y: 0))
                path.addQuadCurve(to: CGPoint(x: 1, y: v), control: .zero)
                path.addRoundedRect(in: CGRect(x: 0, y: 0, width: v, height: 10), cornerWidth: v, cornerHeight: 2)
                path.addRelativeArc(center: .zero, radius: 1, startAngle: 0, delta: v)
                path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(scaleX: v, y: 1))
            }
        }
        path.applyWithBlock { element in
            let count = element.pointee.type == .addCurveToPoint ? 3 : element.pointee.type == .closeSubpath ? 0 : 1
            for i in 0..<count where element.pointee.type != .addQuadCurveToPoint {
                XCTAssertTrue(element.pointee.points[i].x.isFinite && element.pointee.points[i].y.isFinite)
            }
        }
        _ = path.contains(CGPoint(x: 0.5, y: 0.5))
        _ = path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10)
    }

    func testHugeCoordinatesDoNotBreakDrawing() {
        let context = makeBGRAContext(width: 4, height: 4)
        context.fill(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12))
        context.setLineWidth(1e9)
        context.strokeLineSegments(between: [CGPoint(x: -1e15, y: 0), CGPoint(x: 1e15, y: 0)])
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        XCTAssertEqual(context.pixel(x: 0, yUp: 0), .red)
    }

    func testHugeShadowBlurIsBounded() {
        let context = makeBGRAContext(width: 16, height: 16)
        context.setShadow(offset: .zero, blur: 1e6)
        context.fill(CGRect(x: 4, y: 4, width: 8, height: 8))
        XCTAssertEqual(context.pixel(x: 8, yUp: 8), .black)
    }

    func testShadowsAndImagesInPDFAreEmbedded() throws {
        let data = NSMutableData()
        let bitmap = makeBGRAContext(width: 4, height: 4)
        bitmap.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        do {
            let image = try XCTUnwrap(bitmap.makeImage())
            let context = try XCTUnwrap(CGContext(consumer: CGDataConsumer(data: data)!, mediaBox: nil, nil))
            context.beginPDFPage(nil)
            context.draw(image, in: CGRect(x: 10, y: 10, width: 40, height: 40))
            context.setShadow(offset: CGSize(width: 3, height: -3), blur: 4)
            context.fill(CGRect(x: 100, y: 100, width: 40, height: 40))
            context.endPDFPage()
            context.closePDF()
        }
        XCTAssertTrue(String(decoding: data as Data, as: UTF8.self).contains("/Subtype /Image"))
    }

    func testMirroredLayoutsSupportShadowsGradientsAndLayers() {
        let context = makeRGBAContext(width: 20, height: 20)
        context.setShadow(offset: CGSize(width: 5, height: 0), blur: 0, color: CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        context.beginTransparencyLayer(auxiliaryInfo: nil)
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.endTransparencyLayer()
        XCTAssertEqual(context.pixel(x: 1, yUp: 1), .red)
        XCTAssertEqual(context.pixel(x: 6, yUp: 1), .blue)
    }

    func testOtherByteOrdersRoundTrip() {
        // premultipliedLast + 32-bit little-endian is A, B, G, R in memory.
        let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(),
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = context.data!.assumingMemoryBound(to: UInt8.self)
        XCTAssertEqual(bytes[0], 255)
        XCTAssertEqual(bytes[1], 0)
        XCTAssertEqual(Int(bytes[2]), 128, accuracy: 1)
        XCTAssertEqual(bytes[3], 255)
    }

    /// A fixed-seed random walk through the API with hostile values: no crash, and no Cairo
    /// error (which OpenUIKit would have to recover from by resetting the drawing state).
    func testRandomHostileSequencesNeverReachACairoError() {
        let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e300, -1e300, 0, -5, 1e-300, 1e7, -1e7, 1e15, 0.5, 3, 100]
        let gradient = CGGradient(colorsSpace: nil, colors: [.black, .white], locations: [0, 1])!
        for seed in 0..<24 {
            var random = SplitMix64(seed: UInt64(seed))
            let context = seed % 3 == 0 ? makeRGBAContext(width: 16, height: 16) : makeBGRAContext(width: 16, height: 16)
            let image = context.makeImage()!
            let log = LogCapture.capture {
                for _ in 0..<200 {
                    let v = values.randomElement(using: &random)!, w = values.randomElement(using: &random)!
                    let point = CGPoint(x: v, y: w), rect = CGRect(x: w, y: v, width: v, height: w)
                    switch Int.random(in: 0..<26, using: &random) {
                    case 0: context.saveGState()
                    case 1: context.restoreGState()
                    case 2: context.scaleBy(x: v, y: w)
                    case 3: context.translateBy(x: v, y: w)
                    case 4: context.rotate(by: v)
                    case 5: context.setLineWidth(v)
                    case 6: context.setLineDash(phase: v, lengths: [w, v])
                    case 7: context.setShadow(offset: CGSize(width: v, height: w), blur: abs(w))
                    case 8: context.move(to: point)
                    case 9: context.addLine(to: point)
                    case 10: context.addArc(center: point, radius: v, startAngle: w, endAngle: v, clockwise: v > 0)
                    case 11: context.addArc(tangent1End: point, tangent2End: CGPoint(x: w, y: w), radius: v)
                    case 12: context.addCurve(to: point, control1: CGPoint(x: w, y: v), control2: .zero)
                    case 13: context.addEllipse(in: rect)
                    case 14: context.drawPath(using: v > 0 ? .fillStroke : .eoFill)
                    case 15: context.fill(rect)
                    case 16: context.clear(rect)
                    case 17: context.draw(image, in: rect, byTiling: v > 0)
                    case 18: context.drawLinearGradient(gradient, start: point, end: CGPoint(x: w, y: 0),
                                                        options: .drawsAfterEndLocation)
                    case 19: context.drawRadialGradient(gradient, startCenter: point, startRadius: abs(v), endCenter: .zero,
                                                        endRadius: abs(w), options: .drawsBeforeStartLocation)
                    case 20: context.clip(to: rect)
                    case 21: context.beginTransparencyLayer(auxiliaryInfo: nil)
                    case 22: context.endTransparencyLayer()
                    case 23: context.setMiterLimit(v); context.stroke(rect)
                    case 24: context.drawImage(image, in: rect, transform: CGAffineTransform(scaleX: v, y: w), opacity: 0.5,
                                               clipRect: rect, clipCornerRadius: v)
                    default: context.replacePathWithStrokedPath(); context.clip()
                    }
                }
            }
            XCTAssertFalse(log.lines.contains { $0.contains("Cairo error") }, "seed \(seed)")
        }
    }
}

/// A small deterministic generator (SplitMix64) so that the random walk is the same every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
