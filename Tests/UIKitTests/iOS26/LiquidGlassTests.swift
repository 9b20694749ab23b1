import XCTest
@_spi(Rendering) import QuartzCore
import UIKit
import UIKitTesting

/// iOS 26 Liquid Glass: `UIGlassEffect`/`UIGlassContainerEffect` shown by
/// `UIVisualEffectView`, the glass button configurations, bar button item badges and
/// styles, and navigation item subtitles.
@MainActor
final class LiquidGlassTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testGlassEffectDefaultsAndCopies() async {
        let glass = UIGlassEffect(style: .regular)
        XCTAssertFalse(glass.isInteractive)
        XCTAssertNil(glass.tintColor)
        XCTAssertEqual(UIGlassEffect.Style.regular.rawValue, 0)
        XCTAssertEqual(UIGlassEffect.Style.clear.rawValue, 1)
        glass.isInteractive = true
        glass.tintColor = .systemRed
        let copy = glass.copy() as? UIGlassEffect
        XCTAssertNotNil(copy)
        XCTAssertFalse(copy === glass, "glass is mutable: a copy is a new effect")
        XCTAssertEqual(copy?.isInteractive, true)
        XCTAssertEqual(copy?.tintColor, .systemRed)
        XCTAssertEqual(UIGlassContainerEffect().spacing, 0)
    }

    func testAGlassEffectViewDrawsATranslucentFillWithALightRim() async {
        let view = UIVisualEffectView(effect: UIGlassEffect(style: .regular))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        let backdrop = view.layer as? _CABackdropLayer
        XCTAssertNotNil(backdrop)
        XCTAssertGreaterThan(backdrop?.blurRadius ?? 0, 0, "the glass blurs what is behind it")
        let fill = backdrop?.tintColor
        XCTAssertNotNil(fill)
        XCTAssertLessThan(fill?.alpha ?? 1, 1, "translucent")
        XCTAssertEqual(view.layer.borderWidth, 1, "the rim")
        XCTAssertEqual(view.layer.borderColor?.alpha ?? 0, 0.6, accuracy: 0.001)

        let tinted = UIGlassEffect(style: .clear)
        tinted.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.effect = tinted
        XCTAssertEqual(backdrop?.tintColor?.components?.prefix(3).map { Double($0) } ?? [], [0, 0, 1])

        view.effect = UIBlurEffect(style: .light)
        XCTAssertEqual(view.layer.borderWidth, 0, "the rim goes with the glass")
        view.effect = UIGlassContainerEffect()
        XCTAssertEqual(backdrop?.blurRadius, 0, "a container draws nothing itself")
        XCTAssertNil(backdrop?.tintColor)
    }

    func testGlassButtonConfigurations() async {
        for configuration in [UIButton.Configuration.glass(), .clearGlass(), .prominentGlass(), .prominentClearGlass()] {
            XCTAssertEqual(configuration.cornerStyle, .capsule)
            XCTAssertTrue(configuration.background.visualEffect is UIGlassEffect)
        }
        var prominent = UIButton.Configuration.prominentGlass()
        prominent.title = "Go"
        let button = UIButton(configuration: prominent)
        button.tintColor = .systemBlue
        let resolved = button.configuration?.updated(for: button)
        XCTAssertNotNil(resolved)
    }

    func testBarButtonItemBadgesAndIOS26Properties() async {
        let item = UIBarButtonItem(title: "Inbox", style: .plain, target: nil, action: nil)
        XCTAssertNil(item.badge)
        XCTAssertTrue(item.sharesBackground)
        XCTAssertFalse(item.hidesSharedBackground)
        item.badge = .count(1200)
        XCTAssertEqual(item.badge?.stringValue?.filter(\.isNumber), "1200")
        item.badge = .string("New")
        XCTAssertEqual(item.badge?.stringValue, "New")
        var dot = UIBarButtonItem.Badge.indicator()
        dot.backgroundColor = .systemGreen
        dot.foregroundColor = .black
        dot.font = .systemFont(ofSize: 11)
        item.badge = dot
        XCTAssertNil(item.badge?.stringValue)
        XCTAssertEqual(item.badge?.backgroundColor, .systemGreen)
        item.style = .prominent
        XCTAssertEqual(item.style.rawValue, 2, "UIBarButtonItemStyleProminent")
    }

    func testNavigationItemSubtitles() async {
        let item = UINavigationItem(title: "Mail")
        XCTAssertNil(item.subtitle)
        item.subtitle = "3 unread"
        item.attributedSubtitle = NSAttributedString(string: "3 unread")
        item.largeTitle = "Mailboxes"
        item.largeSubtitle = "Updated now"
        item.largeAttributedSubtitle = nil
        item.subtitleView = UILabel()
        item.largeSubtitleView = nil
        XCTAssertEqual(item.subtitle, "3 unread")
        XCTAssertEqual(item.largeTitle, "Mailboxes")
        XCTAssertEqual(item.largeSubtitle, "Updated now")
        XCTAssertNotNil(item.subtitleView)
    }
}
