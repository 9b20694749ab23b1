import XCTest
@_spi(Rendering) import FrameworkTestSupport
import GraphicsTesting
@testable @_spi(Diagnostics) @_spi(Rendering) import CoreGraphics

/// Core Graphics members the API diff against Apple's documentation added (session 13):
/// transform decomposition, path flattening, the context's text state, image and color copies.
final class APIDiffCoreGraphicsTests: XCTestCase {
    private func assertEqual(_ a: CGAffineTransform, _ b: CGAffineTransform, file: StaticString = #filePath, line: UInt = #line) {
        for (x, y) in [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)] {
            XCTAssertEqual(x, y, accuracy: 1e-9, "\(a) ≠ \(b)", file: file, line: line)
        }
    }

    func testDecomposedGivesScaleShearRotationTranslation() {
        let components = CGAffineTransformComponents(scale: CGSize(width: 2, height: 3), horizontalShear: 0.5,
                                                     rotation: 0.3, translation: CGVector(dx: 7, dy: -4))
        let transform = CGAffineTransform(components)
        // CoreGraphics' order: scale, then shear, then rotation, then translation.
        let built = CGAffineTransform(scaleX: 2, y: 3)
            .concatenating(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
            .concatenating(CGAffineTransform(rotationAngle: 0.3))
            .concatenating(CGAffineTransform(translationX: 7, y: -4))
        assertEqual(transform, built)
        let back = transform.decomposed()
        XCTAssertEqual(back.scale.width, 2, accuracy: 1e-9)
        XCTAssertEqual(back.scale.height, 3, accuracy: 1e-9)
        XCTAssertEqual(back.horizontalShear, 0.5, accuracy: 1e-9)
        XCTAssertEqual(back.rotation, 0.3, accuracy: 1e-9)
        XCTAssertEqual(back.translation, CGVector(dx: 7, dy: -4))
    }

    func testDecomposedIdentityAndReflection() {
        let identity = CGAffineTransform.identity.decomposed()
        XCTAssertEqual(identity.scale, CGSize(width: 1, height: 1))
        XCTAssertEqual(identity.horizontalShear, 0)
        XCTAssertEqual(identity.rotation, 0)
        let flip = CGAffineTransform(scaleX: 1, y: -1)
        let parts = flip.decomposed()
        XCTAssertEqual(parts.scale.height, -1, accuracy: 1e-12, "a reflection is a negative y scale")
        assertEqual(CGAffineTransform(parts), flip)
        let defaults = CGAffineTransformComponents()
        XCTAssertEqual(defaults.scale, .zero, "the C struct's zero value")
        XCTAssertEqual(CGAffineTransformComponents(rotation: 1).scale, CGSize(width: 1, height: 1))
    }

    func testFlattenedReplacesCurvesWithinTheThreshold() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        path.addQuadCurve(to: CGPoint(x: 200, y: 0), control: CGPoint(x: 150, y: 80))
        path.closeSubpath()
        let coarse = path.flattened(threshold: 2)
        let fine = path.flattened(threshold: 0.1)
        var types: Set<Int32> = []
        var points: [CGPoint] = []
        fine.applyWithBlock { element in
            types.insert(element.pointee.type.rawValue)
            if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
        }
        XCTAssertEqual(types, [CGPathElementType.moveToPoint.rawValue, CGPathElementType.addLineToPoint.rawValue,
                               CGPathElementType.closeSubpath.rawValue])
        var coarseCount = 0
        coarse.applyWithBlock { _ in coarseCount += 1 }
        XCTAssertLessThan(coarseCount, points.count, "a smaller threshold takes more segments")
        XCTAssertEqual(points.last, CGPoint(x: 200, y: 0), "curves end where they did")
        // Every point of the cubic is within the threshold of the polyline.
        let polyline = Array(points.prefix { $0.x <= 100 })
        for i in 0...200 {
            let t = CGFloat(i) / 200, u = 1 - t
            let p = CGPoint(x: 3 * u * t * t * 100 + t * t * t * 100, y: 3 * u * u * t * 100 + 3 * u * t * t * 100)
            var best = CGFloat.infinity
            for (a, b) in zip(polyline, polyline.dropFirst()) {
                let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
                let s = max(0, min(1, ((p.x - a.x) * d.x + (p.y - a.y) * d.y) / max(d.x * d.x + d.y * d.y, 1e-12)))
                best = min(best, hypot(a.x + s * d.x - p.x, a.y + s * d.y - p.y))
            }
            XCTAssertLessThanOrEqual(best, 0.1 + 1e-6, "t = \(t)")
        }
        XCTAssertEqual(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil).flattened(threshold: 1),
                       CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil), "no curves: unchanged")
    }

    func testTextStateIsSavedWithTheGraphicsStateButTheTextMatrixIsNot() throws {
        let context = try XCTUnwrap(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                              space: CGColorSpaceCreateDeviceRGB(),
                                              bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        XCTAssertEqual(context.state.text.drawingMode, .fill, "CoreGraphics default")
        XCTAssertEqual(context.textMatrix, .identity)
        context.setTextDrawingMode(.stroke)
        context.setCharacterSpacing(2)
        context.saveGState()
        context.setTextDrawingMode(.clip)
        context.setCharacterSpacing(5)
        context.setFontSize(30)
        context.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        context.textPosition = CGPoint(x: 3, y: 4)
        context.restoreGState()
        XCTAssertEqual(context.state.text.drawingMode, .stroke)
        XCTAssertEqual(context.state.text.characterSpacing, 2)
        XCTAssertEqual(context.state.text.fontSize, 0)
        XCTAssertEqual(context.textMatrix, CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 3, ty: 4),
                       "CoreGraphics: the text matrix is not part of the graphics state")
        XCTAssertEqual(context.textPosition, CGPoint(x: 3, y: 4))
    }

    func testImageCopyWithAnotherColorSpaceKeepsThePixels() throws {
        let bytes: [UInt8] = [255, 0, 0, 255]
        let image = try XCTUnwrap(CGImage(width: 1, height: 1, bitsPerComponent: 8, bitsPerPixel: 32, bytesPerRow: 4,
                                          space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                          provider: CGDataProvider(data: Data(bytes))!, decode: nil,
                                          shouldInterpolate: false, intent: .defaultIntent))
        let srgb = try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB))
        let copy = try XCTUnwrap(image.copy(colorSpace: srgb))
        XCTAssertEqual(copy.colorSpace?.name, CGColorSpace.sRGB)
        XCTAssertEqual(copy.pixel(0, 0), .red)
        XCTAssertNil(image.copy(colorSpace: CGColorSpaceCreateDeviceGray()), "CoreGraphics: component counts must match")
        XCTAssertNil(image.decode)
    }

    func testColorCopyIsTheColor() {
        let color = CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)
        XCTAssertTrue(color.copy() === color, "colors are immutable")
        let cyan = CGColor(genericCMYKCyan: 1, magenta: 0, yellow: 0, black: 0, alpha: 0.5)
        XCTAssertEqual(cyan.colorSpace?.model, .cmyk)
        XCTAssertEqual(cyan.components, [1, 0, 0, 0, 0.5])
        XCTAssertEqual(cyan.alpha, 0.5)
        XCTAssertEqual(cyan.rgba.red, 0, accuracy: 1e-9, "cyan has no red")
        XCTAssertEqual(cyan.rgba.green, 1, accuracy: 1e-9)
    }
}
