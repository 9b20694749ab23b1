import XCTest
import UIKit
import UIKitTesting

/// `UIButton.Configuration`'s attributed title and subtitle and its text attribute transformers.
@MainActor
final class UIButtonAttributedTitleTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testTitleAndAttributedTitleAreOneValue() async {
        var configuration = UIButton.Configuration.plain()
        var title = AttributedString("Go")
        title.font = .boldSystemFont(ofSize: 30)
        configuration.attributedTitle = title
        XCTAssertEqual(configuration.title, "Go")
        configuration.title = "Stop"
        XCTAssertEqual(configuration.attributedTitle, AttributedString("Stop"), "a plain title drops the attributes")
        configuration.title = nil
        XCTAssertNil(configuration.attributedTitle)
        configuration.attributedSubtitle = AttributedString("sub")
        XCTAssertEqual(configuration.subtitle, "sub")
    }

    func testAttributedTitleKeepsItsFontOverTheStyleAndSizesTheButton() async {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Go"
        let plain = UIButton(configuration: configuration)
        let plainSize = plain.intrinsicContentSize
        var title = AttributedString("Go")
        title.font = .boldSystemFont(ofSize: 40)
        configuration.attributedTitle = title
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemOrange
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Go")
        XCTAssertEqual(button.titleLabel?.font.pointSize, 40)
        XCTAssertEqual(button.titleLabel?.textColor, .systemOrange, "the style's color fills what the title leaves out")
        XCTAssertGreaterThan(button.intrinsicContentSize.height, plainSize.height + 20)
        XCTAssertGreaterThan(button.intrinsicContentSize.width, plainSize.width + 10)

        // Back to a plain title: the style's font again.
        var plainAgain = configuration
        plainAgain.title = "Go"
        button.configuration = plainAgain
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.font.pointSize, plain.titleLabel?.font.pointSize)
        XCTAssertEqual(button.intrinsicContentSize, plainSize)
    }

    func testAttributedSubtitleColorWins() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Title"
        var subtitle = AttributedString("Subtitle")
        subtitle.foregroundColor = .systemYellow
        configuration.attributedSubtitle = subtitle
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        XCTAssertEqual(button.subtitleLabel?.text, "Subtitle")
        XCTAssertEqual(button.subtitleLabel?.textColor, .systemYellow)
        XCTAssertEqual(button.titleLabel?.textColor, .white)
    }

    func testTransformerGetsTheStyleAttributesAndItsOutputIsShown() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Big"
        let base = UIButton(configuration: configuration).intrinsicContentSize
        var seenColors: [UIColor?] = []
        var seenSizes: [CGFloat?] = []
        configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            seenColors.append(incoming.foregroundColor)
            seenSizes.append(incoming.font?.pointSize)
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 34)
            return outgoing
        }
        let button = UIButton(configuration: configuration)
        button.layoutIfNeeded()
        XCTAssertEqual(seenColors.last, .white, "a filled button's title color reaches the transformer")
        XCTAssertNotNil(seenSizes.last ?? nil)
        XCTAssertEqual(button.titleLabel?.font.pointSize, 34)
        XCTAssertEqual(button.titleLabel?.text, "Big")
        XCTAssertGreaterThan(button.intrinsicContentSize.height, base.height + 10)
        let transformer = UIConfigurationTextAttributesTransformer { _ in AttributeContainer() }
        XCTAssertNil(transformer(AttributeContainer().font(.systemFont(ofSize: 3))).font)
    }

    func testTransformerSetOnEachUpdateFollowsTheState() async {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Press"
        let button = UIButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            var updated = button.configuration
            let size: CGFloat = button.isHighlighted ? 30 : 12
            updated?.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                var outgoing = incoming
                outgoing.font = .systemFont(ofSize: size)
                return outgoing
            }
            button.configuration = updated
        }
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.font.pointSize, 12)
        let small = button.intrinsicContentSize
        button.isHighlighted = true
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.font.pointSize, 30)
        XCTAssertGreaterThan(button.intrinsicContentSize.height, small.height + 10)
    }

    func testConfigurationsWithTransformersCompareByTransformer() async {
        let transformer = UIConfigurationTextAttributesTransformer { $0 }
        var first = UIButton.Configuration.plain()
        first.titleTextAttributesTransformer = transformer
        var second = UIButton.Configuration.plain()
        second.titleTextAttributesTransformer = transformer
        XCTAssertEqual(first, second)
        second.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        XCTAssertNotEqual(first, second)
    }
}
