import XCTest
import UIKit
import UIKitTesting

/// iOS 16–18 additions that UIKit keeps as settings: traits, Writing Tools, preferred
/// transitions, text highlights, button indicators.
@MainActor
final class IOS16To18AdditionsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testIOS17TraitsDefaultsOverridesAndInheritance() async {
        let plain = UITraitCollection()
        XCTAssertNil(plain.typesettingLanguage, "UIKit: nil unless set")
        XCTAssertEqual(plain.imageDynamicRange, .unspecified)
        XCTAssertEqual(plain.sceneCaptureState, .unspecified)
        XCTAssertEqual(UIImage.DynamicRange.high.rawValue, 2)
        XCTAssertEqual(UISceneCaptureState.active.rawValue, 1)

        let japanese = Locale.Language(identifier: "ja")
        XCTAssertEqual(UITraitCollection(typesettingLanguage: japanese).typesettingLanguage, japanese)
        let changed = plain.modifyingTraits { $0.imageDynamicRange = .constrainedHigh }
        XCTAssertEqual(changed.imageDynamicRange, .constrainedHigh)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = UIView(), child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        window.makeKeyAndVisible()
        parent.traitOverrides.typesettingLanguage = japanese
        parent.traitOverrides.sceneCaptureState = .active
        XCTAssertEqual(child.traitCollection.typesettingLanguage, japanese, "overrides pass down the hierarchy")
        XCTAssertEqual(child.traitCollection.sceneCaptureState, .active)
        withExtendedLifetime(window) {}
    }

    func testWritingToolsSettingsOnTextViews() async {
        let textView = UITextView()
        XCTAssertEqual(textView.writingToolsBehavior, .none, "Linux has no Writing Tools")
        textView.writingToolsBehavior = .default
        XCTAssertEqual(textView.writingToolsBehavior, .none, "UIKit never reports .default")
        textView.writingToolsBehavior = .limited
        XCTAssertEqual(textView.writingToolsBehavior, .limited)
        textView.allowedWritingToolsResultOptions = [.plainText, .list]
        XCTAssertEqual(textView.allowedWritingToolsResultOptions, [.plainText, .list])
        XCTAssertFalse(textView.isWritingToolsActive)
        let field = UITextField()
        field.writingToolsBehavior = .complete
        XCTAssertEqual(field.writingToolsBehavior, .complete)
        field.mathExpressionCompletionType = .no
        XCTAssertEqual(field.mathExpressionCompletionType, .no)
        XCTAssertEqual(UIWritingToolsBehavior.none.rawValue, -1)
        XCTAssertEqual(UIWritingToolsResultOptions.table.rawValue, 8)
    }

    func testPreferredTransitionIsKeptWithItsZoomOptions() async {
        let controller = UIViewController()
        XCTAssertNil(controller.preferredTransition)
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingColor = .black
        options.interactiveDismissShouldBegin = { $0.willBegin }
        let source = UIView()
        controller.preferredTransition = .zoom(options: options) { _ in source }
        XCTAssertNotNil(controller.preferredTransition)
        controller.preferredTransition = .crossDissolve
        XCTAssertNotNil(controller.preferredTransition)
        let copy = options.copy() as? UIZoomTransitionOptions
        XCTAssertEqual(copy?.dimmingColor, .black)
        XCTAssertFalse(copy === options, "the options are copied")
    }

    func testTextHighlightAttributesAndButtonIndicator() async {
        XCTAssertEqual(NSAttributedString.Key.textHighlightStyle.rawValue, "NSTextHighlightStyle")
        XCTAssertEqual(NSAttributedString.TextHighlightColorScheme.mint.rawValue, "NSTextHighlightColorSchemeMint")
        let text = NSAttributedString(string: "note", attributes: [.textHighlightStyle: NSAttributedString.TextHighlightStyle.default])
        XCTAssertEqual(text.attribute(.textHighlightStyle, at: 0, effectiveRange: nil) as? NSAttributedString.TextHighlightStyle, .default)
        var configuration = UIButton.Configuration.plain()
        XCTAssertEqual(configuration.indicator, .automatic)
        configuration.indicator = .popup
        let button = UIButton(configuration: configuration)
        XCTAssertEqual(button.configuration?.indicator, .popup)
    }
}

/// iOS 17's `UIImageReader`.
@MainActor
final class UIImageReaderTests: XCTestCase {
    private func pngData(width: CGFloat, height: CGFloat) -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        }
    }

    // Async contexts pick the async overloads: the synchronous ones are called from here.
    private func read(_ reader: UIImageReader, _ data: Data) -> UIImage? { reader.image(data: data) }
    private func read(_ reader: UIImageReader, contentsOf url: URL) -> UIImage? { reader.image(contentsOf: url) }

    func testReaderDecodesAndScalesToTheThumbnailSize() async throws {
        let data = try XCTUnwrap(pngData(width: 200, height: 100))
        let full = try XCTUnwrap(read(.default, data))
        XCTAssertEqual(full.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(full.scale, 1)
        var configuration = UIImageReader.Configuration()
        XCTAssertEqual(configuration.preferredThumbnailSize, .zero)
        configuration.preferredThumbnailSize = CGSize(width: 50, height: 50)
        let reader = UIImageReader(configuration: configuration)
        let thumbnail = try XCTUnwrap(read(reader, data))
        XCTAssertEqual(thumbnail.size, CGSize(width: 50, height: 25), "fits the size, aspect kept")
        let asynchronous = await reader.image(data: data)
        XCTAssertEqual(asynchronous?.size, CGSize(width: 50, height: 25))
        XCTAssertNil(read(reader, Data([1, 2, 3])))
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let fromFile = read(reader, contentsOf: url)
        XCTAssertEqual(fromFile?.size, CGSize(width: 50, height: 25))
    }
}

/// iOS 17's letterform-aware sizing and image dynamic range settings.
@MainActor
final class LetterformAndDynamicRangeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSizingRuleIsKeptOnTextViews() async {
        let label = UILabel()
        XCTAssertEqual(label.sizingRule, .typographic, "UIKit: typographic")
        label.sizingRule = .oversize
        XCTAssertEqual(label.sizingRule, .oversize)
        let adjusting: [any UILetterformAwareAdjusting] = [UILabel(), UITextField(), UITextView()]
        XCTAssertTrue(adjusting.allSatisfy { $0.sizingRule == .typographic })
        XCTAssertEqual(UILetterformAwareSizingRule.oversize.rawValue, 1)
    }

    func testNotificationSettingsURLIsUIKitsAndNotOpened() async throws {
        XCTAssertEqual(UIApplication.openNotificationSettingsURLString, "app-settings:notifications")
        let url = try XCTUnwrap(URL(string: UIApplication.openNotificationSettingsURLString))
        let opened = await UIApplication.shared.open(url)
        XCTAssertFalse(opened, "Linux has no Settings app")
    }

    func testImageDynamicRangeOnLinuxIsStandard() async {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        XCTAssertFalse(image.isHighDynamicRange)
        XCTAssertTrue(image.imageRestrictedToStandardDynamicRange() === image)
        let view = UIImageView(image: image)
        XCTAssertEqual(view.preferredImageDynamicRange, .unspecified)
        view.preferredImageDynamicRange = .high
        XCTAssertEqual(view.preferredImageDynamicRange, .high)
        XCTAssertEqual(view.imageDynamicRange, .standard, "Linux shows standard range")
    }
}
