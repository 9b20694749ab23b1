import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
private final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var events: [String] = []
    var adaptiveStyle: UIModalPresentationStyle?
    var allowsDismissal = true

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        if let adaptiveStyle { return adaptiveStyle }
        return .pageSheet
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("prepare")
    }
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool {
        events.append("shouldDismissPopover")
        return allowsDismissal
    }
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        events.append("didDismissPopover")
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        events.append("shouldDismiss")
        return true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { events.append("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { events.append("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { events.append("didAttemptToDismiss") }
}

@MainActor
final class PopoverPresentationTests: XCTestCase {
    private var originalBounds = CGRect.zero

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        originalBounds = UIScreen.main.bounds
    }

    override func tearDown() async throws {
        UIScreen.main.updateDisplay(bounds: originalBounds, scale: UIScreen.main.scale)
    }

    /// A 1024 × 768 iPad window with a button at (100, 100, 80, 40).
    private func makePad() -> (UIWindow, UIViewController, UIView) {
        UIScreen.main.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: UIScreen.main.scale)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let source = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        return (window, root, source)
    }

    func testOnAnIPadThePopoverIsABubbleBelowItsSourceWithAnArrow() async throws {
        let (window, root, source) = makePad()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .regular)
        let delegate = PopoverDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        let popover = try XCTUnwrap(content.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        popover.backgroundColor = .red
        var completed = false
        root.present(content, animated: false) { completed = true }
        XCTAssertTrue(completed)
        XCTAssertEqual(delegate.events, ["prepare"])
        XCTAssertEqual(popover.arrowDirection, .up)
        let bubble = try XCTUnwrap(popover.presentedView)
        XCTAssertEqual(bubble.frame, CGRect(x: 40, y: 153, width: 200, height: 100))
        XCTAssertEqual(content.view.frame, CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertEqual(bubble.backgroundColor, .red)
        let arrow = try XCTUnwrap(popover.containerView?.subviews.first { $0 !== bubble })
        XCTAssertEqual(arrow.frame, CGRect(x: 127, y: 140, width: 26, height: 13))
        XCTAssertEqual(content.traitCollection.userInterfaceLevel, .elevated)
        XCTAssertEqual(root.view.transform, .identity)
    }

    func testThePopoverTakesTheFirstPermittedSideWithRoom() async throws {
        let (window, root, source) = makePad()
        defer { withExtendedLifetime(window) {} }
        source.frame = CGRect(x: 500, y: 700, width: 80, height: 40)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.popoverPresentationController?.sourceView = source
        root.present(content, animated: false)
        XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .down, "no room below: above the source")
        XCTAssertEqual(content.popoverPresentationController?.presentedView?.frame, CGRect(x: 440, y: 587, width: 200, height: 100))
        content.dismiss(animated: false)
        XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .unknown)

        source.frame = CGRect(x: 100, y: 100, width: 80, height: 40)
        let side = UIViewController()
        side.modalPresentationStyle = .popover
        side.preferredContentSize = CGSize(width: 200, height: 100)
        side.popoverPresentationController?.sourceView = source
        side.popoverPresentationController?.sourceRect = CGRect(x: 0, y: 0, width: 40, height: 40)
        side.popoverPresentationController?.permittedArrowDirections = .left
        root.present(side, animated: false)
        XCTAssertEqual(side.popoverPresentationController?.arrowDirection, .left)
        XCTAssertEqual(side.popoverPresentationController?.presentedView?.frame, CGRect(x: 153, y: 70, width: 200, height: 100))
    }

    func testATapOutsideDismissesUnlessADelegateRefusesAndPassthroughViewsStayLive() async throws {
        let (window, root, source) = makePad()
        let input = InputSimulator(window: window)
        let delegate = PopoverDelegate()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        let popover = try XCTUnwrap(content.popoverPresentationController)
        popover.sourceView = source
        popover.delegate = delegate
        let live = UIView(frame: CGRect(x: 600, y: 400, width: 100, height: 100))
        root.view.addSubview(live)
        popover.passthroughViews = [live]
        root.present(content, animated: false)
        XCTAssertTrue(window.hitTest(CGPoint(x: 650, y: 450), with: nil) === live)
        XCTAssertTrue(window.hitTest(CGPoint(x: 800, y: 600), with: nil) === popover.containerView)

        delegate.allowsDismissal = false
        input.tap(at: CGPoint(x: 800, y: 600))
        XCTAssertEqual(delegate.events, ["prepare", "shouldDismissPopover", "didAttemptToDismiss"])
        XCTAssertTrue(root.presentedViewController === content)
        input.tap(at: CGPoint(x: 100, y: 180))
        XCTAssertEqual(delegate.events.count, 3, "a tap inside the bubble does not dismiss")

        delegate.allowsDismissal = true
        delegate.events.removeAll()
        input.tap(at: CGPoint(x: 800, y: 600))
        XCTAssertEqual(delegate.events, ["shouldDismissPopover", "shouldDismiss", "willDismiss"])
        input.advance(by: 0.3)
        XCTAssertEqual(delegate.events, ["shouldDismissPopover", "shouldDismiss", "willDismiss", "didDismissPopover", "didDismiss"])
        XCTAssertNil(root.presentedViewController)
    }

    func testOnAPhoneThePopoverAdaptsToASheetUnlessTheDelegateSaysNone() async throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        XCTAssertEqual(window.traitCollection.horizontalSizeClass, .compact)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(content.popoverPresentationController)
        // No source: allowed when the popover adapts.
        root.present(content, animated: false)
        let sheet = popover.adaptiveSheetPresentationController
        XCTAssertTrue(content.view.superview === sheet.presentedView)
        XCTAssertEqual(sheet.presentedView?.frame, CGRect(x: 0, y: 30, width: 320, height: 450))
        XCTAssertNil(popover.presentedView)
        XCTAssertEqual(popover.arrowDirection, .unknown)
        content.dismiss(animated: false)
        XCTAssertNil(root.presentedViewController)
        XCTAssertNil(content.view.superview)

        let source = UIView(frame: CGRect(x: 20, y: 40, width: 60, height: 30))
        root.view.addSubview(source)
        let delegate = PopoverDelegate()
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        let bubbleContent = UIViewController()
        bubbleContent.modalPresentationStyle = .popover
        bubbleContent.preferredContentSize = CGSize(width: 200, height: 150)
        bubbleContent.popoverPresentationController?.delegate = delegate
        bubbleContent.popoverPresentationController?.sourceView = source
        root.present(bubbleContent, animated: false)
        XCTAssertEqual(bubbleContent.popoverPresentationController?.arrowDirection, .up)
        XCTAssertEqual(bubbleContent.popoverPresentationController?.presentedView?.frame, CGRect(x: 10, y: 83, width: 200, height: 150))
    }

    func testAnActionSheetIsAPopoverOnAnIPadOnly() async throws {
        let phoneSheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        XCTAssertNil(phoneSheet.popoverPresentationController)
        let (window, root, source) = makePad()
        defer { withExtendedLifetime(window) {} }
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        var cancelled = false
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        XCTAssertEqual(sheet.modalPresentationStyle, .popover)
        let popover = try XCTUnwrap(sheet.popoverPresentationController)
        popover.sourceView = source
        let alert = UIAlertController(title: "Alert", message: nil, preferredStyle: .alert)
        XCTAssertNil(alert.popoverPresentationController)
        root.present(sheet, animated: false)
        let bubble = try XCTUnwrap(popover.presentedView)
        XCTAssertEqual(bubble.frame.width, 304)
        XCTAssertEqual(popover.arrowDirection, .up)
        XCTAssertFalse(cancelled)
        let input = InputSimulator(window: try XCTUnwrap(root.view.window))
        input.tap(at: CGPoint(x: 800, y: 600))
        input.advance(by: 0.3)
        XCTAssertTrue(cancelled, "UIKit: a tap outside the popover cancels")
        XCTAssertNil(root.presentedViewController)
    }

    func testASourceItemAnchorsThePopoverAtABarButtonItem() async throws {
        let (window, _, source) = makePad()
        let root = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.layoutIfNeeded()
        let itemFrame = try XCTUnwrap(item.frame(in: window))
        XCTAssertGreaterThan(itemFrame.width, 0)
        XCTAssertEqual(source.frame(in: window), nil, "a view in no window has no frame")
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        content.popoverPresentationController?.sourceItem = item
        root.present(content, animated: false)
        XCTAssertEqual(content.popoverPresentationController?.arrowDirection, .up)
        XCTAssertEqual(content.popoverPresentationController?.presentedView?.frame,
                       CGRect(x: min(itemFrame.midX - 100, 1014 - 200), y: itemFrame.maxY + 13, width: 200, height: 100))
    }
}
