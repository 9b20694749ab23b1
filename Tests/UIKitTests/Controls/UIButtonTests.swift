import XCTest
import FrameworkTestSupport
import UIKit
import UIKitTesting

@MainActor
final class UIButtonTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testPrimaryActionGivesTitleAndImageAndRunsOnTap() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        var runs = 0
        let action = UIAction(title: "Save", subtitle: "now", image: image) { _ in runs += 1 }
        XCTAssertEqual(action.subtitle, "now")
        XCTAssertTrue(action.image === image)
        let button = UIButton(type: .system, primaryAction: action)
        XCTAssertEqual(button.title(for: .normal), "Save")
        XCTAssertTrue(button.image(for: .normal) === image)
        button.sendActions(for: .primaryActionTriggered)
        XCTAssertEqual(runs, 1)
    }

    func testTitleForStateFallsBackToNormal() async {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertNil(button.title(for: .normal))
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(button.title(for: .normal), "Normal")
        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.title(for: .disabled), "Normal", "UIKit: unset states use the normal title")
        XCTAssertEqual(button.title(for: .selected), "Normal")
        XCTAssertEqual(button.currentTitle, "Normal")
        button.isHighlighted = true
        XCTAssertEqual(button.currentTitle, "Pressed")
        button.setTitle(nil, for: .highlighted)
        XCTAssertEqual(button.currentTitle, "Normal")
    }

    func testTitleColorPerState() async {
        let button = UIButton(type: .custom)
        XCTAssertEqual(button.buttonType, .custom)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .selected)
        XCTAssertEqual(button.titleColor(for: .highlighted), .red)
        button.isSelected = true
        XCTAssertEqual(button.currentTitleColor, .green)
    }

    func testDefaultInitializerMakesACustomButton() async {
        XCTAssertEqual(UIButton().buttonType, .custom)
        XCTAssertEqual(UIButton(frame: .zero).buttonType, .custom)
        XCTAssertEqual(UIButton.ButtonType.roundedRect, .system)
    }

    // MARK: Per-state fallback

    func testCombinedStatesFallBackToNormalNotToTheirParts() async {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Selected", for: .selected)
        button.isSelected = true
        XCTAssertEqual(button.currentTitle, "Selected")
        button.isHighlighted = true
        XCTAssertEqual(button.state, [.selected, .highlighted])
        XCTAssertEqual(button.currentTitle, "Normal", "UIKit: [.selected, .highlighted] has no title of its own")
        button.setTitle("Both", for: [.selected, .highlighted])
        XCTAssertEqual(button.currentTitle, "Both")
    }

    func testImagesAndBackgroundImagesPerState() async {
        let button = UIButton(type: .custom)
        let normal = dotImage(.red), disabled = dotImage(.gray)
        button.setImage(normal, for: .normal)
        button.setBackgroundImage(disabled, for: .disabled)
        XCTAssertTrue(button.currentImage === normal)
        XCTAssertNil(button.currentBackgroundImage)
        button.isEnabled = false
        XCTAssertTrue(button.currentImage === normal, "falls back to the normal image")
        XCTAssertTrue(button.currentBackgroundImage === disabled)
        XCTAssertTrue(button.image(for: .highlighted) === normal)
    }

    func testAttributedTitleWinsOverThePlainTitle() async {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red]), for: .normal)
        XCTAssertEqual(button.currentTitle, "Plain")
        XCTAssertEqual(button.currentAttributedTitle?.string, "Styled")
        XCTAssertEqual(button.titleLabel?.text, "Styled")
        button.setAttributedTitle(nil, for: .normal)
        XCTAssertEqual(button.titleLabel?.text, "Plain")
    }

    func testDefaultTitleColorsByType() async {
        let system = UIButton(type: .system)
        XCTAssertEqual(system.titleColor(for: .normal), system.tintColor, "UIKit: a system button's title is tinted")
        system.tintColor = .systemPink
        XCTAssertEqual(system.currentTitleColor, .systemPink)
        XCTAssertNotEqual(system.titleColor(for: .disabled), .systemPink, "a disabled system title is gray")
        XCTAssertEqual(UIButton(type: .custom).titleColor(for: .normal), .white, "UIKit: a custom button's title is white")
    }

    // MARK: Subviews

    func testTitleLabelShowsTheCurrentStatesTitleAndColor() async {
        let button = UIButton(type: .custom)
        button.setTitle("Off", for: .normal)
        button.setTitle("On", for: .selected)
        button.setTitleColor(.black, for: .normal)
        button.setTitleColor(.green, for: .selected)
        let label = try! XCTUnwrap(button.titleLabel)
        XCTAssertTrue(label.superview === button)
        XCTAssertEqual(label.text, "Off")
        XCTAssertEqual(label.textColor, .black)
        button.isSelected = true
        XCTAssertEqual(label.text, "On")
        XCTAssertEqual(label.textColor, .green)
        XCTAssertTrue(button.titleLabel === label, "the same label all along")
    }

    func testSubviewsAreMadeLazilyAndJoinTheHierarchyWithContent() async {
        let button = UIButton(type: .system)
        XCTAssertTrue(button.subviews.isEmpty)
        let label = try! XCTUnwrap(button.titleLabel, "UIKit makes the title label on first use")
        XCTAssertNil(label.superview, "no title: not in the hierarchy")
        XCTAssertEqual(label.font.pointSize, 15, "UIKit: a button title is the 15-point system font")
        XCTAssertEqual(label.lineBreakMode, .byTruncatingMiddle)
        button.setTitle("Go", for: .normal)
        XCTAssertTrue(label.superview === button)
        button.setImage(dotImage(), for: .normal)
        let imageView = try! XCTUnwrap(button.imageView)
        XCTAssertEqual(button.subviews.map { ObjectIdentifier($0) }, [ObjectIdentifier(imageView), ObjectIdentifier(label)],
                       "the image behind the title")
        button.setTitle(nil, for: .normal)
        XCTAssertNil(label.superview)
    }

    func testSystemButtonDrawsImagesAsTemplatesAndCustomAsIs() async {
        let image = dotImage(.red)
        let system = UIButton(type: .system)
        system.setImage(image, for: .normal)
        XCTAssertEqual(system.imageView?.image?.renderingMode, .alwaysTemplate)
        let custom = UIButton(type: .custom)
        custom.setImage(image, for: .normal)
        XCTAssertTrue(custom.imageView?.image === image)
    }

    func testCustomButtonDarkensAFallbackImageWhileHighlighted() async {
        let image = dotImage(.white)
        let button = UIButton(type: .custom)
        button.setImage(image, for: .normal)
        button.isHighlighted = true
        let shown = try! XCTUnwrap(button.imageView?.image)
        XCTAssertFalse(shown === image, "UIKit: adjustsImageWhenHighlighted darkens the image")
        let center = try! XCTUnwrap(shown.cgImage).pixel(16, 16)
        XCTAssertLessThan(center.r, 230, "darker than white: \(center)")
        button.isHighlighted = false
        XCTAssertTrue(button.imageView?.image === image)
        button.adjustsImageWhenHighlighted = false
        button.isHighlighted = true
        XCTAssertTrue(button.imageView?.image === image)
        let pressed = dotImage(.blue)
        button.adjustsImageWhenHighlighted = true
        button.setImage(pressed, for: .highlighted)
        XCTAssertTrue(button.imageView?.image === pressed, "an image set for the state is shown as it is")
    }

    func testSystemButtonContentFadesWhileHighlighted() async {
        let button = UIButton(type: .system)
        button.setTitle("Fade", for: .normal)
        button.setImage(dotImage(), for: .normal)
        button.isHighlighted = true
        XCTAssertEqual(button.titleLabel?.alpha, 0.2)
        XCTAssertEqual(button.imageView?.alpha, 0.2)
        XCTAssertEqual(button.alpha, 1, "the button itself keeps its alpha")
        button.isHighlighted = false
        XCTAssertEqual(button.titleLabel?.alpha, 1)
        let custom = UIButton(type: .custom)
        custom.setTitle("Custom", for: .normal)
        custom.isHighlighted = true
        XCTAssertEqual(custom.titleLabel?.alpha, 1, "a custom button does not fade")
    }

    func testHighlightEndsWithTheTouchInAWindow() async {
        ManualClock.install()
        let (window, input) = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        window.addSubview(button)
        input.touchDown(0, at: input.center(of: button))
        XCTAssertEqual(button.titleLabel?.alpha, 0.2)
        input.touchUp(0)
        XCTAssertEqual(button.titleLabel?.alpha, 1, "the model value returns at once (the fade is an animation)")
        ManualClock.advance(by: 1)
        XCTAssertEqual(button.titleLabel?.alpha, 1)
    }

    // MARK: Size and layout

    func testIntrinsicSizeIsTheTitlePlusPaddingAndContentInsets() async {
        let button = UIButton(type: .system)
        button.setTitle("A longer title", for: .normal)
        let titleSize = button.titleLabel!.intrinsicContentSize
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: titleSize.width, height: titleSize.height + 12),
                       "UIKit: 6 points above and below the title")
        button.titleEdgeInsets = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        XCTAssertEqual(button.intrinsicContentSize.width, titleSize.width, "UIKit: title insets are not part of the size")
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 4, right: 16)
        XCTAssertEqual(button.intrinsicContentSize, CGSize(width: titleSize.width + 24, height: titleSize.height + 6),
                       "content insets replace the default padding")
        button.sizeToFit()
        XCTAssertEqual(button.bounds.size, button.intrinsicContentSize)
        XCTAssertEqual(button.sizeThatFits(CGSize(width: 10, height: 10)), button.intrinsicContentSize)
    }

    func testIntrinsicSizeAddsTheImageAndKeepsAMinimumWidth() async {
        let button = UIButton(type: .system)
        button.setTitle("A", for: .normal)
        XCTAssertEqual(button.intrinsicContentSize.width, 30, "UIKit: a titled button is at least 30 points wide")
        button.setTitle("Wide title", for: .normal)
        let titleWidth = button.titleLabel!.intrinsicContentSize.width
        button.setImage(dotImage(size: 24), for: .normal)
        XCTAssertEqual(button.intrinsicContentSize.width, titleWidth + 24)
        let imageOnly = UIButton(type: .custom)
        imageOnly.setImage(dotImage(size: 40), for: .normal)
        XCTAssertEqual(imageOnly.intrinsicContentSize, CGSize(width: 40, height: 40))
    }

    func testImageAndTitleAreCenteredAsOneGroup() async {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setImage(dotImage(size: 20), for: .normal)
        button.setTitle("Title", for: .normal)
        button.layoutIfNeeded()
        let image = button.imageView!.frame, title = button.titleLabel!.frame
        XCTAssertEqual(image.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(image.maxX, title.minX, "the title follows the image")
        XCTAssertEqual((image.minX + title.maxX) / 2, 100, accuracy: 0.5, "the group is centered")
        XCTAssertEqual(image.midY, 30, accuracy: 0.5)
        XCTAssertEqual(title.midY, 30, accuracy: 0.5)
    }

    func testContentAlignmentsPlaceTheContent() async {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.setTitle("Title", for: .normal)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 7, bottom: 0, right: 0)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.origin, CGPoint(x: 7, y: 5))
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.maxX, 200)
        XCTAssertEqual(button.titleLabel!.frame.maxY, 60)
        button.contentHorizontalAlignment = .leading
        button.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .right)
        button.setNeedsLayout()
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel!.frame.maxX, 200, "leading is the right in a right-to-left layout")
    }

    func testEdgeInsetsMoveTheTitleAndImageRectangles() async {
        let button = UIButton(type: .custom)
        let bounds = CGRect(x: 0, y: 0, width: 300, height: 40)
        button.setImage(dotImage(size: 32), for: .normal)
        button.setTitle("Title", for: .normal)
        let content = button.contentRect(forBounds: bounds)
        let plainImage = button.imageRect(forContentRect: content)
        let plainTitle = button.titleRect(forContentRect: content)
        button.imageEdgeInsets = UIEdgeInsets(top: 0, left: 50, bottom: 0, right: 0)
        XCTAssertEqual(button.imageRect(forContentRect: content).minX, plainImage.minX + 25,
                       "UIKit: the group is centered in the inset rectangle")
        XCTAssertEqual(button.titleRect(forContentRect: content), plainTitle, "image insets do not move the title")
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 100)
        XCTAssertEqual(button.titleRect(forContentRect: content).minX, plainTitle.minX - 50)
    }

    func testLayoutUsesOverriddenRectangles() async {
        final class StackedButton: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: 0, y: contentRect.maxY - 20, width: contentRect.width, height: 20)
            }
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: 0, y: 0, width: 10, height: 10)
            }
        }
        let button = StackedButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
        button.setTitle("Below", for: .normal)
        button.setImage(dotImage(), for: .normal)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.frame, CGRect(x: 0, y: 60, width: 80, height: 20))
        XCTAssertEqual(button.imageView?.frame, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(button.buttonType, .custom)
    }

    // MARK: Behaviour

    func testChangesSelectionAsPrimaryActionTogglesBeforeTheActionRuns() async {
        let (window, input) = makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 44)
        button.changesSelectionAsPrimaryAction = true
        var seen: [Bool] = []
        button.addAction(UIAction { _ in seen.append(button.isSelected) }, for: .primaryActionTriggered)
        window.addSubview(button)
        input.tap(button)
        input.tap(button)
        XCTAssertEqual(seen, [true, false])
    }

    func testAccessibilityLabelReadsTheTitle() async {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        XCTAssertEqual(button.accessibilityLabel, "Save")
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Send"
        XCTAssertEqual(UIButton(configuration: configuration).accessibilityLabel, "Send")
    }
}
