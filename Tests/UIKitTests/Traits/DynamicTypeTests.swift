import XCTest
import UIKit
import UIKitTesting

/// Dynamic Type: text style sizes per content size category, UIFontMetrics, views that adjust
/// their font, and the user's text size setting.
@MainActor
final class DynamicTypeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func traits(_ category: UIContentSizeCategory) -> UITraitCollection {
        UITraitCollection(preferredContentSizeCategory: category)
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    func testTextStyleSizesFollowIOSTable() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraSmall)).pointSize, 14)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.extraExtraExtraLarge)).pointSize, 23)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityMedium)).pointSize, 28)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize, 53)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)).pointSize, 60)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .caption2, compatibleWith: traits(.extraSmall)).pointSize, 11)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .footnote, compatibleWith: traits(.extraLarge)).pointSize, 15)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title1, compatibleWith: traits(.small)).pointSize, 26)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, compatibleWith: traits(.extraLarge)).pointSize, 19)
        let descriptor = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title2, compatibleWith: traits(.extraExtraLarge))
        XCTAssertEqual(descriptor.pointSize, 26)
        XCTAssertEqual(UIFont(descriptor: descriptor, size: 0).pointSize, 26)
        // UIKit: a collection without a category gets the default size.
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize, 17)
        let current = UITraitCollection(preferredContentSizeCategory: .extraExtraLarge)
        current.performAsCurrent {
            XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 21, "the current traits' size")
        }
    }

    func testFontMetricsScaleLikeTheirStyle() async {
        let custom = UIFont.systemFont(ofSize: 20)
        let metrics = UIFontMetrics.default
        XCTAssertEqual(metrics.scaledFont(for: custom).pointSize, 20, "the default size keeps the font")
        XCTAssertEqual(metrics.scaledFont(for: custom, compatibleWith: traits(.extraExtraExtraLarge)).pointSize,
                       20 * 23 / 17, accuracy: 0.0001)
        XCTAssertEqual(metrics.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: traits(.extraExtraExtraLarge)).pointSize, 22)
        XCTAssertEqual(metrics.scaledValue(for: 34, compatibleWith: traits(.extraSmall)), 28, accuracy: 0.0001)
        let title = UIFontMetrics(forTextStyle: .title1)
        XCTAssertEqual(title.scaledValue(for: 28, compatibleWith: traits(.accessibilityExtraExtraExtraLarge)), 58, accuracy: 0.0001)
        let current = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        current.performAsCurrent {
            XCTAssertEqual(metrics.scaledValue(for: 17), 19, accuracy: 0.0001)
            XCTAssertEqual(metrics.scaledFont(for: custom, maximumPointSize: 21).pointSize, 21, "20 × 19 / 17 is above the limit")
        }
    }

    func testCategoryOrderAndAccessibilitySizes() async {
        XCTAssertTrue(UIContentSizeCategory.extraSmall < .large)
        XCTAssertTrue(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        XCTAssertFalse(UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        XCTAssertTrue(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.isAccessibilityCategory)
    }

    func testLabelsAdjustWhenTheUserChangesTheTextSize() async {
        let window = makeWindow()
        let adjusting = UILabel(), fixedStyle = UILabel(), fixedSize = UILabel(), scaled = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixedStyle.font = .preferredFont(forTextStyle: .body)
        fixedSize.font = .systemFont(ofSize: 17)
        fixedSize.adjustsFontForContentSizeCategory = true
        scaled.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 30), maximumPointSize: 40)
        scaled.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixedStyle, fixedSize, scaled] { window.addSubview(label) }
        final class Log: @unchecked Sendable { var categories: [UIContentSizeCategory] = [] }
        let notified = Log()
        let observer = NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification,
                                                              object: nil, queue: nil) { note in
            if let category = note.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? UIContentSizeCategory {
                notified.categories.append(category)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        UIKitTestEnvironment.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .extraExtraExtraLarge)
        XCTAssertEqual(notified.categories, [.extraExtraExtraLarge])
        XCTAssertEqual(adjusting.traitCollection.preferredContentSizeCategory, .extraExtraExtraLarge)
        XCTAssertEqual(adjusting.font.pointSize, 23)
        XCTAssertEqual(fixedStyle.font.pointSize, 17, "without adjustsFontForContentSizeCategory the font stays")
        XCTAssertEqual(fixedSize.font.pointSize, 17, "a fixed-size font does not scale")
        XCTAssertEqual(scaled.font.pointSize, 34 / 28 * 30, accuracy: 0.0001)
        UIKitTestEnvironment.setPreferredContentSizeCategory(.accessibilityExtraExtraExtraLarge)
        XCTAssertEqual(adjusting.font.pointSize, 53)
        XCTAssertEqual(scaled.font.pointSize, 40, "the maximum point size holds")
        UIKitTestEnvironment.setPreferredContentSizeCategory(.large)
        XCTAssertEqual(adjusting.font.pointSize, 17)
        XCTAssertEqual(scaled.font.pointSize, 30, "scales again from the original font")
    }

    func testButtonTitleLabelAdjusts() async {
        let window = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.titleLabel?.font = .preferredFont(forTextStyle: .headline)
        button.titleLabel?.adjustsFontForContentSizeCategory = true
        window.addSubview(button)
        let before = button.intrinsicContentSize
        UIKitTestEnvironment.setPreferredContentSizeCategory(.accessibilityMedium)
        XCTAssertEqual(button.titleLabel?.font.pointSize, 28)
        XCTAssertGreaterThan(button.intrinsicContentSize.height, before.height, "the button grows with its title")
    }

    func testButtonConfigurationTitlesFollowTheTextSize() async {
        let window = makeWindow()
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Continue"
        configuration.subtitle = "Step 2"
        let button = UIButton(configuration: configuration)
        window.addSubview(button)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.font.pointSize, 17)
        UIKitTestEnvironment.setPreferredContentSizeCategory(.extraExtraExtraLarge)
        button.layoutIfNeeded()
        XCTAssertEqual(button.titleLabel?.font.pointSize ?? 0, 23, accuracy: 0.0001, "body's 17 → 23")
        XCTAssertEqual(button.subtitleLabel?.font.pointSize ?? 0, 21, accuracy: 0.0001, "subheadline's 15 → 21")
    }

    func testMaximumCategoryLimitsAdjustingViews() async {
        let window = makeWindow()
        let field = UITextField(), textView = UITextView()
        field.font = .preferredFont(forTextStyle: .body)
        field.adjustsFontForContentSizeCategory = true
        textView.font = .preferredFont(forTextStyle: .callout)
        textView.adjustsFontForContentSizeCategory = true
        let container = UIView()
        container.addSubview(field)
        container.addSubview(textView)
        window.addSubview(container)
        container.maximumContentSizeCategory = .extraLarge
        container.updateTraitsIfNeeded()
        UIKitTestEnvironment.setPreferredContentSizeCategory(.accessibilityLarge)
        XCTAssertEqual(field.traitCollection.preferredContentSizeCategory, .extraLarge)
        XCTAssertEqual(field.font?.pointSize, 19)
        XCTAssertEqual(textView.font?.pointSize, 18)
        container.maximumContentSizeCategory = nil
        container.updateTraitsIfNeeded()
        XCTAssertEqual(field.font?.pointSize, 33)
        XCTAssertEqual(textView.font?.pointSize, 32)
    }
}
