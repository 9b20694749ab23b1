import XCTest
@testable import UIKit
import UIKitTesting

/// UIControl and UIButton members the API diff against Apple's documentation added (session
/// 12): the primary action, the menu attachment point, the context menu hooks, `isHeld`,
/// per-state symbol configurations and the behavioral style.
@MainActor
final class APIDiffControlTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func menu(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.lazy.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        return window
    }

    func testPerformPrimaryActionSendsThePrimaryActionEventOnly() async {
        let control = UIControl()
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        control.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        control.performPrimaryAction()
        XCTAssertEqual(events, ["primary"])
        control.isEnabled = false
        control.performPrimaryAction()
        XCTAssertEqual(events, ["primary"], "a disabled control performs nothing")
    }

    func testPerformPrimaryActionTogglesASelectionButtonAndShowsAPrimaryMenu() async throws {
        let toggle = UIButton(type: .system)
        toggle.changesSelectionAsPrimaryAction = true
        toggle.performPrimaryAction()
        XCTAssertTrue(toggle.isSelected, "UIKit: the selection toggles as on a tap")
        toggle.performPrimaryAction()
        XCTAssertFalse(toggle.isSelected)

        let window = makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 100, width: 200, height: 44)
        window.addSubview(button)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        button.showsMenuAsPrimaryAction = true
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("menu") }, for: .menuActionTriggered)
        button.addAction(UIAction { _ in events.append("primary") }, for: .primaryActionTriggered)
        button.performPrimaryAction()
        XCTAssertEqual(menu(in: window)?.elements.map(\.title), ["One"])
        XCTAssertEqual(events, ["menu"])
    }

    /// A subclass moves its menu's attachment point, as iOS code does.
    private final class CornerMenuButton: UIButton {
        override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
            CGPoint(x: bounds.midX, y: 0)
        }
    }

    func testTheDefaultAttachmentPointIsTheMiddleAndAnOverrideAnchorsThePrimaryMenu() async throws {
        let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
        XCTAssertEqual(plain.menuAttachmentPoint(for: configuration), CGPoint(x: 50, y: 20))

        let window = makeWindow()
        let button = CornerMenuButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 100, height: 40)
        window.addSubview(button)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        button.showsMenuAsPrimaryAction = true
        InputSimulator(window: window).tap(button)
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.listView.frame.minY, 100, "the list hangs from the overridden point, not the bottom (140)")
    }

    /// The context menu hooks are the control's own methods, overridable as on iOS.
    private final class ObservingControl: UIControl {
        var log: [String] = []
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Copy") { _ in }])
            }
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                             animator: (any UIContextMenuInteractionAnimating)?) {
            super.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)
            log.append("display")
        }
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                             animator: (any UIContextMenuInteractionAnimating)?) {
            super.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
            log.append("end")
        }
    }

    func testTheControlsMenuHooksAreCalledAsItsInteractionsDelegate() async throws {
        let window = makeWindow()
        let control = ObservingControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        control.isContextMenuInteractionEnabled = true
        InputSimulator(window: window).longPress(at: CGPoint(x: 50, y: 50), duration: 0.8)
        XCTAssertNotNil(menu(in: window))
        XCTAssertEqual(control.log, ["display"])
        control.contextMenuInteraction?.dismissMenu()
        XCTAssertEqual(control.log, ["display", "end"])
    }

    func testIsHeldWhileALongPressShowsTheMenuButNotForAPrimaryActionMenu() async throws {
        let window = makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 100, width: 200, height: 44)
        window.addSubview(button)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        XCTAssertFalse(button.isHeld)
        InputSimulator(window: window).longPress(at: CGPoint(x: 160, y: 122), duration: 0.8)
        XCTAssertNotNil(menu(in: window))
        XCTAssertTrue(button.isHeld)
        button.contextMenuInteraction?.dismissMenu()
        XCTAssertFalse(button.isHeld)

        button.showsMenuAsPrimaryAction = true
        button.performPrimaryAction()
        XCTAssertNotNil(menu(in: window))
        XCTAssertFalse(button.isHeld, "UIKit: a menu shown as the primary action does not set it")
    }

    func testPreferredMenuElementOrderReachesTheLongPressConfiguration() async throws {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.preferredMenuElementOrder, .automatic)
        button.preferredMenuElementOrder = .fixed
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        let interaction = try XCTUnwrap(button.contextMenuInteraction)
        let configuration = button.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero)
        XCTAssertEqual(configuration?.preferredMenuElementOrder, .fixed)
    }

    func testPerStateSymbolConfigurationFallsBackToNormalAndReachesTheImageView() async throws {
        let button = UIButton(type: .system)
        let large = UIImage.SymbolConfiguration(pointSize: 30)
        let small = UIImage.SymbolConfiguration(pointSize: 10)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        button.setPreferredSymbolConfiguration(small, forImageIn: .highlighted)
        XCTAssertTrue(button.preferredSymbolConfigurationForImage(in: .normal) === large)
        XCTAssertTrue(button.preferredSymbolConfigurationForImage(in: .selected) === large, "UIKit: the normal one stands in")
        XCTAssertTrue(button.currentPreferredSymbolConfiguration === large)
        button.layoutIfNeeded()
        XCTAssertTrue(button.imageView?.preferredSymbolConfiguration === large)
        button.isHighlighted = true
        XCTAssertTrue(button.currentPreferredSymbolConfiguration === small)
        button.layoutIfNeeded()
        XCTAssertTrue(button.imageView?.preferredSymbolConfiguration === small)
    }

    func testSystemButtonShowsTheImageAndSendsTheActionOnATap() async throws {
        final class Target: NSObject {
            var taps = 0
            func tapped() { taps += 1 }
        }
        let target = Target()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }
        let button = UIButton.systemButton(with: image, target: target, action: Selector("tapped", Target.tapped))
        XCTAssertEqual(button.buttonType, .system)
        XCTAssertTrue(button.image(for: .normal) === image)
        XCTAssertEqual(button.allControlEvents, .touchUpInside)
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(target.taps, 1)
    }

    func testBehavioralStyleIsPadOutsideTheMacIdiomAndStoredValuesKeep() async {
        let button = UIButton(type: .system)
        XCTAssertEqual(button.preferredBehavioralStyle, .automatic)
        button.preferredBehavioralStyle = .mac
        XCTAssertEqual(button.behavioralStyle, .pad, "UIKit: .mac applies only under the Mac idiom")
        let slider = UISlider()
        slider.preferredBehavioralStyle = .mac
        XCTAssertEqual(slider.behavioralStyle, .pad)
        XCTAssertTrue(UIControl().isSymbolAnimationEnabled)

        var configuration = UIButton.Configuration.filled()
        XCTAssertEqual(configuration.macIdiomStyle, .automatic)
        configuration.macIdiomStyle = .borderless
        configuration.activityIndicatorColorTransformer = UIConfigurationColorTransformer { _ in .red }
        XCTAssertEqual(configuration.activityIndicatorColorTransformer?(.blue), .red)
        var other = configuration
        XCTAssertEqual(other, configuration)
        other.macIdiomStyle = .bordered
        XCTAssertNotEqual(other, configuration)

        let toggle = UISwitch()
        toggle.onImage = UIImage()
        XCTAssertNotNil(toggle.onImage)
        XCTAssertNil(toggle.offImage)
    }

    func testImageReservationWidensTheImagesSpaceAndCentersTheImage() async throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        var configuration = UIButton.Configuration.plain()
        configuration.image = image
        configuration.title = "Go"
        configuration.imagePadding = 4
        let plain = UIButton(configuration: configuration)
        configuration.imageReservation = 40
        let reserved = UIButton(configuration: configuration)
        XCTAssertEqual(reserved.intrinsicContentSize.width - plain.intrinsicContentSize.width, 30, accuracy: 0.5)
        reserved.frame = CGRect(origin: .zero, size: reserved.intrinsicContentSize)
        reserved.layoutIfNeeded()
        let imageFrame = try XCTUnwrap(reserved.imageView?.frame)
        let titleFrame = try XCTUnwrap(reserved.titleLabel?.frame)
        XCTAssertEqual(titleFrame.minX - imageFrame.maxX, 15 + 4, accuracy: 0.5, "centered in the 40-point space, then the padding")

        configuration.imageReservation = 5
        let small = UIButton(configuration: configuration)
        XCTAssertEqual(small.intrinsicContentSize.width, plain.intrinsicContentSize.width, accuracy: 0.5,
                       "a reservation smaller than the image is ignored")
    }

    /// `isAnimating` is overridable, as on iOS.
    private final class CountingIndicator: UIActivityIndicatorView {
        var reads = 0
        override var isAnimating: Bool {
            reads += 1
            return super.isAnimating
        }
    }

    func testActivityIndicatorIsAnimatingIsOpenAndFollowsStartAndStop() async {
        let indicator = CountingIndicator(style: .medium)
        XCTAssertFalse(indicator.isAnimating)
        indicator.startAnimating()
        XCTAssertTrue(indicator.isAnimating)
        indicator.stopAnimating()
        XCTAssertFalse(indicator.isAnimating)
        XCTAssertGreaterThanOrEqual(indicator.reads, 3)
    }
}
