import XCTest
import UIKit
import UIKitTesting

/// Pixels of buttons: reviewed goldens in __Snapshots__/UIButtonDrawingTests.
@MainActor
final class UIButtonDrawingTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    /// System buttons: the title in the tint color; faded while highlighted; gray when
    /// disabled; an image drawn as a template beside the title; a custom button's white title.
    func testLegacyButtons() async {
        let normal = UIButton(type: .system)
        normal.setTitle("Button", for: .normal)
        let highlighted = UIButton(type: .system)
        highlighted.setTitle("Highlighted", for: .normal)
        highlighted.isHighlighted = true
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let withImage = UIButton(type: .system)
        withImage.setImage(dotImage(), for: .normal)
        withImage.setTitle("Image", for: .normal)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.backgroundColor = .systemIndigo
        custom.frame.size = CGSize(width: 120, height: 36)
        let tinted = UIButton(type: .system)
        tinted.setTitle("Red tint", for: .normal)
        tinted.tintColor = .systemRed
        let panel = controlPanel(width: 140, [normal, highlighted, disabled, withImage, custom, tinted])
        assertSnapshot(panel, named: "legacy-buttons", scale: 2)
    }

    /// The content alignments and content insets place the title in a fixed-size button.
    func testContentAlignmentAndInsets() async {
        func button(_ horizontal: UIControl.ContentHorizontalAlignment, _ vertical: UIControl.ContentVerticalAlignment) -> UIButton {
            let button = UIButton(type: .system)
            button.setTitle("Title", for: .normal)
            button.backgroundColor = .systemGray6
            button.contentHorizontalAlignment = horizontal
            button.contentVerticalAlignment = vertical
            button.frame.size = CGSize(width: 120, height: 40)
            return button
        }
        let inset = button(.left, .center)
        inset.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let panel = controlPanel(width: 136, [button(.left, .top), button(.center, .center), button(.right, .bottom), inset])
        assertSnapshot(panel, named: "alignment", scale: 1)
    }

    /// UIButton.Configuration styles: plain, gray, tinted, filled (a subtitle, an image and a
    /// capsule in the last ones).
    func testConfigurationStyles() async {
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Tinted"
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        var subtitled = UIButton.Configuration.filled()
        subtitled.title = "Title"
        subtitled.subtitle = "Subtitle"
        subtitled.image = dotImage()
        subtitled.imagePadding = 8
        subtitled.baseBackgroundColor = .systemGreen
        var capsule = UIButton.Configuration.tinted()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        let buttons = [plain, gray, tinted, filled, subtitled, capsule].map { UIButton(configuration: $0) }
        let panel = controlPanel(width: 140, buttons)
        assertSnapshot(panel, named: "configuration-styles", scale: 2)
    }

    /// The predefined types draw their glyphs: a circled "i", a circled "+", a close button.
    func testPredefinedButtonTypes() async {
        let info = UIButton(type: .detailDisclosure)
        let add = UIButton(type: .contactAdd)
        let close = UIButton(type: .close)
        XCTAssertNotNil(info.currentImage)
        XCTAssertEqual(info.intrinsicContentSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(add.intrinsicContentSize, CGSize(width: 22, height: 22))
        XCTAssertEqual(close.intrinsicContentSize, CGSize(width: 30, height: 30))
        let panel = controlPanel(width: 46, [info, add, close])
        assertSnapshot(panel, named: "predefined-types", scale: 2)
    }
}
