import XCTest
@_spi(Rendering) import FrameworkTestSupport
@testable @_spi(UIKit) @_spi(Rendering) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics

/// A stand-in text system: fills a bar as wide as the string's length in points per
/// character, and records what it was asked.
// Used on the main thread only (the tests), so its records need no lock.
final class BarTextRenderer: _CATextLayerRenderer, @unchecked Sendable {
    var drawnStrings: [String] = []
    var contextScales: [CGFloat] = []

    func drawText(of layer: CATextLayer, in ctx: CGContext) {
        let text = layer.string as? String ?? ""
        drawnStrings.append(text)
        contextScales.append(ctx.ctm.a)
        ctx.setFillColor(layer.foregroundColor ?? CGColor(gray: 0, alpha: 1))
        ctx.fill(CGRect(x: layer.bounds.minX, y: layer.bounds.minY, width: CGFloat(text.count), height: layer.fontSize))
    }

    func sizeOfText(of layer: CATextLayer) -> CGSize {
        CGSize(width: CGFloat((layer.string as? String ?? "").count), height: layer.fontSize)
    }
}

/// CATextLayer's properties and its drawing through the installed text system (UIKit's
/// real rendering is tested in UIKitTests/ApiSurface).
@MainActor
final class CATextLayerTests: XCTestCase {
    private var previousRenderer: (any _CATextLayerRenderer)?

    override func setUp() async throws {
        previousRenderer = CATextLayer._textRenderer
    }

    override func tearDown() async throws {
        CATextLayer._installTextRenderer(previousRenderer)
    }

    private func installBars() -> BarTextRenderer {
        let renderer = BarTextRenderer()
        CATextLayer._installTextRenderer(renderer)
        return renderer
    }

    func testDefaultsAreCoreAnimations() async {
        let text = CATextLayer()
        XCTAssertNil(text.string)
        XCTAssertNil(text.font)
        XCTAssertEqual(text.fontSize, 36, "Core Animation: 36 points")
        XCTAssertEqual(text.foregroundColor, CGColor(gray: 1, alpha: 1), "Core Animation: opaque white")
        XCTAssertFalse(text.isWrapped)
        XCTAssertEqual(text.truncationMode, .none)
        XCTAssertEqual(text.alignmentMode, .natural)
        XCTAssertFalse(text.allowsFontSubpixelQuantization)
        XCTAssertEqual(text.contentsScale, 1, "not the screen's scale: set it for sharp text")
        XCTAssertEqual(CATextLayerTruncationMode.middle.rawValue, "middle")
        XCTAssertEqual(CATextLayerAlignmentMode.justified.rawValue, "justified")
    }

    func testSettingTheStringDisplaysThroughTheRenderer() async {
        let renderer = installBars()
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        text.fontSize = 4
        text.string = "abc"
        XCTAssertTrue(text.needsDisplay(), "a new string redisplays the layer")
        CATransaction.flush()
        XCTAssertEqual(renderer.drawnStrings, ["abc"])
        let image = text.contents as? CGImage
        XCTAssertEqual(image?.pixel(1, 1), .white, "drawn in the foreground color")
        XCTAssertEqual(image?.pixel(5, 1), .clear)
    }

