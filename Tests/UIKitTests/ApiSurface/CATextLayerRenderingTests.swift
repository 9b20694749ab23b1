import XCTest
@_spi(UIKit) import QuartzCore
@_spi(Rendering) @_spi(Diagnostics) import CoreGraphics
import UIKit
import UIKitTesting

/// CATextLayer drawn by UIKit's text system (Pango), as Core Animation documents it: the
/// first line at the top of the layer, `font`/`fontSize`/`foregroundColor` for plain
/// strings, attributed strings with their own attributes, wrapping, truncation, alignment.
@MainActor
final class CATextLayerRenderingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    private func textLayer(_ string: Any?, size: CGSize, configure: (CATextLayer) -> Void = { _ in }) -> CATextLayer {
        _ = UIView() // UIKit starts (and installs its text system)
        let layer = CATextLayer()
        layer.bounds = CGRect(origin: .zero, size: size)
        layer.string = string
        configure(layer)
        CATransaction.flush()
        return layer
    }

    private func ink(_ layer: CATextLayer) -> CGRect? {
        (layer.contents as? CGImage)?.inkBounds(scale: layer.contentsScale)
    }

    func testUIKitInstallsItsTextSystem() async {
        _ = UIView()
        XCTAssertNotNil(CATextLayer._textRenderer)
    }

    func testPlainStringIsDrawnAtTheTopInTheForegroundColor() async throws {
        let layer = textLayer("Hello", size: CGSize(width: 120, height: 80)) {
            $0.fontSize = 20
            $0.foregroundColor = UIColor.red.cgColor
        }
        let image = try XCTUnwrap(layer.contents as? CGImage)
        let ink = try XCTUnwrap(image.inkBounds())
        XCTAssertLessThan(ink.minY, 10, "Core Animation: the first line is aligned to the top")
        XCTAssertLessThan(ink.maxY, 30, "one 20-point line")
        XCTAssertLessThan(ink.minX, 4, "natural alignment is left in a left-to-right language")
        XCTAssertTrue(image.containsPixel { r, g, b, a in a > 200 && r > 200 && g < 40 && b < 40 }, "red text")
        XCTAssertFalse(image.containsPixel { r, g, b, a in a > 0 && (g > r || b > r) }, "nothing but red")
    }

    func testDefaultsDrawWhite36PointText() async throws {
        let layer = textLayer("H", size: CGSize(width: 60, height: 60))
        let image = try XCTUnwrap(layer.contents as? CGImage)
        let ink = try XCTUnwrap(image.inkBounds())
        // The system font's cap height is about 0.71 em: about 26 points at 36.
        XCTAssertEqual(ink.height, 26, accuracy: 3)
        XCTAssertTrue(image.containsPixel { r, g, b, a in a == 255 && r == 255 && g == 255 && b == 255 }, "opaque white")
    }

    func testAlignmentModesPlaceTheLine() async throws {
        func inkX(_ mode: CATextLayerAlignmentMode) throws -> CGRect {
            try XCTUnwrap(ink(textLayer("abc", size: CGSize(width: 200, height: 30)) {
                $0.fontSize = 18
                $0.alignmentMode = mode
            }))
        }
        let left = try inkX(.left), right = try inkX(.right), center = try inkX(.center), natural = try inkX(.natural)
        XCTAssertLessThan(left.minX, 3)
        XCTAssertGreaterThan(right.maxX, 196)
        XCTAssertEqual(center.midX, 100, accuracy: 2)
        XCTAssertEqual(natural, left)
        XCTAssertEqual(left.width, right.width, accuracy: 1, "the same line, moved")
    }

    func testWrappedTextBreaksIntoLinesWithinTheWidth() async throws {
        let words = "the quick brown fox jumps over the lazy dog"
        let single = try XCTUnwrap(ink(textLayer(words, size: CGSize(width: 100, height: 200)) { $0.fontSize = 14 }))
        let wrapped = try XCTUnwrap(ink(textLayer(words, size: CGSize(width: 100, height: 200)) {
            $0.fontSize = 14
            $0.isWrapped = true
        }))
        XCTAssertLessThan(single.height, 20, "not wrapped: one line, cut at the edge")
        XCTAssertGreaterThan(single.maxX, 97, "the line runs past the right edge")
        XCTAssertGreaterThan(wrapped.height, 50, "several lines")
        XCTAssertLessThanOrEqual(wrapped.maxX, 100)
    }

    func testTruncationModesPutTheEllipsisWhereAsked() async throws {
        let long = "abcdefghijklmnopqrstuvwxyz0123456789"
        func layer(_ mode: CATextLayerTruncationMode) -> CATextLayer {
            textLayer(long, size: CGSize(width: 120, height: 24)) {
                $0.fontSize = 16
                $0.truncationMode = mode
            }
        }
        let noneImage = try XCTUnwrap(layer(.none).contents as? CGImage)
        let endImage = try XCTUnwrap(layer(.end).contents as? CGImage)
        let none = try XCTUnwrap(noneImage.inkBounds()), end = try XCTUnwrap(endImage.inkBounds())
        XCTAssertGreaterThan(none.maxX, 117, "no truncation: cut at the edge")
        // The last few points of ink are the ellipsis's last dot: short, on the baseline.
        let endTail = try XCTUnwrap(endImage.inkBounds(columns: (end.maxX - 3)...end.maxX))
        let noneTail = try XCTUnwrap(noneImage.inkBounds(columns: (none.maxX - 3)...none.maxX))
        XCTAssertLessThan(endTail.height, 4, "a dot")
        XCTAssertGreaterThan(noneTail.height, 6, "a cut glyph")
        let images = [CATextLayerTruncationMode.start, .middle, .end].map { layer($0).contents as? CGImage }
        let pngs = images.map { $0?.pngData() }
        XCTAssertNotEqual(pngs[0], pngs[1])
        XCTAssertNotEqual(pngs[1], pngs[2])
        XCTAssertNotEqual(pngs[0], pngs[2])
    }

    func testWrappedTextTruncatesTheLastLineThatFits() async throws {
        let words = "one two three four five six seven eight nine ten eleven twelve"
        let layer = textLayer(words, size: CGSize(width: 90, height: 40)) {
            $0.fontSize = 14
            $0.isWrapped = true
            $0.truncationMode = .end
        }
        let bounds = try XCTUnwrap(ink(layer))
        XCTAssertLessThanOrEqual(bounds.maxY, 40, "only whole lines that fit are drawn")
        XCTAssertGreaterThan(bounds.height, 20, "two lines")
        XCTAssertEqual(layer.preferredFrameSize().width, 90, accuracy: 10)
        XCTAssertGreaterThan(layer.preferredFrameSize().height, 60, "all the lines, wrapped to the width")
    }

    func testAttributedStringUsesItsOwnAttributes() async throws {
        let text = NSMutableAttributedString(string: "AB", attributes: [.font: UIFont.systemFont(ofSize: 10),
                                                                         .foregroundColor: UIColor.blue])
        text.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 1, length: 1))
        let layer = textLayer(text, size: CGSize(width: 100, height: 50)) {
            $0.fontSize = 40
            $0.foregroundColor = UIColor.red.cgColor
        }
        let image = try XCTUnwrap(layer.contents as? CGImage)
        let bounds = try XCTUnwrap(image.inkBounds())
        XCTAssertLessThan(bounds.height, 12, "the attributed font (10 points), not fontSize")
        XCTAssertTrue(image.containsPixel { r, g, b, a in a > 200 && b > 200 && r < 40 })
        XCTAssertTrue(image.containsPixel { r, g, b, a in a > 100 && g > 100 && r < 40 && b < 40 })
        XCTAssertFalse(image.containsPixel { r, g, b, a in a > 0 && r > 100 }, "foregroundColor is ignored")
    }

    func testFontByNameAndByUIFontUseFontSize() async throws {
        let mono = try XCTUnwrap(UIFont(name: "DejaVu Sans Mono", size: 30))
        let byName = textLayer("iiMM", size: CGSize(width: 200, height: 50)) {
            $0.font = "DejaVu Sans Mono"
            $0.fontSize = 30
        }
        let expected = NSAttributedString(string: "iiMM", attributes: [.font: mono]).size()
        XCTAssertEqual(byName.preferredFrameSize().width, expected.width.rounded(.up), accuracy: 0.5)
        let byFont = textLayer("iiMM", size: CGSize(width: 200, height: 50)) {
            $0.font = UIFont(name: "DejaVu Sans Mono", size: 5)
            $0.fontSize = 30
        }
        XCTAssertEqual(byFont.preferredFrameSize(), byName.preferredFrameSize(), "the font's own size is ignored")
        XCTAssertEqual(ink(byFont), ink(byName))
    }

    func testFontAsCGFontDrawsThatFace() async throws {
        let cgFont = try XCTUnwrap(CGFont("DejaVuSansMono" as CFString))
        let byCGFont = textLayer("iiMM", size: CGSize(width: 200, height: 50)) {
            $0.font = cgFont
            $0.fontSize = 30
        }
        let byName = textLayer("iiMM", size: CGSize(width: 200, height: 50)) {
            $0.font = "DejaVu Sans Mono"
            $0.fontSize = 30
        }
        XCTAssertEqual(byCGFont.preferredFrameSize(), byName.preferredFrameSize())
        XCTAssertEqual(ink(byCGFont), ink(byName))
        let system = textLayer("iiMM", size: CGSize(width: 200, height: 50)) { $0.fontSize = 30 }
        XCTAssertNotEqual(system.preferredFrameSize().width, byCGFont.preferredFrameSize().width,
                          "a monospaced face, not the system font")
    }

    func testUnknownFontNameFallsBackToTheSystemFontWithOneLogLine() async throws {
        var layers: [CATextLayer] = []
        let log = LogCapture.capture {
            for _ in 0..<2 {
                layers.append(textLayer("Hi", size: CGSize(width: 80, height: 40)) { $0.font = "No Such Font Family 42" })
            }
        }
        XCTAssertEqual(log.lines.filter { $0.contains("No Such Font Family 42") }.count, 1, "\(log.lines)")
        let system = textLayer("Hi", size: CGSize(width: 80, height: 40))
        XCTAssertEqual(ink(layers[0]), ink(system))
    }

    func testContentsScaleSharpensTheText() async throws {
        let layer = textLayer("x", size: CGSize(width: 30, height: 40)) { $0.contentsScale = 3 }
        let image = try XCTUnwrap(layer.contents as? CGImage)
        XCTAssertEqual(image.width, 90)
        XCTAssertEqual(image.height, 120)
    }

    func testTextLayerInAViewSnapshot() async {
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 96))
        host.backgroundColor = UIColor(red: 0.12, green: 0.14, blue: 0.2, alpha: 1)
        func add(_ string: Any, _ frame: CGRect, _ configure: (CATextLayer) -> Void) {
            let layer = CATextLayer()
            layer.frame = frame
            layer.string = string
            layer.contentsScale = 2
            configure(layer)
            host.layer.addSublayer(layer)
        }
        add("Title", CGRect(x: 8, y: 4, width: 144, height: 24)) {
            $0.fontSize = 18
            $0.font = UIFont.boldSystemFont(ofSize: 18)
            $0.alignmentMode = .center
        }
        add("A wrapped paragraph of text in a layer", CGRect(x: 8, y: 30, width: 144, height: 34)) {
            $0.fontSize = 12
            $0.isWrapped = true
            $0.foregroundColor = UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1).cgColor
        }
        let attributed = NSMutableAttributedString(string: "red ", attributes: [.foregroundColor: UIColor.red,
                                                                                 .font: UIFont.systemFont(ofSize: 13)])
        attributed.append(NSAttributedString(string: "and a tail that is truncated", attributes: [
            .foregroundColor: UIColor.cyan, .font: UIFont.italicSystemFont(ofSize: 13)]))
        add(attributed, CGRect(x: 8, y: 70, width: 144, height: 20)) { $0.truncationMode = .end }
        let failure = Snapshot.verify(host, named: "text-layers", scale: 2)
        XCTAssertNil(failure, failure?.message ?? "")
    }
}
