import XCTest
@testable import UIKit
import UIKitTesting

/// A label's plain text is turned into engine input without Foundation; the input must be
/// the one the attributed-string path makes, and measuring leaves colors out.
@MainActor final class LabelPlainInputTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// The input the attributed-string path makes from the label's text.
    private func attributedPathInput(_ label: UILabel, measuring: Bool) -> TextLayoutInput {
        var defaults = TextDefaults()
        defaults.font = label.font
        defaults.measuresOnly = measuring
        if !measuring { defaults.color = TextRGBA(label.textColor.cgColor) }
        return TextDrawing.input(label.attributedText!, defaults: defaults, uniformAttributes: label.plainTextAttributes)
    }

    func testPlainInputIsTheAttributedPathsInput() async {
        let texts = ["Card 17", "Subtitle of card 999", " ", "~`@#$%^&*()_+-={}[]|\\:;<>?/", "tab\there", "ffi office"]
        for text in texts {
            for configure in [
                { (_: UILabel) in },
                { $0.font = .boldSystemFont(ofSize: 13); $0.textAlignment = .center },
                { $0.lineBreakMode = .byWordWrapping; $0.numberOfLines = 0; $0.textColor = .red },
                { $0.font = UIFont(name: "Times New Roman", size: 19); $0.isEnabled = false },
            ] as [(UILabel) -> Void] {
                let label = UILabel()
                configure(label)
                label.text = text
                for measuring in [true, false] {
                    guard let input = label.layoutInput(size: .zero, numberOfLines: label.numberOfLines, measuring: measuring) else {
                        return XCTFail("no input for \(text)")
                    }
                    let expected = attributedPathInput(label, measuring: measuring)
                    if measuring || label.isEnabled {
                        XCTAssertEqual(input.paragraphs, expected.paragraphs, "\(text), measuring: \(measuring)")
                    }
                    XCTAssertEqual(input.paragraphs.count, 1)
                    XCTAssertEqual(input.paragraphs[0].utf8, Array(text.utf8))
                    XCTAssertEqual(input.shadows, [])
                }
            }
        }
    }

    func testMeasuringLeavesColorsOutAndDrawingKeepsThem() async {
        let label = UILabel()
        label.textColor = .red
        label.text = "Open"
        let measured = label.layoutInput(size: .zero, numberOfLines: 1, measuring: true)!
        XCTAssertEqual(measured.paragraphs[0].runs[0].color, .black)
        let drawn = label.layoutInput(size: .zero, numberOfLines: 1)!
        XCTAssertEqual(drawn.paragraphs[0].runs[0].color, TextRGBA(red: 1, green: 0, blue: 0, alpha: 1))
        label.isEnabled = false
        XCTAssertEqual(label.layoutInput(size: .zero, numberOfLines: 1)!.paragraphs[0].runs[0].color,
                       TextRGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    /// Text the plain path leaves to the attributed-string path still measures as before.
    func testTextThePlainPathRefusesIsMeasuredByTheAttributedPath() async {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Two\nlines"
        let input = label.layoutInput(size: .zero, numberOfLines: 0, measuring: true)!
        XCTAssertEqual(input.paragraphs.map(\.utf8), [Array("Two".utf8), Array("lines".utf8)])
        label.text = "Café"
        XCTAssertEqual(label.layoutInput(size: .zero, numberOfLines: 0, measuring: true)!.paragraphs[0].utf8, Array("Café".utf8))
        label.text = "こんにちは"
        XCTAssertEqual(label.layoutInput(size: .zero, numberOfLines: 0, measuring: true)!.paragraphs[0].language, "ja")
        label.shadowColor = .black
        label.text = "Shadow"
        XCTAssertEqual(label.layoutInput(size: .zero, numberOfLines: 0)!.shadows.count, 1)
    }
}
