import XCTest
import UIKit
import UIKitTesting

/// Malformed text input has defined behaviour: no crash, no hang, a log line where something
/// is dropped.
@MainActor
final class TextBadInputTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testInvalidSizesAndRectanglesAreHarmless() async {
        let log = LogCapture.capture {
            let zero = UIFont.systemFont(ofSize: 0)
            XCTAssertEqual(zero.lineHeight, 0)
            XCTAssertEqual("Zero".size(withAttributes: [.font: zero]).width, 0, accuracy: 0.01)
            XCTAssertEqual(UIFont.systemFont(ofSize: .nan).pointSize, 0)
            XCTAssertEqual(UIFont.systemFont(ofSize: -4).pointSize, 0)
            _ = TextRendering.render(size: CGSize(width: 40, height: 40)) { _ in
                "NaN".draw(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), withAttributes: nil)
                "Inf".draw(at: CGPoint(x: CGFloat.infinity, y: 0), withAttributes: nil)
                "Huge".draw(in: CGRect(x: 0, y: 0, width: 1e12, height: 1e12), withAttributes: nil)
                "Negative".draw(in: CGRect(x: 0, y: 0, width: -50, height: -50), withAttributes: nil)
            }
            let rect = "Unbounded".boundingRect(with: CGSize(width: CGFloat.nan, height: CGFloat.infinity),
                                                options: .usesLineFragmentOrigin, attributes: nil, context: nil)
            XCTAssertTrue(rect.width.isFinite && rect.height.isFinite)
        }
        XCTAssertTrue(log.contains("invalid point size"))
    }

    func testOddCharactersMeasureAndDraw() async {
        let strings = ["\n\n\n", "a\u{0}b", "zero\u{200B}width\u{FEFF}joiners", "\t\ttabs", "\u{202E}override",
                       String(repeating: "long ", count: 2000)]
        for string in strings {
            let size = string.size(withAttributes: nil)
            XCTAssertTrue(size.width.isFinite && size.height.isFinite)
            _ = string.boundingRect(with: CGSize(width: 100, height: 0), options: .usesLineFragmentOrigin, attributes: nil, context: nil)
        }
        XCTAssertEqual("\n\n".size(withAttributes: nil).height, 3 * UIFont.systemFont(ofSize: 12).lineHeight, accuracy: 0.01,
                       "every paragraph, even empty, is a line")
    }

    func testWrongAttributeValueTypesAreIgnored() async {
        let attributes: [NSAttributedString.Key: Any] = [.font: "not a font", .foregroundColor: 42, .paragraphStyle: "x",
                                                         .kern: "wide", .shadow: UIColor.red, .underlineStyle: "single"]
        XCTAssertEqual("Text".size(withAttributes: attributes), "Text".size(withAttributes: nil))
        let bitmap = TextRendering.render(size: CGSize(width: 60, height: 30)) { _ in
            "Text".draw(at: CGPoint(x: 2, y: 2), withAttributes: attributes)
        }
        XCTAssertGreaterThan(bitmap.count(), 0)
    }

    func testTextDrawsFromAnotherThread() async {
        let size = await Task.detached { () -> CGSize in
            "Background".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)])
        }.value
        XCTAssertEqual(size, "Background".size(withAttributes: [.font: UIFont.systemFont(ofSize: 14)]))
    }
}
