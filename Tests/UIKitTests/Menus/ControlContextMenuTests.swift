import XCTest
@testable import UIKit
import UIKitTesting

/// UIControl's own context menu interaction (iOS 14): off by default, turned on by a button's
/// `menu`, shown by a long press, which cancels the button's tracking.
@MainActor
final class ControlContextMenuTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func menu(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.lazy.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    func testTheInteractionIsOffByDefaultAndFollowsTheButtonsMenu() async throws {
        let control = UIControl()
        XCTAssertFalse(control.isContextMenuInteractionEnabled)
        XCTAssertNil(control.contextMenuInteraction)
        control.isContextMenuInteractionEnabled = true
        let interaction = try XCTUnwrap(control.contextMenuInteraction)
        XCTAssertTrue(interaction.delegate === control, "the control is its interaction's delegate")
        XCTAssertTrue(control.interactions.contains { $0 === interaction })
        control.isContextMenuInteractionEnabled = false
        XCTAssertNil(control.contextMenuInteraction)
        XCTAssertFalse(control.interactions.contains { $0 === interaction })

        let button = UIButton(type: .system)
        XCTAssertFalse(button.isContextMenuInteractionEnabled)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        XCTAssertTrue(button.isContextMenuInteractionEnabled, "UIKit: a menu enables the interaction")
        XCTAssertNotNil(button.contextMenuInteraction)
        button.menu = nil
        XCTAssertFalse(button.isContextMenuInteractionEnabled, "and nil disables it")
        XCTAssertNil(button.contextMenuInteraction)
    }

    func testALongPressOnAButtonWithAMenuShowsItAndSendsNoTouchUpInside() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 100, width: 200, height: 44)
        window.addSubview(button)
        var log: [String] = []
        button.menu = UIMenu(children: [
            UIAction(title: "Rename") { _ in log.append("Rename") },
            UIAction(title: "Duplicate") { _ in log.append("Duplicate") },
        ])
        button.addAction(UIAction { _ in log.append("touchUpInside") }, for: .touchUpInside)
        let input = InputSimulator(window: window)

        input.tap(at: CGPoint(x: 160, y: 122))
        XCTAssertEqual(log, ["touchUpInside"], "a short tap is still the button's tap")
        XCTAssertNil(menu(in: window))

        log = []
        input.longPress(at: CGPoint(x: 160, y: 122), duration: 0.8)
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.elements.map(\.title), ["Rename", "Duplicate"])
        XCTAssertEqual(log, [], "the long press cancelled the button's tracking")
        XCTAssertFalse(button.isHighlighted)

        let row = overlay.rowFrame(1)
        input.tap(at: CGPoint(x: row.midX, y: row.midY))
        XCTAssertEqual(log, ["Duplicate"])
        XCTAssertNil(menu(in: window))
    }

    func testAControlWithoutAConfigurationShowsNothing() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        control.isContextMenuInteractionEnabled = true
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("touchUpInside") }, for: .touchUpInside)
        InputSimulator(window: window).longPress(at: CGPoint(x: 50, y: 50), duration: 0.8)
        XCTAssertNil(menu(in: window))
        XCTAssertEqual(events, ["touchUpInside"], "no menu: the press fails and the control keeps its touch")
    }

    /// A subclass overrides the configuration, as iOS code does.
    final class ShareControl: UIControl {
        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                UIMenu(children: [UIAction(title: "Share at \(Int(location.x)),\(Int(location.y))") { _ in }])
            }
        }
    }

    func testASubclassesConfigurationIsShownAtThePress() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let control = ShareControl(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        window.addSubview(control)
        control.isContextMenuInteractionEnabled = true
        InputSimulator(window: window).longPress(at: CGPoint(x: 50, y: 70), duration: 0.8)
        XCTAssertEqual(menu(in: window)?.elements.map(\.title), ["Share at 30,30"])
    }
}