    func testEveryTextPropertyRedisplays() async {
        let renderer = installBars()
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        text.string = "a"
        CATransaction.flush()
        let changes: [(String, (CATextLayer) -> Void)] = [
            ("string", { $0.string = "ab" }),
            ("font", { $0.font = "DejaVu Sans" }),
            ("fontSize", { $0.fontSize = 12 }),
            ("foregroundColor", { $0.foregroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1) }),
            ("isWrapped", { $0.isWrapped = true }),
            ("truncationMode", { $0.truncationMode = .end }),
            ("alignmentMode", { $0.alignmentMode = .center }),
            ("contentsScale", { $0.contentsScale = 2 }),
            ("bounds size", { $0.bounds.size.width = 30 }),
        ]
        for (name, change) in changes {
            change(text)
            XCTAssertTrue(text.needsDisplay(), "\(name) redisplays the layer")
            CATransaction.flush()
        }
        XCTAssertEqual(renderer.drawnStrings.count, changes.count + 1)
        XCTAssertEqual(renderer.contextScales.last, 2, "drawn at contentsScale")
        text.position = CGPoint(x: 50, y: 50)
        XCTAssertFalse(text.needsDisplay(), "moving the layer does not")
    }

    func testWithoutATextSystemNothingIsDrawnAndItIsLoggedOnce() async {
        CATextLayer._installTextRenderer(nil)
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        let log = LogCapture.capture {
            text.string = "abc"
            CATransaction.flush()
            text.string = "abcd"
            CATransaction.flush()
        }
        XCTAssertNil(text.contents, "no text system, nothing drawn (and no backing store kept)")
        XCTAssertEqual(log.lines.filter { $0.contains("CATextLayer") }.count, 1, "\(log.lines)")
        XCTAssertEqual(text.preferredFrameSize(), text.bounds.size)
    }

    func testEmptyStringDrawsNothing() async {
        let renderer = installBars()
        let text = CATextLayer()
        text.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        text.string = ""
        CATransaction.flush()
        XCTAssertTrue(renderer.drawnStrings.isEmpty)
        XCTAssertNil(text.contents)
    }

    func testPreferredFrameSizeIsTheTextSize() async {
        _ = installBars()
        let text = CATextLayer()
        text.string = "hello"
        text.fontSize = 7
        XCTAssertEqual(text.preferredFrameSize(), CGSize(width: 5, height: 7))
    }

    func testSubclassDrawingOverTheText() async {
        final class Underlined: CATextLayer {
            override func draw(in ctx: CGContext) {
                super.draw(in: ctx)
                ctx.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
                ctx.fill(CGRect(x: 0, y: 9, width: 20, height: 1))
            }
        }
        _ = installBars()
        let text = Underlined()
        text.bounds = CGRect(x: 0, y: 0, width: 20, height: 10)
        text.fontSize = 4
        text.string = "ab"
        CATransaction.flush()
        let image = text.contents as? CGImage
        XCTAssertEqual(image?.pixel(0, 0), .white)
        XCTAssertEqual(image?.pixel(10, 9), .blue)
    }

    func testKeyValueCodingReachesTheTextProperties() async {
        let text = CATextLayer()
        text.setValue("hi", forKey: "string")
        text.setValue(20.0, forKey: "fontSize")
        text.setValue(true, forKey: "wrapped")
        text.setValue("end", forKey: "truncationMode")
        text.setValue(CATextLayerAlignmentMode.right, forKey: "alignmentMode")
        XCTAssertEqual(text.string as? String, "hi")
        XCTAssertEqual(text.fontSize, 20)
        XCTAssertTrue(text.isWrapped)
        XCTAssertEqual(text.truncationMode, .end)
        XCTAssertEqual(text.alignmentMode, .right)
        XCTAssertEqual(text.value(forKey: "fontSize") as? CGFloat, 20)
        XCTAssertEqual(CATextLayer.defaultValue(forKey: "fontSize") as? CGFloat, 36)
        XCTAssertTrue(CATextLayer.needsDisplay(forKey: "string"))
        XCTAssertFalse(CALayer.needsDisplay(forKey: "string"))
    }

    func testPresentationCopyKeepsTheText() async {
        let text = CATextLayer()
        text.string = "copy"
        text.fontSize = 11
        text.alignmentMode = .center
        let copy = CATextLayer(layer: text)
        XCTAssertEqual(copy.string as? String, "copy")
        XCTAssertEqual(copy.fontSize, 11)
        XCTAssertEqual(copy.alignmentMode, .center)
    }

    func testInvalidFontSizeIsRejected() async {
        let text = CATextLayer()
        let log = LogCapture.capture { text.fontSize = .nan }
        XCTAssertEqual(text.fontSize, 36)
        XCTAssertTrue(log.contains("fontSize"))
    }
}
