import XCTest
import Observation
import UIKit

// Real-world iOS 26 code (WWDC 2025 "What's new in UIKit" patterns) compiles unchanged in
// Swift 5 mode and behaves.

@Observable
final class InboxModel5 {
    var unreadCount = 0
    var statusText = "Up to date"
}

final class StatusView5: UIView {
    let model: InboxModel5
    let label = UILabel()

    init(model: InboxModel5) {
        self.model = model
        super.init(frame: .zero)
        addSubview(label)
        let glass = UIVisualEffectView(effect: UIGlassEffect(style: .regular))
        glass.cornerConfiguration = .capsule()
        addSubview(glass)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func updateProperties() {
        super.updateProperties()
        label.text = model.statusText
        label.alpha = model.unreadCount > 0 ? 1 : 0.5
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.inset(by: directionalEdgeInsets(for: .margins()).uiEdgeInsets(in: self))
    }
}

private extension NSDirectionalEdgeInsets {
    @MainActor func uiEdgeInsets(in view: UIView) -> UIEdgeInsets {
        UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

final class InboxViewController5: UIViewController {
    let model = InboxModel5()
    private let composeItem = UIBarButtonItem(systemItem: .compose)
    private(set) var updates = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Inbox"
        navigationItem.rightBarButtonItem = composeItem
        composeItem.style = .prominent
        composeItem.sharesBackground = false
        let container = UIVisualEffectView(effect: UIGlassContainerEffect())
        view.addSubview(container)
        var configuration = UIButton.Configuration.prominentGlass()
        configuration.title = "Archive"
        let button = UIButton(configuration: configuration)
        container.contentView.addSubview(button)
    }

    override func updateProperties() {
        super.updateProperties()
        updates += 1
        navigationItem.subtitle = model.unreadCount == 0 ? nil : "\(model.unreadCount) unread"
        composeItem.badge = model.unreadCount > 0 ? .count(model.unreadCount) : nil
    }
}

final class InspectorDelegate5: NSObject, UISplitViewControllerDelegate {
    var shown: [UISplitViewController.Column] = []
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {
        shown.append(column)
    }
    func splitViewController(_ svc: UISplitViewController, didHide column: UISplitViewController.Column) {}
}

@MainActor
final class Swift5ModeIOS26Tests: XCTestCase {
    func testObservableModelDrivesUpdateProperties() async {
        let controller = InboxViewController5()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.updates, 1)
        XCTAssertNil(controller.navigationItem.subtitle)

        controller.model.unreadCount = 3
        controller.view.updatePropertiesIfNeeded()
        XCTAssertEqual(controller.updates, 2)
        XCTAssertEqual(controller.navigationItem.subtitle, "3 unread")
        XCTAssertEqual(controller.navigationItem.rightBarButtonItem?.badge?.stringValue, "3")
    }

    func testGlassAndCornerDeclarations() async {
        let effect = UIGlassEffect(style: .clear)
        effect.isInteractive = true
        effect.tintColor = .systemBlue
        let view = UIVisualEffectView(effect: effect)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        view.cornerConfiguration = .corners(radius: .fixed(12))
        XCTAssertEqual(view.effectiveRadius(corner: .topLeft), 12)
        view.cornerConfiguration = .capsule()
        XCTAssertEqual(view.effectiveRadius(corner: .allCorners), 20)
        let status = StatusView5(model: InboxModel5())
        status.updatePropertiesIfNeeded()
        XCTAssertEqual(status.label.text, "Up to date")
        UIView.animate(withDuration: 0.3, delay: 0, options: [.flushUpdates], animations: {
            view.alpha = 0.5
        }, completion: nil)
        let container = UIGlassContainerEffect()
        container.spacing = 8
        XCTAssertEqual(container.spacing, 8)
        _ = UIButton.Configuration.glass()
        _ = UIButton.Configuration.clearGlass()
        _ = UIButton.Configuration.prominentClearGlass()
        var badge = UIBarButtonItem.Badge.indicator()
        badge.backgroundColor = .systemGreen
        XCTAssertNil(badge.stringValue)
        XCTAssertEqual(UIBarButtonItem.Badge.string("New").stringValue, "New")
        _ = view.layoutGuide(for: .safeArea(cornerAdaptation: .horizontal))
        _ = view.edgeInsets(for: .readableContent())
    }

    func testIOS26LeftoversDeclarations() async {
        // HDR colors.
        let hdr = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1, exposure: 1.5)
        let linear = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1, linearExposure: 2)
        XCTAssertEqual(linear.linearExposure, 2)
        XCTAssertGreaterThan(hdr.linearExposure, 2)
        _ = hdr.standardDynamicRangeColor
        _ = UIColor.systemBlue.applyingContentHeadroom(2)
        // Property animators that flush updates.
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
        animator.flushUpdates = true
        animator.addAnimations { }
        animator.stopAnimation(true)
        // The main menu system.
        let configuration = UIMainMenuSystem.Configuration()
        configuration.findingPreference = .removed
        configuration.inspectorPreference = .included
        configuration.findingConfiguration.style = .editableText
        UIMainMenuSystem.shared.setBuildConfiguration(configuration) { builder in
            builder.remove(menu: .help)
        }
        UIMainMenuSystem.shared.setBuildConfiguration(UIMainMenuSystem.Configuration())
        // The inspector column and the delegate's did calls.
        let split = UISplitViewController(style: .doubleColumn)
        let delegate = InspectorDelegate5()
        split.delegate = delegate
        split.setViewController(UIViewController(), for: .inspector)
        split.minimumInspectorColumnWidth = 200
        split.maximumInspectorColumnWidth = 400
        split.preferredInspectorColumnWidthFraction = 0.25
        split.show(.inspector)
        split.hide(.inspector)
        XCTAssertFalse(split.isShowing(.inspector))
        // Custom-view items take badges.
        let item = UIBarButtonItem(customView: UIView())
        item.badge = .count(2)
        XCTAssertEqual(item.badge?.stringValue, "2")
        // URLs of no scheme the app claims do not open.
        let url = URL(string: "unclaimed-scheme-5://x")!
        XCTAssertFalse(UIApplication.shared.canOpenURL(url))
        UIApplication.shared.open(url, options: [:], completionHandler: nil)
    }
}
