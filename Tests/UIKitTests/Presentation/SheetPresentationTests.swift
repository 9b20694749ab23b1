import XCTest
import UIKit
import UIKitTesting

/// Records what a sheet's delegate is told and answers as configured.
@MainActor
private final class SheetDelegate: NSObject, UISheetPresentationControllerDelegate {
    var events: [String] = []
    var allowsDismissal = true
    var adaptiveStyle: UIModalPresentationStyle?
    var replacement: UIViewController?

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        events.append("adaptiveStyle")
        return adaptiveStyle ?? .none
    }
    func presentationController(_ controller: UIPresentationController,
                                viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        replacement
    }
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        events.append("willPresent(\(style.rawValue), coordinator: \(transitionCoordinator != nil))")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("didAttemptToDismiss") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {
        events.append("selected \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

@MainActor
final class SheetPresentationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    /// A 320 × 480 phone window (horizontally compact, vertically regular, no safe area).
    private func makeWindow() -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root)
    }

    func testSheetAndPopoverControllersAreMadeForTheirStylesBeforePresenting() async throws {
        let automatic = UIViewController()
        let sheet = try XCTUnwrap(automatic.sheetPresentationController)
        XCTAssertTrue(automatic.sheetPresentationController === sheet)
        XCTAssertTrue(automatic.presentationController === sheet)
        XCTAssertNil(automatic.popoverPresentationController)
        XCTAssertEqual(sheet.detents.map(\.identifier), [.large])
        XCTAssertNil(sheet.selectedDetentIdentifier)
        XCTAssertNil(sheet.largestUndimmedDetentIdentifier)
        XCTAssertFalse(sheet.prefersGrabberVisible)
        XCTAssertNil(sheet.preferredCornerRadius)
        XCTAssertFalse(sheet.prefersEdgeAttachedInCompactHeight)
        XCTAssertFalse(sheet.widthFollowsPreferredContentSizeWhenEdgeAttached)
        XCTAssertEqual(sheet.presentationStyle, .pageSheet)
        XCTAssertTrue(sheet.shouldPresentInFullscreen)
        XCTAssertEqual(sheet.adaptivePresentationStyle, .none, "no delegate: no adaptation")

        let form = UIViewController()
        form.modalPresentationStyle = .formSheet
        XCTAssertEqual(form.sheetPresentationController?.presentationStyle, .formSheet)

        let full = UIViewController()
        full.modalPresentationStyle = .fullScreen
        XCTAssertNil(full.sheetPresentationController)
        XCTAssertNil(full.popoverPresentationController)

        let popover = UIViewController()
        popover.modalPresentationStyle = .popover
        let popoverController = try XCTUnwrap(popover.popoverPresentationController)
        XCTAssertNil(popover.sheetPresentationController)
        XCTAssertEqual(popoverController.arrowDirection, .unknown)
        XCTAssertEqual(popoverController.permittedArrowDirections, .any)
        XCTAssertEqual(popoverController.popoverLayoutMargins, UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        XCTAssertFalse(popoverController.canOverlapSourceViewRect)

        XCTAssertEqual(UISheetPresentationController.Detent.Identifier.medium.rawValue, "com.apple.UIKit.medium")
        XCTAssertEqual(UISheetPresentationController.Detent.Identifier.large.rawValue, "com.apple.UIKit.large")
        XCTAssertEqual(UISheetPresentationController.Detent.custom(identifier: .init("small")) { _ in 100 }.identifier.rawValue, "small")
        XCTAssertEqual(UIPopoverArrowDirection.any.rawValue, 15)
    }

    func testALargeSheetIsACardBelowTheStatusBarAreaAndPushesThePresenterBack() async throws {
        let (window, root) = makeWindow()
        let presented = UIViewController()
        var completed = false
        root.present(presented, animated: false) { completed = true }
        XCTAssertTrue(completed)
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        let card = try XCTUnwrap(sheet.presentedView)
        let container = try XCTUnwrap(sheet.containerView)
        XCTAssertTrue(container.superview === window)
        XCTAssertTrue(card.superview === container)
        XCTAssertTrue(presented.view.superview === card)
        // UIKit: the card starts 10 pt below the status bar area (20 pt assumed here).
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertEqual(sheet.frameOfPresentedViewInContainerView, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 320, height: 450))
        XCTAssertEqual(card.layer.cornerRadius, 10)
        XCTAssertEqual(card.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertTrue(card.clipsToBounds)
        // The presenter shrinks until its top meets the status bar area.
        let scale = 1 - 40.0 / 480
        XCTAssertEqual(root.view.transform, CGAffineTransform(scaleX: scale, y: scale))
        XCTAssertEqual(root.view.frame.minY, 20, accuracy: 0.001)
        XCTAssertEqual(root.view.layer.cornerRadius, 10)
        // UIKit: a sheet's content is elevated.
        XCTAssertEqual(presented.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(root.traitCollection.userInterfaceLevel == .elevated, false)

        presented.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(container.superview)
        XCTAssertNil(presented.view.superview)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(root.view.layer.cornerRadius, 0)
        XCTAssertTrue(presented.sheetPresentationController === sheet, "the configuration stays for the next presentation")
    }

    func testAWindowResizedBehindALargeSheetLeavesThePresenterFillingTheWindow() async throws {
        let (window, root) = makeWindow()
        let presented = UIViewController()
        root.present(presented, animated: false)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        window.layoutIfNeeded()
        // Behind the sheet the presenter is the whole new window, shrunk about its center.
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 400, height: 600))
        XCTAssertEqual(root.view.center, CGPoint(x: 200, y: 300))
        let scale = 1 - 40.0 / 600
        XCTAssertEqual(root.view.transform, CGAffineTransform(scaleX: scale, y: scale))

        presented.dismiss(animated: false)
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 400, height: 600))
    }

    func testTheMediumDetentIsTheLowerHalfAndAnUndimmedDetentPassesTouchesThrough() async throws {
        let (window, root) = makeWindow()
        let behind = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.view.addSubview(behind)
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersGrabberVisible = true
        sheet.preferredCornerRadius = 20
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        XCTAssertEqual(card.layer.cornerRadius, 20)
        XCTAssertEqual(root.view.transform, .identity, "only a full-height sheet pushes the presenter back")
        // Dimmed: the container takes the touch above the sheet.
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 100), with: nil) === sheet.containerView?.subviews.first)
        card.layoutIfNeeded()
        let grabber = try XCTUnwrap(card.subviews.last)
        XCTAssertFalse(grabber.isHidden)
        XCTAssertEqual(grabber.frame, CGRect(x: 142, y: 5, width: 36, height: 5))

        sheet.largestUndimmedDetentIdentifier = .medium
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 100), with: nil) === behind)
        XCTAssertTrue(window.hitTest(CGPoint(x: 160, y: 300), with: nil)?.isDescendant(of: card) == true)
    }

    func testAnimateChangesMovesTheSheetToTheSelectedDetent() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        sheet.animateChanges { sheet.selectedDetentIdentifier = .large }
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450), "the model value is the new one")
        XCTAssertEqual(card.layer.presentation()?.frame.minY ?? 30, 240, accuracy: 0.5, "on screen it still starts at the medium detent")
        ManualClock.advance(by: 0.5)
        XCTAssertEqual(card.layer.presentation()?.frame.minY ?? 30, 30, accuracy: 0.5)
        // Without animateChanges the change is applied at once.
        sheet.selectedDetentIdentifier = .medium
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
    }

    func testACustomDetentIsResolvedWithTheContainersTraitsAndMaximum() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        var value: CGFloat = 200
        var seen: [String] = []
        sheet.detents = [.custom(identifier: .init("small")) { context in
            seen.append("max \(context.maximumDetentValue) width \(context.containerTraitCollection.horizontalSizeClass == .compact ? "compact" : "other")")
            return value
        }, .large()]
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 280, width: 320, height: 200))
        XCTAssertEqual(seen.last, "max 450.0 width compact")
        value = 300
        sheet.invalidateDetents()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 180, width: 320, height: 300))
        // A value above the maximum is the maximum; a nil one makes the detent inactive.
        value = 900
        sheet.invalidateDetents()
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        let detent = UISheetPresentationController.Detent.custom { _ in nil }
        sheet.detents = [detent, .medium()]
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
    }

    func testDraggingUpMovesToTheLargerDetentAndTellsTheDelegate() async throws {
        let (window, root) = makeWindow()
        let input = InputSimulator(window: window)
        let delegate = SheetDelegate()
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.delegate = delegate
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        input.drag(from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 60), duration: 1)
        input.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertEqual(delegate.events.filter { $0.hasPrefix("selected") }, ["selected com.apple.UIKit.large"])
        // A short drag down settles back at the large detent... a long one at the medium one.
        input.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 130), duration: 1)
        input.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .large)
        input.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 320), duration: 1)
        input.advance(by: 0.5)
        XCTAssertEqual(sheet.selectedDetentIdentifier, .medium)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 240, width: 320, height: 240))
        XCTAssertEqual(delegate.events.filter { $0.hasPrefix("selected") }, ["selected com.apple.UIKit.large", "selected com.apple.UIKit.medium"])
        XCTAssertFalse(delegate.events.contains("shouldDismiss"), "never pulled below the smallest detent")
    }

    func testDraggingDownDismissesAfterAskingTheDelegate() async throws {
        let (window, root) = makeWindow()
        let input = InputSimulator(window: window)
        let delegate = SheetDelegate()
        let presented = UIViewController()
        presented.sheetPresentationController?.delegate = delegate
        root.present(presented, animated: false)
        input.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.5)
        XCTAssertEqual(delegate.events.filter { !$0.hasPrefix("willPresent") && $0 != "adaptiveStyle" }, ["shouldDismiss", "willDismiss"])
        XCTAssertTrue(presented.isBeingDismissed)
        input.advance(by: 0.5)
        XCTAssertEqual(delegate.events.filter { !$0.hasPrefix("willPresent") && $0 != "adaptiveStyle" }, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(presented.view.window)
        XCTAssertEqual(root.view.transform, .identity)
    }

    func testModalInPresentationOrTheDelegateKeepsTheSheet() async throws {
        let (window, root) = makeWindow()
        let input = InputSimulator(window: window)
        let delegate = SheetDelegate()
        let presented = UIViewController()
        presented.isModalInPresentation = true
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.delegate = delegate
        root.present(presented, animated: false)
        let card = try XCTUnwrap(sheet.presentedView)
        input.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.5)
        input.advance(by: 0.5)
        // UIKit: the delegate is not asked when the controller is modal in presentation.
        XCTAssertEqual(delegate.events.filter { !$0.hasPrefix("willPresent") && $0 != "adaptiveStyle" }, ["didAttemptToDismiss"])
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))

        presented.isModalInPresentation = false
        delegate.allowsDismissal = false
        delegate.events.removeAll()
        input.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), duration: 0.5)
        input.advance(by: 0.5)
        XCTAssertEqual(delegate.events, ["shouldDismiss", "didAttemptToDismiss"])
        XCTAssertTrue(root.presentedViewController === presented)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
    }

    func testAnAnimatedPresentationSlidesUpWithATransitionCoordinator() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        var log: [String] = []
        XCTAssertNil(root.transitionCoordinator)
        root.present(presented, animated: true) { log.append("completion") }
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        let card = try XCTUnwrap(sheet.presentedView)
        let coordinator = try XCTUnwrap(presented.transitionCoordinator)
        XCTAssertTrue(root.transitionCoordinator === coordinator)
        XCTAssertTrue(coordinator.isAnimated)
        XCTAssertEqual(coordinator.presentationStyle, .pageSheet)
        XCTAssertTrue(coordinator.viewController(forKey: .to) === presented)
        XCTAssertTrue(coordinator.viewController(forKey: .from) === root)
        XCTAssertTrue(coordinator.containerView === sheet.containerView)
        XCTAssertTrue(coordinator.animate(alongsideTransition: { _ in log.append("alongside") }, completion: { context in
            log.append("coordinator completion \(context.isCancelled)")
        }))
        XCTAssertEqual(log, ["alongside"], "added after the transition began animating: runs at once")
        XCTAssertEqual(card.layer.presentation()?.frame.minY ?? 0, 480, accuracy: 0.5, "starts below the window")
        ManualClock.advance(by: 0.25)
        XCTAssertNotNil(presented.transitionCoordinator)
        XCTAssertTrue(presented.isBeingPresented)
        ManualClock.advance(by: 0.3)
        XCTAssertEqual(log, ["alongside", "coordinator completion false", "completion"])
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertNil(presented.transitionCoordinator)
        XCTAssertNil(root.transitionCoordinator)
        XCTAssertFalse(coordinator.animate(alongsideTransition: nil, completion: nil), "over: nothing more runs")

        var dismissed = false
        presented.dismiss(animated: true) { dismissed = true }
        XCTAssertNotNil(presented.transitionCoordinator)
        XCTAssertTrue(presented.transitionCoordinator?.viewController(forKey: .from) === presented)
        ManualClock.advance(by: 0.4)
        XCTAssertTrue(dismissed)
        XCTAssertNil(presented.transitionCoordinator)
        XCTAssertNil(root.presentedViewController)
    }

    func testTheDelegateAdaptsTheSheetToFullScreenWithAnotherController() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let delegate = SheetDelegate()
        delegate.adaptiveStyle = .fullScreen
        let wrapper = UIViewController()
        delegate.replacement = wrapper
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.delegate = delegate
        XCTAssertEqual(sheet.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .compact)), .fullScreen)
        delegate.events.removeAll()
        root.present(presented, animated: false)
        XCTAssertEqual(delegate.events, ["adaptiveStyle", "willPresent(\(UIModalPresentationStyle.fullScreen.rawValue), coordinator: true)"])
        let card = try XCTUnwrap(sheet.presentedView)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertTrue(wrapper.view.superview === card, "the delegate's controller is shown instead")
        XCTAssertEqual(root.view.transform, .identity)
        XCTAssertEqual(card.layer.cornerRadius, 0)
    }

    func testOverrideTraitCollectionReachesThePresentedController() async throws {
        let (window, root) = makeWindow()
        defer { withExtendedLifetime(window) {} }
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.overrideTraitCollection = UITraitCollection(userInterfaceStyle: .dark)
        root.present(presented, animated: false)
        XCTAssertEqual(presented.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(sheet.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(sheet.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(root.traitCollection.userInterfaceStyle, .light)
    }

    func testTappingTheDimmingViewDismissesAMediumSheet() async throws {
        let (window, root) = makeWindow()
        let input = InputSimulator(window: window)
        let delegate = SheetDelegate()
        let presented = UIViewController()
        let sheet = try XCTUnwrap(presented.sheetPresentationController)
        sheet.detents = [.medium()]
        sheet.delegate = delegate
        root.present(presented, animated: false)
        delegate.events.removeAll()
        input.tap(at: CGPoint(x: 160, y: 100))
        input.advance(by: 0.5)
        XCTAssertEqual(delegate.events, ["shouldDismiss", "willDismiss", "didDismiss"])
        XCTAssertNil(root.presentedViewController)
    }

    func testADragThatStartsOnASliderMovesTheSliderNotTheSheet() async throws {
        let (window, root) = makeWindow()
        let input = InputSimulator(window: window)
        let presented = UIViewController()
        let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 280, height: 30))
        presented.view.addSubview(slider)
        root.present(presented, animated: false)
        let card = try XCTUnwrap(presented.sheetPresentationController?.presentedView)
        window.layoutIfNeeded()
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 0)
        let start = slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        input.drag(from: start, to: CGPoint(x: start.x + 400, y: start.y + 200), duration: 0.5)
        input.advance(by: 0.5)
        XCTAssertEqual(slider.value, 1)
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertTrue(root.presentedViewController === presented)
    }
}
