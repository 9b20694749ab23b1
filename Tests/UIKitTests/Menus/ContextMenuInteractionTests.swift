import XCTest
@testable import UIKit
import UIKitTesting

/// Records a context menu delegate's calls in order and answers with a menu of two actions
/// (or none, when `offersMenu` is false).
@MainActor
final class ContextMenuRecorder: UIContextMenuInteractionDelegate {
    var log: [String] = []
    var offersMenu = true
    var preview: UITargetedPreview?

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration at \(location.x),\(location.y)")
        guard offersMenu else { return nil }
        return UIContextMenuConfiguration(identifier: "item" as NSString, previewProvider: nil) { [weak self] suggested in
            self?.log.append("actionProvider (\(suggested.count) suggested)")
            return UIMenu(children: [
                UIAction(title: "Copy") { [weak self] _ in self?.log.append("Copy handler") },
                UIAction(title: "Delete", attributes: .destructive) { [weak self] _ in self?.log.append("Delete handler") },
            ])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        log.append("highlight preview (iOS 13 form) for \(configuration.identifier as? NSString ?? "?")")
        return preview
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        log.append("dismissal preview for \(identifier as? NSString ?? "?")")
        return nil
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreviewAction (\(animator.preferredCommitStyle))")
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willDisplay (\(interaction.menuAppearance))")
        animator?.addCompletion { [weak self] in self?.log.append("displayed") }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {
        log.append("willEnd")
        animator?.addCompletion { [weak self] in self?.log.append("ended") }
    }
}

/// UIContextMenuInteraction: long press and secondary click, the delegate's calls in UIKit's
/// order, the menu's actions and its dismissal.
@MainActor
final class ContextMenuInteractionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeFixture() -> (UIWindow, UIView, UIContextMenuInteraction, ContextMenuRecorder, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 50, y: 100, width: 200, height: 100))
        window.addSubview(view)
        let recorder = ContextMenuRecorder()
        let interaction = UIContextMenuInteraction(delegate: recorder)
        view.addInteraction(interaction)
        return (window, view, interaction, recorder, InputSimulator(window: window))
    }

    private func menu(in window: UIWindow) -> PopUpMenuOverlay? {
        window.subviews.lazy.compactMap { $0 as? PopUpMenuOverlay }.first
    }

    private func center(ofRow index: Int, in overlay: PopUpMenuOverlay) -> CGPoint {
        let frame = overlay.rowFrame(index)
        return CGPoint(x: frame.midX, y: frame.midY)
    }

    func testALongPressShowsTheMenuAndChoosingAnActionRunsItAfterTheMenuEnds() async throws {
        let (window, view, interaction, recorder, input) = makeFixture()
        XCTAssertTrue(interaction.view === view)
        XCTAssertEqual(interaction.menuAppearance, .unknown)
        input.touchDown(1, at: CGPoint(x: 150, y: 150))
        input.advance(by: 0.49)
        XCTAssertEqual(recorder.log, [], "nothing is asked before the press is long enough")
        input.advance(by: 0.02)
        XCTAssertEqual(recorder.log, ["configuration at 100.0,50.0", "actionProvider (0 suggested)",
                                      "highlight preview (iOS 13 form) for item", "willDisplay (rich)", "displayed"])
        XCTAssertEqual(interaction.menuAppearance, .rich)
        XCTAssertEqual(interaction.location(in: view), CGPoint(x: 100, y: 50))
        XCTAssertEqual(interaction.location(in: nil), CGPoint(x: 150, y: 150), "nil: the window's coordinates")
        input.touchUp(1)
        let overlay = try XCTUnwrap(menu(in: window), "the menu stays after the finger lifts")
        XCTAssertEqual(overlay.elements.map(\.title), ["Copy", "Delete"])
        XCTAssertEqual(overlay.liftedPreview?.frame, CGRect(x: 50, y: 100, width: 200, height: 100), "the view lifted in place")
        XCTAssertEqual(overlay.listView.frame, CGRect(x: 8, y: 200, width: 250, height: 88),
                       "the list under the preview, its trailing edge at the preview's (kept 8 pt inside the window)")

        recorder.log = []
        input.tap(at: center(ofRow: 1, in: overlay))
        XCTAssertEqual(recorder.log, ["willEnd", "dismissal preview for item", "ended", "Delete handler"])
        XCTAssertNil(menu(in: window))
        XCTAssertEqual(interaction.menuAppearance, .unknown)
    }

    func testAShortPressOrAMovingFingerAsksNothing() async throws {
        let (window, _, _, recorder, input) = makeFixture()
        input.longPress(at: CGPoint(x: 150, y: 150), duration: 0.3)
        input.advance(by: 1)
        input.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 180), duration: 0.2, lift: false)
        input.advance(by: 1)
        XCTAssertEqual(recorder.log, [])
        XCTAssertNil(menu(in: window))
    }

    func testANilConfigurationShowsNothingAndTheViewKeepsItsTap() async throws {
        let (window, view, _, recorder, input) = makeFixture()
        recorder.offersMenu = false
        let control = UIButton(frame: view.bounds)
        view.addSubview(control)
        var taps = 0
        control.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        input.longPress(at: CGPoint(x: 150, y: 150), duration: 0.8)
        XCTAssertEqual(recorder.log, ["configuration at 100.0,50.0"])
        XCTAssertNil(menu(in: window))
        XCTAssertEqual(taps, 1, "the press failed: the button still gets its touch up")
    }

    func testATouchOutsideTheMenuEndsItWithoutAnAction() async throws {
        let (window, _, interaction, recorder, input) = makeFixture()
        input.longPress(at: CGPoint(x: 150, y: 150))
        recorder.log = []
        input.tap(at: CGPoint(x: 300, y: 20))
        XCTAssertEqual(recorder.log, ["willEnd", "dismissal preview for item", "ended"])
        XCTAssertNil(menu(in: window))

        input.longPress(at: CGPoint(x: 150, y: 150))
        recorder.log = []
        interaction.dismissMenu()
        XCTAssertEqual(recorder.log, ["willEnd", "dismissal preview for item", "ended"])
        interaction.dismissMenu()
        XCTAssertEqual(recorder.log.count, 3, "dismissing twice tells the delegate once")
    }

    func testATapOnThePreviewCommitsIt() async throws {
        let (window, _, _, recorder, input) = makeFixture()
        input.longPress(at: CGPoint(x: 150, y: 150))
        recorder.log = []
        input.tap(at: CGPoint(x: 60, y: 110))
        XCTAssertEqual(recorder.log, ["willPerformPreviewAction (pop)", "willEnd", "dismissal preview for item", "ended"])
        XCTAssertNil(menu(in: window))
    }

    func testTheDelegatesPreviewIsLiftedAndSetsWhereTheListGoes() async throws {
        let (window, view, _, recorder, input) = makeFixture()
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 30))
        view.addSubview(badge)
        recorder.preview = UITargetedPreview(view: badge)
        XCTAssertEqual(recorder.preview?.size, CGSize(width: 40, height: 30))
        input.longPress(at: CGPoint(x: 70, y: 120))
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.liftedPreview?.frame, CGRect(x: 60, y: 110, width: 40, height: 30))
        XCTAssertEqual(overlay.listView.frame.minY, 140, "the list under the delegate's preview")
    }

    func testASecondaryClickShowsTheCompactMenuAtThePointer() async throws {
        let (window, _, interaction, recorder, input) = makeFixture()
        input.secondaryClick(at: CGPoint(x: 60, y: 110))
        XCTAssertEqual(recorder.log, ["configuration at 10.0,10.0", "actionProvider (0 suggested)", "willDisplay (compact)", "displayed"],
                       "no preview for the compact menu")
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertNil(overlay.liftedPreview)
        XCTAssertEqual(overlay.listView.frame, CGRect(x: 60, y: 110, width: 250, height: 88), "the list starts at the pointer")
        XCTAssertEqual(interaction.menuAppearance, .compact)
        recorder.log = []
        input.tap(at: center(ofRow: 0, in: overlay))
        XCTAssertEqual(recorder.log, ["willEnd", "ended", "Copy handler"], "no dismissal preview for the compact menu")

        recorder.log = []
        input.secondaryClick(at: CGPoint(x: 300, y: 20))
        XCTAssertEqual(recorder.log, [], "outside the view: no menu")
    }

    func testUpdateVisibleMenuReplacesTheListOnScreen() async throws {
        let (window, _, interaction, recorder, input) = makeFixture()
        interaction.updateVisibleMenu { _ in XCTFail("no menu on screen: the block is not called"); return UIMenu() }
        input.longPress(at: CGPoint(x: 150, y: 150))
        interaction.updateVisibleMenu { menu in
            menu.replacingChildren(menu.children + [UIAction(title: "Share") { _ in recorder.log.append("Share handler") }])
        }
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.elements.map(\.title), ["Copy", "Delete", "Share"])
        XCTAssertNotNil(overlay.liftedPreview, "the preview stays")
        XCTAssertEqual(window.subviews.filter { $0 is PopUpMenuOverlay }.count, 1)
        recorder.log = []
        input.tap(at: center(ofRow: 2, in: overlay))
        XCTAssertEqual(recorder.log, ["willEnd", "dismissal preview for item", "ended", "Share handler"])
    }

    func testHiddenElementsAreLeftOutAndADisabledOneDoesNothing() async throws {
        final class Attributed: UIContextMenuInteractionDelegate {
            var ran: [String] = []
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
                    UIMenu(children: [
                        UIAction(title: "Secret", attributes: .hidden) { [weak self] _ in self?.ran.append("Secret") },
                        UIAction(title: "Locked", attributes: .disabled) { [weak self] _ in self?.ran.append("Locked") },
                        UIMenu(options: .displayInline, children: [UIAction(title: "Open") { [weak self] _ in self?.ran.append("Open") }]),
                    ])
                }
            }
        }
        let (window, view, interaction, _, input) = makeFixture()
        view.removeInteraction(interaction)
        let delegate = Attributed()
        view.addInteraction(UIContextMenuInteraction(delegate: delegate))
        input.secondaryClick(at: CGPoint(x: 60, y: 110))
        let overlay = try XCTUnwrap(menu(in: window))
        XCTAssertEqual(overlay.elements.map(\.title), ["Locked", "Open"], "hidden left out; an inline submenu's actions in the list")
        input.tap(at: center(ofRow: 0, in: overlay))
        XCTAssertEqual(delegate.ran, [])
        XCTAssertTrue(menu(in: window) === overlay, "a disabled element leaves the menu up")
        input.tap(at: center(ofRow: 1, in: overlay))
        XCTAssertEqual(delegate.ran, ["Open"])
        XCTAssertNil(menu(in: window))
    }

    func testAnEmptyMenuShowsNothing() async throws {
        final class EmptyMenus: UIContextMenuInteractionDelegate {
            var displays = 0
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                        configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration()
            }
            func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                        animator: (any UIContextMenuInteractionAnimating)?) { displays += 1 }
        }
        let (window, view, interaction, _, input) = makeFixture()
        view.removeInteraction(interaction)
        let empty = EmptyMenus()
        view.addInteraction(UIContextMenuInteraction(delegate: empty))
        input.longPress(at: CGPoint(x: 150, y: 150))
        input.secondaryClick(at: CGPoint(x: 150, y: 150))
        XCTAssertNil(menu(in: window))
        XCTAssertEqual(empty.displays, 0, "UIKit: an empty configuration ends at once")
        let configuration = UIContextMenuConfiguration()
        XCTAssertNotNil(configuration.identifier as? NSString, "a nil identifier gets a unique one")
        XCTAssertEqual(configuration.preferredMenuElementOrder, .automatic)
        XCTAssertEqual(configuration.badgeCount, 0)
        XCTAssertEqual(configuration.secondaryItemIdentifiers, [])
    }

    func testTargetedPreviewParts() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 20, y: 30, width: 100, height: 50))
        window.addSubview(view)
        let parameters = UIPreviewParameters(textLineRects: [NSValue(cgRect: CGRect(x: 0, y: 0, width: 80, height: 20)),
                                                             NSValue(cgRect: CGRect(x: 0, y: 20, width: 40, height: 20))])
        let preview = UITargetedPreview(view: view, parameters: parameters)
        XCTAssertTrue(preview.target.container === window)
        XCTAssertEqual(preview.target.center, CGPoint(x: 70, y: 55))
        XCTAssertEqual(preview.target.transform, .identity)
        XCTAssertEqual(preview.size, CGSize(width: 80, height: 40), "the visible path's size")
        XCTAssertNil(UIPreviewParameters(textLineRects: []).visiblePath, "no rects: the whole view")
        let moved = preview.retargetedPreview(with: UIPreviewTarget(container: view, center: CGPoint(x: 5, y: 5)))
        XCTAssertTrue(moved.view === view)
        XCTAssertTrue(moved.parameters === parameters)
        XCTAssertTrue(moved.target.container === view)
        XCTAssertEqual(moved.frame(in: window), CGRect(x: -15, y: 15, width: 80, height: 40))
    }
}
