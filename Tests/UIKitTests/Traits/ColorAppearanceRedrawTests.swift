import XCTest
import UIKit
import UIKitTesting

/// Fills itself with `UIColor.label` (black in light, white in dark) and counts its drawings.
private final class LabelFillView: UIView {
    var drawCount = 0
    override func draw(_ rect: CGRect) {
        drawCount += 1
        UIColor.label.setFill()
        UIRectFill(bounds)
    }
}

/// Calls `super`, then paints only in dark mode (with a dynamic color): its light drawing
/// paints nothing.
private final class DarkOnlyGlowView: UIView {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        UIColor { $0.userInterfaceStyle == .dark ? .white : .clear }.setFill()
        UIRectFill(bounds)
    }
}

/// A view that draws its own content is drawn again when a trait that affects color
/// appearance changes (UIKit, iOS 13: `draw(_:)` is among the methods UIKit calls again on an
/// appearance change), whether the change comes from a move or from an override.
@MainActor
final class ColorAppearanceRedrawTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func shownWindow(_ style: UIUserInterfaceStyle) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .red
        window.overrideUserInterfaceStyle = style
        window.isHidden = false
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> Pixel {
        let scale = Int(window.screen.scale)
        return Snapshot.frameBufferImage(of: window)!.pixel(x * scale, y * scale)
    }

    func testMovedFromALightWindowIntoADarkWindowIsRedrawn() async {
        let light = shownWindow(.light)
        let dark = shownWindow(.dark)
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        light.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(light, 10, 10), .black)
        XCTAssertEqual(view.drawCount, 1)

        dark.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.drawCount, 2)
        XCTAssertEqual(pixel(dark, 10, 10), .white)
    }

    func testAStyleOverrideChangeRedrawsTheSubtree() async {
        let window = shownWindow(.light)
        let container = UIView(frame: window.bounds)
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        container.addSubview(view)
        window.addSubview(container)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .black)

        window.overrideUserInterfaceStyle = .dark
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .white, "the window's override")
        XCTAssertEqual(view.drawCount, 2)

        container.overrideUserInterfaceStyle = .light
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .black, "a container's override")

        container.traitOverrides.userInterfaceStyle = .dark
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .white, "a container's trait overrides")
        XCTAssertEqual(view.drawCount, 4)
    }

    func testAViewControllerOverrideRedrawsItsView() async {
        let window = shownWindow(.light)
        let controller = UIViewController()
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        controller.view.addSubview(view)
        window.rootViewController = controller
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .black)

        controller.traitOverrides.userInterfaceStyle = .dark
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .white)
    }

    func testAChangeThatDoesNotAffectColorsDoesNotRedraw() async {
        let window = shownWindow(.light)
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.drawCount, 1)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.drawCount, 1, "UIKit: only a color appearance change redraws by itself")
    }

    func testTheUsersStyleChangeRedraws() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.isHidden = false
        addTeardownBlock { @MainActor in window.isHidden = true }
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .black)
        UIKitTestEnvironment.setUserInterfaceStyle(.dark)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .white)
    }

    func testTheViewsOwnOverrideRedraws() async {
        let window = shownWindow(.light)
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        ManualClock.runLoopTurn()
        view.overrideUserInterfaceStyle = .dark
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .white)
    }

    func testChangedOutsideAWindowThenShownRedraws() async {
        let light = shownWindow(.light)
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        light.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(light, 10, 10), .black)
        view.removeFromSuperview()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        container.overrideUserInterfaceStyle = .dark
        container.addSubview(view)
        ManualClock.runLoopTurn()
        light.addSubview(container)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(light, 10, 10), .white)
    }

    func testDrawnOffscreenThenMovedIntoADarkWindow() async {
        let dark = shownWindow(.dark)
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(image.pixel(5, 5), .black)
        dark.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(dark, 10, 10), .white)
        let again = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(again.pixel(5, 5), .white)
    }

    func testAHostedControllerUnderADarkRootOverride() async {
        let window = shownWindow(.unspecified)
        let root = UIViewController()
        window.rootViewController = root
        ManualClock.runLoopTurn()
        let child = UIViewController()
        let view = LabelFillView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        child.view.addSubview(view)
        let image = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(image.pixel(5, 5), .black)
        root.traitOverrides.userInterfaceStyle = .dark
        root.view.addSubview(child.view)
        root.addChild(child)
        child.didMove(toParent: root)
        let again = UIGraphicsImageRenderer(bounds: view.bounds).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
        XCTAssertEqual(again.pixel(5, 5), .white)
    }

    func testADarkWindowsRootControllerTreeResolvesDark() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.overrideUserInterfaceStyle = .dark
        let root = UIViewController()
        let child = UIViewController()
        let toggle = UISwitch()
        toggle.isOn = true
        let view = LabelFillView(frame: CGRect(x: 0, y: 60, width: 20, height: 20))
        child.view.addSubview(toggle)
        child.view.addSubview(view)
        root.view.addSubview(child.view)
        root.addChild(child)
        child.didMove(toParent: root)
        window.rootViewController = root
        window.isHidden = false
        addTeardownBlock { @MainActor in window.isHidden = true }
        root.view.layoutIfNeeded()
        let image = UIGraphicsImageRenderer(bounds: window.bounds, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { _ in window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
        XCTAssertEqual(toggle.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(image.pixel(10, 70), .white)
        XCTAssertEqual(image.pixel(6, 15), Pixel(48, 209, 88, 255), "systemGreen in dark mode")
    }

    func testAViewThatPaintsOnlyInDarkModeIsRedrawnWhenTheStyleChanges() async {
        let window = shownWindow(.light)
        let view = DarkOnlyGlowView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        window.addSubview(view)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .red, "nothing painted over the window's red in light mode")

        window.overrideUserInterfaceStyle = .dark
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 10, 10), .white, "UIKit calls draw(_:) again on an appearance change")

        let other = DarkOnlyGlowView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        let light = shownWindow(.light)
        light.addSubview(other)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(light, 30, 10), .red)
        window.addSubview(other)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 30, 10), .white, "moved into a dark window")
    }
}
