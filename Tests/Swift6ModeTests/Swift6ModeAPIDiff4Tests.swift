import XCTest
import UIKit

/// iOS call sites and subclass overrides of Apple's Core Graphics, menu and presentation
/// controller members (API diff, fourth round) compile in Swift 6 mode and keep what they set.
@MainActor
final class Swift6ModeAPIDiff4Tests: XCTestCase {
    // MARK: - Core Graphics

    private func makeContext(width: Int = 20, height: Int = 20) throws -> CGContext {
        let space = CGColorSpaceCreateDeviceRGB()
        return try XCTUnwrap(CGContext(data: nil, width: width, height: height, bitsPerComponent: 8,
                                       bytesPerRow: 0, space: space,
                                       bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
    }

    func testCGContextMembers() async throws {
        let ctx = try makeContext()
        XCTAssertEqual(ctx.width, 20)
        XCTAssertEqual(ctx.height, 20)
        XCTAssertGreaterThanOrEqual(ctx.bytesPerRow, 80)
        XCTAssertEqual(ctx.bitsPerPixel, 32)
        XCTAssertEqual(ctx.bitsPerComponent, 8)
        XCTAssertEqual(ctx.alphaInfo, .premultipliedLast)
        XCTAssertEqual(ctx.colorSpace?.model, .rgb)
        XCTAssertEqual(ctx.bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue,
                       CGImageAlphaInfo.premultipliedLast.rawValue)
        XCTAssertNotNil(ctx.data)
        let released = CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                 space: CGColorSpaceCreateDeviceRGB(),
                                 bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue,
                                 releaseCallback: { _, _ in }, releaseInfo: nil)
        XCTAssertNotNil(released)

        ctx.saveGState()
        ctx.setFillColor(UIColor.red.cgColor)
        ctx.setStrokeColor(UIColor.blue.cgColor)
        ctx.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        ctx.setStrokeColor(red: 0, green: 0, blue: 1, alpha: 1)
        ctx.setFillColor(gray: 0.5, alpha: 1)
        ctx.setStrokeColor(gray: 0.5, alpha: 1)
        ctx.setFillColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        ctx.setStrokeColor(cyan: 0, magenta: 1, yellow: 1, black: 0, alpha: 1)
        ctx.setFillColorSpace(CGColorSpaceCreateDeviceRGB())
        ctx.setStrokeColorSpace(CGColorSpaceCreateDeviceRGB())
        let components: [CGFloat] = [0, 1, 0, 1]
        ctx.setFillColor(components)
        ctx.setStrokeColor(components)
        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        ctx.setLineJoin(.bevel)
        ctx.setMiterLimit(4)
        ctx.setLineDash(phase: 0, lengths: [2, 2])
        ctx.setLineDash(phase: 0, lengths: [])
        ctx.setFlatness(0.5)
        ctx.setAlpha(0.9)
        ctx.setBlendMode(.multiply)
        ctx.setBlendMode(.normal)
        ctx.setShouldAntialias(true)
        ctx.setAllowsAntialiasing(true)
        ctx.interpolationQuality = .high
        XCTAssertEqual(ctx.interpolationQuality, .high)
        ctx.setRenderingIntent(.perceptual)
        ctx.setShadow(offset: CGSize(width: 1, height: -1), blur: 2, color: UIColor.black.cgColor)
        ctx.setShadow(offset: .zero, blur: 0, color: nil)
        ctx.setShadow(offset: .zero, blur: 0)
        ctx.restoreGState()

        ctx.beginPath()
        XCTAssertTrue(ctx.isPathEmpty)
        ctx.move(to: CGPoint(x: 1, y: 1))
        ctx.addLine(to: CGPoint(x: 5, y: 1))
        ctx.addLines(between: [CGPoint(x: 5, y: 5), CGPoint(x: 1, y: 5)])
        ctx.addCurve(to: CGPoint(x: 2, y: 2), control1: CGPoint(x: 3, y: 3), control2: CGPoint(x: 4, y: 4))
        ctx.addQuadCurve(to: CGPoint(x: 6, y: 6), control: CGPoint(x: 5, y: 5))
        ctx.addArc(center: CGPoint(x: 10, y: 10), radius: 3, startAngle: 0, endAngle: .pi, clockwise: false)
        ctx.addArc(tangent1End: CGPoint(x: 15, y: 10), tangent2End: CGPoint(x: 15, y: 15), radius: 2)
        ctx.closePath()
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.addRects([CGRect(x: 0, y: 0, width: 2, height: 2), CGRect(x: 3, y: 3, width: 2, height: 2)])
        ctx.addEllipse(in: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.addPath(CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil))
        XCTAssertFalse(ctx.isPathEmpty)
        _ = ctx.currentPointOfPath
        XCTAssertFalse(ctx.boundingBoxOfPath.isNull)
        let current: CGPath? = ctx.path
        XCTAssertNotNil(current)
        XCTAssertTrue(ctx.pathContains(CGPoint(x: 1, y: 1), mode: .fill))
        ctx.replacePathWithStrokedPath()
        ctx.fillPath()
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.fillPath(using: .evenOdd)
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.eoFillPath()
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.strokePath()
        ctx.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.drawPath(using: .fillStroke)

        ctx.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        ctx.fill([CGRect(x: 0, y: 0, width: 2, height: 2)])
        ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.stroke(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.stroke(CGRect(x: 0, y: 0, width: 4, height: 4), width: 2)
        ctx.strokeEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.strokeLineSegments(between: [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4)])
        ctx.clear(CGRect(x: 0, y: 0, width: 1, height: 1))

        ctx.saveGState()
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clip()
        ctx.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        ctx.clip(using: .evenOdd)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.clip(to: [CGRect(x: 0, y: 0, width: 4, height: 4), CGRect(x: 5, y: 5, width: 2, height: 2)])
        XCTAssertFalse(ctx.boundingBoxOfClipPath.isNull)
        ctx.resetClip()
        ctx.restoreGState()

        ctx.saveGState()
        ctx.translateBy(x: 2, y: 3)
        ctx.scaleBy(x: 2, y: 2)
        ctx.rotate(by: 0)
        ctx.concatenate(.identity)
        let ctm: CGAffineTransform = ctx.ctm
        XCTAssertEqual(ctm.tx, ctx.userSpaceToDeviceSpaceTransform.tx)
        XCTAssertEqual(ctx.convertToDeviceSpace(CGPoint(x: 1, y: 1)), CGPoint(x: 4, y: 5))
        XCTAssertEqual(ctx.convertToUserSpace(CGPoint(x: 4, y: 5)), CGPoint(x: 1, y: 1))
        XCTAssertEqual(ctx.convertToDeviceSpace(CGSize(width: 1, height: 1)), CGSize(width: 2, height: 2))
        XCTAssertEqual(ctx.convertToUserSpace(CGSize(width: 2, height: 2)), CGSize(width: 1, height: 1))
        XCTAssertEqual(ctx.convertToDeviceSpace(CGRect(x: 0, y: 0, width: 1, height: 1)),
                       CGRect(x: 2, y: 3, width: 2, height: 2))
        XCTAssertEqual(ctx.convertToUserSpace(CGRect(x: 2, y: 3, width: 2, height: 2)),
                       CGRect(x: 0, y: 0, width: 1, height: 1))
        ctx.restoreGState()

        ctx.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
        ctx.textPosition = CGPoint(x: 1, y: 2)
        ctx.setCharacterSpacing(1)
        ctx.setTextDrawingMode(.fill)

        let space = CGColorSpaceCreateDeviceRGB()
        let gradient = try XCTUnwrap(CGGradient(colorsSpace: space,
                                                colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray,
                                                locations: [0, 1]))
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 20, y: 0), options: [])
        ctx.drawRadialGradient(gradient, startCenter: CGPoint(x: 10, y: 10), startRadius: 0,
                               endCenter: CGPoint(x: 10, y: 10), endRadius: 10, options: .drawsAfterEndLocation)

