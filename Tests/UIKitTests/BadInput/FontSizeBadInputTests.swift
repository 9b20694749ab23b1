import XCTest
import UIKit
import UIKitTesting

/// UIFont sizes outside what text layout can measure: clamped with a log line, never a
/// crash in measuring or drawing.
@MainActor
final class FontSizeBadInputTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testHugeSizesAreClampedWithALogLine() async {
        var fonts: [UIFont] = []
        let log = LogCapture.capture {
            fonts = [UIFont.systemFont(ofSize: .greatestFiniteMagnitude), UIFont.boldSystemFont(ofSize: 1e300),
                     UIFont.systemFont(ofSize: 17).withSize(1e9),
                     UIFont(descriptor: UIFont.systemFont(ofSize: 12).fontDescriptor, size: 1e12)]
        }
        XCTAssertTrue(log.contains("larger than"), "\(log.lines)")
        for font in fonts {
            XCTAssertEqual(font.pointSize, 10_000, "the largest size text is laid out at")
            XCTAssertTrue(font.lineHeight.isFinite)
        }
        XCTAssertEqual(UIFont.systemFont(ofSize: 10_000).pointSize, 10_000, "sizes up to the limit are kept")
        XCTAssertEqual(UIFont.systemFont(ofSize: 999).pointSize, 999)
    }

    func testNaNNegativeAndInfiniteSizesBecomeZero() async {
        let log = LogCapture.capture {
            for size in [CGFloat.nan, -1, .infinity, -.infinity, -.greatestFiniteMagnitude] {
                XCTAssertEqual(UIFont.systemFont(ofSize: size).pointSize, 0)
            }
        }
        XCTAssertTrue(log.contains("invalid point size"))
    }

    /// A label with the largest font measures, lays out and draws (Pango's 32-bit extents
    /// used to overflow when added).
    func testLabelWithAHugeFontMeasuresAndDraws() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        LogCapture.capture { label.font = .systemFont(ofSize: .greatestFiniteMagnitude) }
        label.text = "Huge text that wraps over several lines of a very large font"
        label.numberOfLines = 0
        let fitting = label.sizeThatFits(CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude))
        XCTAssertTrue(fitting.width.isFinite && fitting.height.isFinite)
        XCTAssertEqual(label.intrinsicContentSize.height.isFinite, true)
        label.numberOfLines = 1
        _ = label.intrinsicContentSize
        _ = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { label.layer.render(in: $0.cgContext) }
        let long = String(repeating: "W", count: 2_000)
        let size = long.size(withAttributes: [.font: UIFont.systemFont(ofSize: 10_000)])
        XCTAssertTrue(size.width.isFinite && size.height.isFinite)
    }

    func testLabelWithTheLargestNumberOfLines() async {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        label.text = "Several words that wrap over lines"
        for lines in [Int.max, Int.min, -1] {
            label.numberOfLines = lines
            _ = label.sizeThatFits(CGSize(width: 50, height: 1000))
            _ = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 40)).image { label.layer.render(in: $0.cgContext) }
        }
    }
}
