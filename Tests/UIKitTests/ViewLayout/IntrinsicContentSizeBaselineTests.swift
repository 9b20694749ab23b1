import XCTest
@testable import UIKit
import UIKitTesting

/// The baselines the constraint engine aligns: a view's first baseline below its top and its
/// last baseline above its bottom, measured at its intrinsic size.
@MainActor
final class IntrinsicContentSizeBaselineTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testPlainViewsHaveNoBaseline() async {
        for view in [UIView(), UISwitch(), UIImageView(), UIButton(type: .system)] {
            XCTAssertNil(view._firstBaselineOffsetFromTop, "\(type(of: view)): the bottom edge is used")
            XCTAssertNil(view._lastBaselineOffsetFromBottom)
        }
    }

    func testLabelUsesItselfForBaselineLayout() async {
        let label = UILabel()
        XCTAssertTrue(label.forFirstBaselineLayout === label, "UIKit: a label is its own baseline view")
        XCTAssertTrue(label.forLastBaselineLayout === label)
    }

    func testSingleLineLabelBaselineIsTheFontsAscenderBelowTheCenteredLine() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.text = "Baseline"
        let height = label.intrinsicContentSize.height
        let gap = (height - font.lineHeight) / 2 // the line is centered in the rounded-up height
        XCTAssertEqual(label._firstBaselineOffsetFromTop!, gap + font.ascender, accuracy: 0.01)
        XCTAssertEqual(label._lastBaselineOffsetFromBottom!, gap - font.descender, accuracy: 0.01)
        XCTAssertEqual(label._firstBaselineOffsetFromTop! + label._lastBaselineOffsetFromBottom!, height, accuracy: 1e-9,
                       "one line: both baselines are the same line")
    }

    func testEmptyLabelBaselinesComeFromItsFont() async {
        let label = UILabel()
        label.font = .systemFont(ofSize: 30)
        XCTAssertEqual(label._firstBaselineOffsetFromTop, label.font.ascender)
        XCTAssertEqual(label._lastBaselineOffsetFromBottom, -label.font.descender)
    }

    func testMultilineLabelLastBaselineIsItsLastLines() async {
        let font = UIFont.systemFont(ofSize: 17)
        let label = UILabel()
        label.numberOfLines = 3
        label.preferredMaxLayoutWidth = 100
        label.text = "The quick brown fox jumps over the lazy dog and keeps on running"
        let height = label.intrinsicContentSize.height
        XCTAssertEqual(height, (3 * font.lineHeight).rounded(.up))
        let gap = (height - 3 * font.lineHeight) / 2
        XCTAssertEqual(label._firstBaselineOffsetFromTop!, gap + font.ascender, accuracy: 0.01, "the first line's")
        XCTAssertEqual(label._lastBaselineOffsetFromBottom!, gap - font.descender, accuracy: 0.01, "the third line's")
    }

    func testButtonBaselineIsItsTitlesAtTheIntrinsicSize() async {
        let button = UIButton(type: .system)
        button.setTitle("Continue", for: .normal)
        let label = button.titleLabel!
        let size = button.intrinsicContentSize
        // UIKit: 6 points above and below the title (no content insets).
        XCTAssertEqual(button._firstBaselineOffsetFromTop!, 6 + label._firstBaselineOffsetFromTop!, accuracy: 1e-9)
        XCTAssertEqual(button._lastBaselineOffsetFromBottom!, 6 + label._lastBaselineOffsetFromBottom!, accuracy: 1e-9)
        XCTAssertEqual(size.height, 12 + label.intrinsicContentSize.height)

        button.contentEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 4, right: 0)
        XCTAssertEqual(button._firstBaselineOffsetFromTop!, 10 + label._firstBaselineOffsetFromTop!, accuracy: 1e-9)
        XCTAssertEqual(button._lastBaselineOffsetFromBottom!, 4 + label._lastBaselineOffsetFromBottom!, accuracy: 1e-9)
    }

    func testConfiguredButtonLastBaselineIsItsSubtitles() async {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.subtitle = "Subtitle"
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 7, trailing: 5)
        configuration.titlePadding = 3
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!, subtitle = button.subtitleLabel!
        let size = button.intrinsicContentSize
        let textHeight = title.intrinsicContentSize.height + 3 + subtitle.intrinsicContentSize.height
        XCTAssertEqual(size.height, (5 + textHeight + 7).rounded(.up))
        XCTAssertEqual(button._firstBaselineOffsetFromTop!, 5 + title._firstBaselineOffsetFromTop!, accuracy: 0.5)
        XCTAssertEqual(button._lastBaselineOffsetFromBottom!, size.height - 5 - textHeight + subtitle._lastBaselineOffsetFromBottom!,
                       accuracy: 0.5)
    }
}