        let image = try XCTUnwrap(ctx.makeImage())
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.draw(image, in: CGRect(x: 0, y: 0, width: 4, height: 4), byTiling: true)
        ctx.clip(to: CGRect(x: 0, y: 0, width: 20, height: 20), mask: image)

        ctx.beginTransparencyLayer(auxiliaryInfo: nil)
        ctx.endTransparencyLayer()
        ctx.beginTransparencyLayer(in: CGRect(x: 0, y: 0, width: 5, height: 5), auxiliaryInfo: nil)
        ctx.endTransparencyLayer()
        ctx.flush()
        ctx.synchronize()
    }

    func testCGLayerMembers() async throws {
        let ctx = try makeContext()
        let layer = try XCTUnwrap(CGLayer(ctx, size: CGSize(width: 4, height: 4), auxiliaryInfo: nil))
        XCTAssertEqual(layer.size, CGSize(width: 4, height: 4))
        let layerContext = try XCTUnwrap(layer.context)
        layerContext.setFillColor(UIColor.red.cgColor)
        layerContext.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        ctx.draw(layer, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        ctx.draw(layer, at: CGPoint(x: 10, y: 10))
    }

    func testCGPatternAndShadingMembers() async throws {
        var callbacks = CGPatternCallbacks(version: 0, drawPattern: { _, context in
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fillEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }, releaseInfo: nil)
        let pattern = try XCTUnwrap(CGPattern(info: nil, bounds: CGRect(x: 0, y: 0, width: 4, height: 4),
                                              matrix: .identity, xStep: 6, yStep: 6, tiling: .constantSpacing,
                                              isColored: true, callbacks: &callbacks))
        let patternSpace = try XCTUnwrap(CGColorSpace(patternBaseSpace: nil))
        XCTAssertEqual(patternSpace.model, .pattern)
        XCTAssertNil(patternSpace.baseColorSpace)
        var alpha: CGFloat = 1
        let color = try XCTUnwrap(CGColor(patternSpace: patternSpace, pattern: pattern, components: &alpha))
        XCTAssertTrue(color.pattern === pattern)
        let ctx = try makeContext()
        ctx.setFillColorSpace(patternSpace)
        ctx.setFillPattern(pattern, colorComponents: &alpha)
        ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        ctx.setStrokeColorSpace(patternSpace)
        ctx.setStrokePattern(pattern, colorComponents: &alpha)
        ctx.setPatternPhase(CGSize(width: 1, height: 1))
        let tilings: [CGPatternTiling] = [.noDistortion, .constantSpacingMinimalDistortion, .constantSpacing]
        XCTAssertEqual(tilings.count, 3)

        var functionCallbacks = CGFunctionCallbacks(version: 0, evaluate: { _, input, output in
            output[0] = input[0]
            output[1] = input[0]
            output[2] = input[0]
            output[3] = 1
        }, releaseInfo: nil)
        var domain: [CGFloat] = [0, 1]
        let function = try XCTUnwrap(CGFunction(info: nil, domainDimension: 1, domain: &domain, rangeDimension: 4,
                                                range: nil, callbacks: &functionCallbacks))
        let axial = try XCTUnwrap(CGShading(axialSpace: CGColorSpaceCreateDeviceRGB(), start: .zero,
                                            end: CGPoint(x: 20, y: 0), function: function,
                                            extendStart: false, extendEnd: true))
        let radial = try XCTUnwrap(CGShading(radialSpace: CGColorSpaceCreateDeviceRGB(), start: CGPoint(x: 10, y: 10),
                                             startRadius: 0, end: CGPoint(x: 10, y: 10), endRadius: 10,
                                             function: function, extendStart: true, extendEnd: true))
        ctx.drawShading(axial)
        ctx.drawShading(radial)
    }

    func testCGPathMembers() async throws {
        let path = CGMutablePath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLines(between: [CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)])
        path.addCurve(to: CGPoint(x: 2, y: 2), control1: CGPoint(x: 3, y: 3), control2: CGPoint(x: 4, y: 4))
        path.addQuadCurve(to: CGPoint(x: 6, y: 6), control: CGPoint(x: 5, y: 5))
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: .pi, clockwise: true)
        path.addArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, endAngle: .pi, clockwise: true,
                    transform: .identity)
        path.addArc(tangent1End: CGPoint(x: 8, y: 8), tangent2End: CGPoint(x: 8, y: 0), radius: 1)
        path.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 2, startAngle: 0, delta: .pi / 2)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2)
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1)], transform: .identity)
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        path.addPath(CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 2, height: 2), transform: nil))
        path.closeSubpath()
        XCTAssertFalse(path.isEmpty)
        _ = path.currentPoint
        XCTAssertFalse(path.boundingBox.isNull)
        XCTAssertFalse(path.boundingBoxOfPath.isNull)
        XCTAssertTrue(path.contains(CGPoint(x: 5, y: 5)))
        _ = path.contains(CGPoint(x: 5, y: 5), using: .evenOdd, transform: .identity)

        var rect = CGRect.zero
        XCTAssertTrue(CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil).isRect(&rect))
        XCTAssertEqual(rect, CGRect(x: 1, y: 2, width: 3, height: 4))

        let stroked = path.copy(strokingWithWidth: 2, lineCap: .round, lineJoin: .miter, miterLimit: 10)
        XCTAssertFalse(stroked.isEmpty)
        _ = path.copy(strokingWithWidth: 2, lineCap: .butt, lineJoin: .round, miterLimit: 4, transform: .identity)
        let dashed = path.copy(dashingWithPhase: 0, lengths: [2, 1])
        XCTAssertFalse(dashed.isEmpty)
        _ = path.copy(dashingWithPhase: 1, lengths: [2, 1], transform: .identity)
        var identity = CGAffineTransform.identity
        _ = path.copy(using: &identity)
        let mutable: CGMutablePath? = path.mutableCopy()
        XCTAssertNotNil(mutable)
        XCTAssertEqual(path.copy(), path)

        var elements = 0
        path.applyWithBlock { element in
            _ = element.pointee.type
            _ = element.pointee.points
            elements += 1
        }
        XCTAssertGreaterThan(elements, 0)
        var counted = 0
        withUnsafeMutablePointer(to: &counted) { pointer in
            path.apply(info: pointer) { info, element in
                _ = element.pointee.type
                info?.assumingMemoryBound(to: Int.self).pointee += 1
            }
        }
        XCTAssertEqual(counted, elements)
        let types: [CGPathElementType] = [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint,
                                          .addCurveToPoint, .closeSubpath]
        XCTAssertEqual(types.count, 5)

        _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 10, height: 10), cornerWidth: 2, cornerHeight: 2,
                   transform: nil)
        _ = CGMutablePath().copy(using: nil)
    }

    func testCGImageMembers() async throws {
        let bytes: [UInt8] = [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255]
        let provider = try XCTUnwrap(CGDataProvider(data: Data(bytes) as CFData))
        let image = try XCTUnwrap(CGImage(width: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 32,
                                          bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(),
                                          bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                                          provider: provider, decode: nil, shouldInterpolate: true,
                                          intent: .defaultIntent))
        XCTAssertEqual(image.width, 2)
        XCTAssertEqual(image.height, 2)
        XCTAssertEqual(image.bitsPerComponent, 8)
        XCTAssertEqual(image.bitsPerPixel, 32)
        XCTAssertEqual(image.bytesPerRow, 8)
        XCTAssertEqual(image.alphaInfo, .premultipliedLast)
        XCTAssertEqual(image.renderingIntent, .defaultIntent)
        XCTAssertTrue(image.shouldInterpolate)
        XCTAssertFalse(image.isMask)
        XCTAssertNotNil(image.dataProvider?.data)
        XCTAssertNil(image.utType)
        XCTAssertNotNil(image.colorSpace)
        _ = image.byteOrderInfo
        _ = image.decode
        let cropped = try XCTUnwrap(image.cropping(to: CGRect(x: 0, y: 0, width: 1, height: 1)))
        XCTAssertEqual(cropped.width, 1)
        XCTAssertNotNil(image.copy())
        XCTAssertNotNil(image.copy(colorSpace: CGColorSpaceCreateDeviceRGB()))

        let maskBytes: [UInt8] = [0, 255, 255, 0]
        let maskProvider = try XCTUnwrap(CGDataProvider(data: Data(maskBytes) as CFData))
        let mask = try XCTUnwrap(CGImage(maskWidth: 2, height: 2, bitsPerComponent: 8, bitsPerPixel: 8,
                                         bytesPerRow: 2, provider: maskProvider, decode: nil,
                                         shouldInterpolate: false))
        XCTAssertTrue(mask.isMask)
        let masked = try XCTUnwrap(image.masking(mask))
        XCTAssertEqual(masked.width, 2)

        let png = try XCTUnwrap(UIImage(systemName: "star")?.pngData())
        let pngProvider = try XCTUnwrap(CGDataProvider(data: png as CFData))
        let decoded = try XCTUnwrap(CGImage(pngDataProviderSource: pngProvider, decode: nil, shouldInterpolate: true,
                                            intent: .defaultIntent))
        XCTAssertEqual(decoded.utType as String?, "public.png")
    }

    func testCGColorMembers() async throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        XCTAssertEqual(red.numberOfComponents, 4)
        XCTAssertEqual(red.components?.first, 1)
        XCTAssertEqual(red.alpha, 1)
        XCTAssertEqual(red.colorSpace?.model, .rgb)
        let gray = CGColor(gray: 0.5, alpha: 0.5)
        XCTAssertEqual(gray.numberOfComponents, 2)
        let components: [CGFloat] = [0, 1, 0, 1]
        let green = try XCTUnwrap(CGColor(colorSpace: CGColorSpaceCreateDeviceRGB(), components: components))
        XCTAssertEqual(green.components?[1], 1)
        XCTAssertEqual(red.copy(alpha: 0.5)?.alpha, 0.5)
        XCTAssertNotNil(red.copy())
        let converted = red.converted(to: try XCTUnwrap(CGColorSpace(name: CGColorSpace.sRGB)),
                                      intent: .defaultIntent, options: nil)
        XCTAssertNotNil(converted)
        XCTAssertNil(red.pattern)
        XCTAssertEqual(CGColor.black.components?.first, 0)
        XCTAssertEqual(CGColor.white.components?.first, 1)
        XCTAssertEqual(CGColor.clear.alpha, 0)
        _ = CGColor(srgbRed: 1, green: 1, blue: 1, alpha: 1)
        _ = CGColor(genericGrayGamma2_2Gray: 0.5, alpha: 1)
        _ = CGColor(genericCMYKCyan: 0, magenta: 0, yellow: 0, black: 1, alpha: 1)
        XCTAssertEqual(red, CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    func testCGColorSpaceAndGradientMembers() async throws {
        let names: [CFString] = [CGColorSpace.sRGB, CGColorSpace.extendedSRGB, CGColorSpace.linearSRGB,
                                 CGColorSpace.displayP3, CGColorSpace.genericRGBLinear,
                                 CGColorSpace.genericGrayGamma2_2, CGColorSpace.linearGray,
                                 CGColorSpace.extendedGray, CGColorSpace.genericCMYK]
        for name in names {
            let space = try XCTUnwrap(CGColorSpace(name: name))
            XCTAssertEqual(space.name, name)
            XCTAssertGreaterThan(space.numberOfComponents, 0)
        }
        XCTAssertEqual(CGColorSpaceCreateDeviceRGB().model, .rgb)
        XCTAssertEqual(CGColorSpaceCreateDeviceGray().numberOfComponents, 1)
        XCTAssertEqual(CGColorSpaceCreateDeviceCMYK().model, .cmyk)

        let locations: [CGFloat] = [0, 1]
        let colorComponents: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        XCTAssertNotNil(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: colorComponents,
                                   locations: locations, count: 2))
        XCTAssertNotNil(CGGradient(colorsSpace: nil, colors: [CGColor.black, CGColor.white] as CFArray,
                                   locations: nil))
        let options: CGGradientDrawingOptions = [.drawsBeforeStartLocation, .drawsAfterEndLocation]
        XCTAssertEqual(options.rawValue, 3)
    }

    func testCGAffineTransformMembers() async throws {
        var t = CGAffineTransform(translationX: 2, y: 3)
        t = t.scaledBy(x: 2, y: 2).rotated(by: 0).translatedBy(x: 1, y: 1)
        XCTAssertEqual(t.concatenating(.identity), t)
        XCTAssertEqual(t.inverted().concatenating(t).isIdentity, true)
        XCTAssertEqual(CGAffineTransform(scaleX: 2, y: 3).d, 3)
        XCTAssertEqual(CGAffineTransform(rotationAngle: 0), .identity)
        XCTAssertEqual(CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0), CGAffineTransform.identity)
        XCTAssertEqual(CGAffineTransform(1, 0, 0, 1, 5, 6).ty, 6)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(CGAffineTransform(scaleX: 2, y: 2)), CGPoint(x: 2, y: 2))
        XCTAssertEqual(CGSize(width: 1, height: 1).applying(CGAffineTransform(scaleX: 2, y: 2)),
                       CGSize(width: 2, height: 2))
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 1, height: 1).applying(CGAffineTransform(scaleX: 2, y: 2)),
                       CGRect(x: 0, y: 0, width: 2, height: 2))
        if #available(iOS 16.0, *) {
            let parts = CGAffineTransform(scaleX: 2, y: 2).decomposed()
            XCTAssertEqual(parts.scale, CGSize(width: 2, height: 2))
            XCTAssertEqual(parts.horizontalShear, 0)
            XCTAssertEqual(parts.translation, CGVector(dx: 0, dy: 0))
            XCTAssertEqual(CGAffineTransform(parts), CGAffineTransform(scaleX: 2, y: 2))
            let components = CGAffineTransformComponents(scale: CGSize(width: 1, height: 1), horizontalShear: 0,
                                                         rotation: 0, translation: CGVector(dx: 1, dy: 2))
            XCTAssertEqual(CGAffineTransform(components).tx, 1)
        }
    }

    func testCGDataProviderAndConsumerMembers() async throws {
        let provider = try XCTUnwrap(CGDataProvider(data: Data([1, 2, 3]) as CFData))
        XCTAssertEqual(provider.data.map { ($0 as Data).count }, 3)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("apidiff4-provider.bin")
        try Data([4, 5]).write(to: url)
        XCTAssertEqual(CGDataProvider(url: url as CFURL)?.data.map { ($0 as Data).count }, 2)
        XCTAssertNotNil(CGDataProvider(filename: url.path))
        let sink = NSMutableData()
        XCTAssertNotNil(CGDataConsumer(data: sink as CFMutableData))
        XCTAssertNotNil(CGDataConsumer(url: url as CFURL))
    }

    // MARK: - Menus and commands

    private final class Responder: UIResponder, UIKeyInput {
        var hasText: Bool { false }
        func insertText(_ text: String) {}
        func deleteBackward() {}
        override func buildMenu(with builder: UIMenuBuilder) {
            super.buildMenu(with: builder)
            XCTAssertTrue(builder.system == .main || builder.system == .context)
            _ = builder.menu(for: .edit)
            _ = builder.action(for: UIAction.Identifier("com.example.action"))
            _ = builder.command(for: Selector("findItem:"), propertyList: nil)
            builder.replace(menu: .format, with: UIMenu(title: "Format", children: []))
            builder.replaceChildren(ofMenu: .edit) { children in children }
            builder.insertSibling(UIMenu(title: "A", children: []), beforeMenu: .edit)
            builder.insertSibling(UIMenu(title: "B", children: []), afterMenu: .edit)
            builder.insertChild(UIMenu(title: "C", children: []), atStartOfMenu: .edit)
            builder.insertChild(UIMenu(title: "D", children: []), atEndOfMenu: .edit)
            builder.remove(menu: .format)
            if #available(iOS 26.0, *) {
                let extra = UIAction(title: "Extra") { _ in }
                builder.insertElements([extra], beforeMenu: .edit)
                builder.insertElements([extra], afterMenu: .edit)
                builder.insertElements([extra], atStartOfMenu: .edit)
                builder.insertElements([extra], atEndOfMenu: .edit)
                builder.insertElements([extra], beforeAction: UIAction.Identifier("a"))
                builder.insertElements([extra], afterAction: UIAction.Identifier("a"))
                builder.insertElements([extra], beforeCommand: Selector("findItem:"))
                builder.insertElements([extra], afterCommand: Selector("findItem:"), propertyList: "p")
                builder.replace(action: UIAction.Identifier("a"), with: [extra])
                builder.replace(command: Selector("findItem:"), with: [extra])
                builder.replace(command: Selector("findItem:"), propertyList: nil, with: [])
                builder.remove(action: UIAction.Identifier("a"))
                builder.remove(command: Selector("findItem:"))
                builder.remove(command: Selector("findItem:"), propertyList: "p")
            }
        }
    }

    func testMenuMembers() async throws {
        var handled = 0
        let action = UIAction(title: "Copy", subtitle: "Clipboard", image: UIImage(systemName: "star"),
                              selectedImage: UIImage(systemName: "star.fill"),
                              identifier: UIAction.Identifier("com.example.copy"),
                              discoverabilityTitle: "Copy the selection",
                              attributes: [.destructive, .keepsMenuPresented], state: .mixed) { action in
            _ = action.sender
            _ = action.presentationSourceItem
            handled += 1
        }
        action.title = "Copy All"
        action.subtitle = nil
        action.image = nil
        action.selectedImage = nil
        action.discoverabilityTitle = nil
        action.attributes = [.disabled, .hidden]
        action.state = .on
        XCTAssertEqual(action.identifier.rawValue, "com.example.copy")
        XCTAssertEqual(action.state, .on)
        action.performWithSender(nil, target: nil)
        XCTAssertEqual(handled, 1)
        let leaf: UIMenuLeaf = action
        XCTAssertEqual(leaf.title, "Copy All")
        let states: [UIMenuElement.State] = [.on, .off, .mixed]
        XCTAssertEqual(states.count, 3)

        let second = UIAction(title: "Paste") { _ in }
        let menu = UIMenu(title: "Edit", subtitle: "Clipboard", image: nil, identifier: UIMenu.Identifier("com.example.menu"),
                          options: [.singleSelection, .displayInline], preferredElementSize: .small,
                          children: [action, second])
        XCTAssertEqual(menu.children.count, 2)
        XCTAssertTrue(menu.options.contains(.singleSelection))
        XCTAssertEqual(menu.identifier, UIMenu.Identifier("com.example.menu"))
        XCTAssertEqual(menu.preferredElementSize, .small)
        menu.preferredElementSize = .medium
        if #available(iOS 17.0, *) {
            XCTAssertEqual(menu.selectedElements.count, 1)
            XCTAssertTrue(UIMenu.Options.displayAsPalette.rawValue != 0)
        }
        let replaced = menu.replacingChildren([second])
        XCTAssertEqual(replaced.children.count, 1)
        XCTAssertEqual(replaced.title, "Edit")
        let sizes: [UIMenu.ElementSize] = [.small, .medium, .large, .automatic]
        XCTAssertEqual(sizes.count, 4)
        _ = UIMenu(children: [second])
        _ = UIMenu(title: "Old", image: nil, identifier: nil, options: .destructive, children: [])

        let responder = Responder()
        let camera = UIAction.captureTextFromCamera(responder: responder, identifier: nil)
        XCTAssertFalse(camera.title.isEmpty)

        let command = UICommand(title: "Bold", image: nil, action: Selector("bold:"), propertyList: "bold",
                                alternates: [UICommandAlternate(title: "Bold All", action: Selector("bold:"),
                                                                modifierFlags: .shift)],
                                discoverabilityTitle: "Bold", attributes: [], state: .off)
        XCTAssertEqual(command.action, Selector("bold:"))
        XCTAssertEqual(command.propertyList as? String, "bold")
        XCTAssertEqual(command.alternates.count, 1)
        command.title = "Bolder"
        command.discoverabilityTitle = "Bolder"

        let find = UIKeyCommand(input: "f", modifierFlags: .command, action: Selector("findItem:"))
        XCTAssertEqual(find.input, "f")
        XCTAssertEqual(find.modifierFlags, .command)
        let titled = UIKeyCommand(title: "Find", image: nil, action: Selector("findItem:"), input: "f",
                                  modifierFlags: [.command, .shift], propertyList: nil, alternates: [],
                                  discoverabilityTitle: "Find", attributes: [], state: .off)
        titled.wantsPriorityOverSystemBehavior = true
        titled.allowsAutomaticLocalization = false
        titled.allowsAutomaticMirroring = false
        XCTAssertTrue(titled.wantsPriorityOverSystemBehavior)
        let old = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("findItem:"),
                               discoverabilityTitle: "Close")
        XCTAssertEqual(old.discoverabilityTitle, "Close")
        let inputs: [String] = [UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow, UIKeyCommand.inputLeftArrow,
                                UIKeyCommand.inputRightArrow, UIKeyCommand.inputEscape, UIKeyCommand.inputPageUp,
                                UIKeyCommand.inputPageDown, UIKeyCommand.inputHome, UIKeyCommand.inputEnd,
                                UIKeyCommand.inputDelete, UIKeyCommand.inputF1, UIKeyCommand.inputF12]
        XCTAssertEqual(Set(inputs).count, inputs.count)

        let deferred = UIDeferredMenuElement { completion in completion([UIAction(title: "Later") { _ in }]) }
        let uncached = UIDeferredMenuElement.uncached { completion in completion([]) }
        XCTAssertNotNil(deferred)
        XCTAssertNotNil(uncached)

        UIMenuSystem.main.setNeedsRebuild()
        UIMenuSystem.main.setNeedsRevalidate()
        _ = UIMenuSystem.context
        let attributes: UIMenuElement.Attributes = [.disabled, .destructive, .hidden, .keepsMenuPresented]
        XCTAssertEqual(attributes.rawValue & 0xF, 0xF)
    }

    // MARK: - Presentation controllers

    private final class CardPresentation: UIPresentationController {
        private(set) var calls: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return bounds.insetBy(dx: 10, dy: 40)
        }
        override var shouldRemovePresentersView: Bool { false }
        override var shouldPresentInFullscreen: Bool { false }
        override var presentedView: UIView? { super.presentedView }
        override var presentationStyle: UIModalPresentationStyle { .custom }
        override var adaptivePresentationStyle: UIModalPresentationStyle { .none }
        override func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
            .none
        }
        override func presentationTransitionWillBegin() {
            super.presentationTransitionWillBegin()
            calls.append("willBegin")
        }
        override func presentationTransitionDidEnd(_ completed: Bool) {
            super.presentationTransitionDidEnd(completed)
            calls.append("didEnd")
        }
        override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }
        override func dismissalTransitionDidEnd(_ completed: Bool) { super.dismissalTransitionDidEnd(completed) }
        override func containerViewWillLayoutSubviews() {
            super.containerViewWillLayoutSubviews()
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
        override func containerViewDidLayoutSubviews() { super.containerViewDidLayoutSubviews() }
        override func size(forChildContentContainer container: UIContentContainer,
                           withParentContainerSize parentSize: CGSize) -> CGSize {
            super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
        }
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
        }
        override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.systemLayoutFittingSizeDidChange(forChildContentContainer: container)
        }
        override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
        }
        override func willTransition(to newCollection: UITraitCollection,
                                     with coordinator: UIViewControllerTransitionCoordinator) {
            super.willTransition(to: newCollection, with: coordinator)
        }
        override var overrideTraitCollection: UITraitCollection? {
            get { super.overrideTraitCollection }
            set { super.overrideTraitCollection = newValue }
        }
        override var preferredContentSize: CGSize { super.preferredContentSize }
    }

    private final class Adaptation: NSObject, UIPopoverPresentationControllerDelegate,
                                    UISheetPresentationControllerDelegate {
        var detentChanges = 0
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle { .none }
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            nil
        }
        func presentationController(_ presentationController: UIPresentationController,
                                    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
        func presentationController(_ presentationController: UIPresentationController,
                                    prepare adaptivePresentationController: UIPresentationController) {}
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
        func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
        func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
            true
        }
        func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
        func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
            detentChanges += 1
        }
    }

    private final class ArrowBackground: UIPopoverBackgroundView {
        override class func arrowHeight() -> CGFloat { 10 }
        override class func arrowBase() -> CGFloat { 20 }
        override class func contentViewInsets() -> UIEdgeInsets { .zero }
        override var arrowOffset: CGFloat {
            get { super.arrowOffset }
            set { super.arrowOffset = newValue }
        }
        override var arrowDirection: UIPopoverArrowDirection {
            get { super.arrowDirection }
            set { super.arrowDirection = newValue }
        }
    }

    func testPresentationControllerMembers() async throws {
        let presented = UIViewController()
        let presenting = UIViewController()
        let custom = CardPresentation(presentedViewController: presented, presenting: presenting)
        XCTAssertTrue(custom.presentedViewController === presented)
        XCTAssertTrue(custom.presentingViewController === presenting)
        XCTAssertNil(custom.containerView)
        _ = custom.traitCollection
        let adaptation = Adaptation()
        custom.delegate = adaptation
        XCTAssertTrue(custom.delegate === adaptation)
        custom.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .regular)

        let source = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let popover = UIPopoverPresentationController(presentedViewController: presented, presenting: presenting)
        popover.delegate = adaptation
        popover.sourceView = source
        popover.sourceRect = source.bounds
        if #available(iOS 16.0, *) {
            popover.sourceItem = source
        }
        popover.barButtonItem = nil
        popover.permittedArrowDirections = [.up, .down]
        popover.passthroughViews = [source]
        popover.backgroundColor = .white
        popover.popoverLayoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        popover.popoverBackgroundViewClass = ArrowBackground.self
        popover.canOverlapSourceViewRect = true
        XCTAssertEqual(popover.permittedArrowDirections, [.up, .down])
        XCTAssertEqual(popover.arrowDirection, .unknown)
        let sheet: UISheetPresentationController = popover.adaptiveSheetPresentationController
        sheet.detents = [.medium()]
        XCTAssertEqual(popover.presentationStyle, .popover)
        let directions: [UIPopoverArrowDirection] = [.up, .down, .left, .right, .any, .unknown]
        XCTAssertEqual(directions.count, 6)

        let sheetController = UISheetPresentationController(presentedViewController: presented, presenting: presenting)
        sheetController.delegate = adaptation
        sheetController.detents = [.medium(), .large()]
        sheetController.selectedDetentIdentifier = .medium
        sheetController.largestUndimmedDetentIdentifier = .medium
        sheetController.prefersGrabberVisible = true
        sheetController.preferredCornerRadius = 12
        sheetController.prefersEdgeAttachedInCompactHeight = true
        sheetController.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        sheetController.prefersScrollingExpandsWhenScrolledToEdge = false
        sheetController.sourceView = source
        sheetController.animateChanges {
            sheetController.selectedDetentIdentifier = .large
        }
        XCTAssertEqual(sheetController.selectedDetentIdentifier, .large)
        if #available(iOS 16.0, *) {
            let small = UISheetPresentationController.Detent.Identifier("small")
            let custom = UISheetPresentationController.Detent.custom(identifier: small) { context in
                _ = context.containerTraitCollection
                return context.maximumDetentValue * 0.25
            }
            let anonymous = UISheetPresentationController.Detent.custom { _ in nil }
            XCTAssertEqual(custom.identifier, small)
            XCTAssertNotEqual(anonymous.identifier, small)
            sheetController.detents = [custom, .large()]
            sheetController.invalidateDetents()
        }
        if #available(iOS 17.0, *) {
            sheetController.prefersPageSizing = false
            XCTAssertFalse(sheetController.prefersPageSizing)
        }
        XCTAssertEqual(UISheetPresentationController.Detent.Identifier.large.rawValue.isEmpty, false)
    }
}
