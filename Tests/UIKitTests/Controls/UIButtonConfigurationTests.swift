import XCTest
import UIKit
import UIKitTesting

@MainActor
final class UIButtonConfigurationTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testConfigurationInitializerMakesASystemButtonShowingIt() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        var sent = 0
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in sent += 1 })
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertEqual(button.configuration?.title, "Send")
        XCTAssertEqual(button.titleLabel?.text, "Send")
        XCTAssertEqual(button.titleLabel?.textColor, .white, "a filled button's title is white")
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(sent, 1)
    }

    func testStylesResolveColorsFromTheTintAndBaseColors() async {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Plain"
        let button = UIButton(configuration: configuration)
        button.tintColor = .systemOrange
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.textColor, .systemOrange, "plain: the title in the tint color")
        configuration.baseForegroundColor = .systemPurple
        button.configuration = configuration
        XCTAssertEqual(button.titleLabel?.textColor, .systemPurple)
        XCTAssertEqual(button.configuration?.baseForegroundColor, .systemPurple)
    }

    func testUpdatedForButtonKeepsTheValuesSet() async {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        configuration.imagePadding = 6
        let button = UIButton(type: .system)
        button.isHighlighted = true
        let updated = configuration.updated(for: button)
        XCTAssertEqual(updated.title, "Title")
        XCTAssertEqual(updated.imagePadding, 6)
    }

    func testStateChangesUpdateTheConfigurationOncePerLayout() async {
        final class CountingButton: UIButton {
            var calls: [String] = []
            override func updateConfiguration() {
                super.updateConfiguration()
                calls.append("update")
            }
        }
        var configuration = UIButton.Configuration.tinted()
        configuration.title = "Off"
        let button = CountingButton(configuration: configuration)
        button.configurationUpdateHandler = { button in
            (button as? CountingButton)?.calls.append("handler")
            var updated = button.configuration
            updated?.title = button.isSelected ? "On" : "Off"
            button.configuration = updated
        }
        button.layoutIfNeeded()
        button.calls.removeAll()
        button.isSelected = true
        button.isHighlighted = true
        button.isHighlighted = false
        XCTAssertEqual(button.calls, [], "UIKit: updates wait for the next layout")
        button.layoutIfNeeded()
        XCTAssertEqual(button.calls, ["update", "handler"], "several requests, one update: updateConfiguration, then the handler")
        XCTAssertEqual(button.titleLabel?.text, "On")
        XCTAssertEqual(button.configuration?.title, "On")
        button.setNeedsUpdateConfiguration()
        button.setNeedsUpdateConfiguration()
        button.layoutIfNeeded()
        XCTAssertEqual(button.calls.count, 4)
    }

    func testIntrinsicSizeIsTheContentPlusTheSizesInsets() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Button"
        let button = UIButton(configuration: configuration)
        let title = button.titleLabel!.intrinsicContentSize
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12))
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: title.width + 24, height: title.height + 14))
        configuration.buttonSize = .large
        XCTAssertEqual(configuration.contentInsets.leading, 20, "the default insets follow the size")
        configuration.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        button.configuration = configuration
        let large = button.titleLabel!.intrinsicContentSize
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: large.width + 6, height: large.height + 4))
        configuration.setDefaultContentInsets()
        XCTAssertEqual(configuration.contentInsets, NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20))
    }

    func testImagePlacementAndPadding() async {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Title"
        configuration.image = dotImage(size: 20)
        configuration.imagePadding = 10
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        button.layoutIfNeeded()
        var image = button.imageView!.frame, title = button.titleLabel!.frame
        XCTAssertEqual(title.minX - image.maxX, 10, "leading image, then the padding")
        configuration.imagePlacement = .top
        button.configuration = configuration
        button.layoutIfNeeded()
        image = button.imageView!.frame
        title = button.titleLabel!.frame
        XCTAssertEqual(title.minY - image.maxY, 10, "image above the title")
        XCTAssertEqual(image.midX, 100, accuracy: 0.5)
        XCTAssertEqual(title.midX, 100, accuracy: 0.5)
    }

    func testSubtitleLabelExistsOnlyWithASubtitle() async {
        var configuration = UIButton.Configuration.gray()
        configuration.title = "Title"
        let button = UIButton(configuration: configuration)
        XCTAssertNil(button.subtitleLabel)
        configuration.subtitle = "Subtitle"
        button.configuration = configuration
        XCTAssertEqual(button.subtitleLabel?.text, "Subtitle")
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        button.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(button.subtitleLabel!.frame.minY, button.titleLabel!.frame.maxY)
    }

    func testRemovingTheConfigurationRestoresTheLegacyContent() async {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Configured"
        let button = UIButton(configuration: configuration)
        button.setTitle("Legacy", for: .disabled)
        button.configuration = nil
        XCTAssertNil(button.titleLabel?.superview, "no normal title")
        button.isEnabled = false
        XCTAssertEqual(button.titleLabel?.text, "Legacy")
        XCTAssertEqual(button.subviews.count, 1, "the configuration's background is gone")
    }

    func testPerStateTitlesAndImagesShowInAConfiguredButton() async {
        var configuration = UIButton.Configuration.plain()
        configuration.title = "Configured"
        let button = UIButton(configuration: configuration)
        button.setTitle("Pressed", for: .highlighted)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Configured")
        button.isHighlighted = true
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.text, "Pressed")
        let image = dotImage()
        button.setImage(image, for: .normal)
        button.layoutIfNeeded()
        XCTAssertTrue(button.imageView?.superview === button)
        XCTAssertEqual(button.imageView?.image?.size, image.size)
    }
}
