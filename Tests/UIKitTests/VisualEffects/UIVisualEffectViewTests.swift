import XCTest
import UIKit
import UIKitTesting

/// `UIVisualEffectView` with blur and vibrancy effects: its content view, and the blur of
/// what is behind it in the window.
@MainActor
final class UIVisualEffectViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A window whose left half is red and right half blue. The blur (20 points) reaches
    /// 60 points: far enough from the middle, the colors stay flat.
    private func splitWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        window.backgroundColor = .white
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        left.backgroundColor = .red
        let right = UIView(frame: CGRect(x: 200, y: 0, width: 200, height: 100))
        right.backgroundColor = .blue
        window.addSubview(left)
        window.addSubview(right)
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> Pixel {
        ManualClock.runLoopTurn()
        let scale = Int(window.screen.scale)
        return Snapshot.frameBufferImage(of: window)!.pixel(x * scale + scale / 2, y * scale + scale / 2)
    }

    func testContentViewFillsTheEffectViewAndIsItsOnlySubview() async {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        XCTAssertEqual(view.subviews.count, 1)
        XCTAssertTrue(view.subviews.first === view.contentView)
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 80))
        view.frame.size = CGSize(width: 60, height: 30)
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 60, height: 30), "resized with the view")
        XCTAssertTrue(UIVisualEffectView().effect == nil, "init() makes a view without an effect")
    }

    func testEffectsCompareByStyle() async {
        XCTAssertEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .dark))
        XCTAssertNotEqual(UIBlurEffect(style: .dark), UIBlurEffect(style: .light))
        XCTAssertEqual(UIBlurEffect.Style.systemMaterial.rawValue, 8)
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        let blur = UIBlurEffect(style: .regular)
        XCTAssertTrue(blur.copy() as AnyObject === blur, "effects are immutable: a copy is the same object")
        XCTAssertEqual(UIVibrancyEffect(blurEffect: blur), UIVibrancyEffect(blurEffect: UIBlurEffect(style: .regular)))
        XCTAssertNotEqual(UIVibrancyEffect(blurEffect: blur, style: .fill), UIVibrancyEffect(blurEffect: blur))
    }

    func testBlurEffectBlursWhatIsBehindAndTintsIt() async {
        let window = splitWindow()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effectView.frame = CGRect(x: 10, y: 10, width: 380, height: 80)
        window.addSubview(effectView)
        // .dark: the blur, then white 0.11 at 73 % (OpenUIKit's tint).
        let tintedRed = Pixel(89, 20, 20, 255)
        XCTAssertTrue(pixel(window, 20, 50).isClose(to: tintedRed, tolerance: 2), "\(pixel(window, 20, 50))")
        let edgeLeft = pixel(window, 199, 50), edgeRight = pixel(window, 200, 50)
        XCTAssertGreaterThan(edgeLeft.b, 40, "blue from the right is blurred into the left: \(edgeLeft)")
        XCTAssertGreaterThan(edgeRight.r, 40, "red from the left is blurred into the right: \(edgeRight)")
        XCTAssertEqual(pixel(window, 5, 50), .red, "outside the effect view nothing changes")
        XCTAssertEqual(pixel(window, 395, 50), .blue)
    }

    func testRemovingTheEffectShowsTheBackdropAsItIs() async {
        let window = splitWindow()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        effectView.frame = CGRect(x: 10, y: 10, width: 380, height: 80)
        window.addSubview(effectView)
        XCTAssertNotEqual(pixel(window, 199, 50), .red)
        effectView.effect = nil
        XCTAssertEqual(pixel(window, 199, 50), .red)
        XCTAssertEqual(pixel(window, 200, 50), .blue)
    }

    func testVibrancyEffectViewDrawsItsContentWithoutBlurring() async {
        let window = splitWindow()
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))
        vibrancy.frame = CGRect(x: 10, y: 10, width: 380, height: 80)
        let dot = UIView(frame: CGRect(x: 300, y: 60, width: 10, height: 10))
        dot.backgroundColor = .green
        vibrancy.contentView.addSubview(dot)
        window.addSubview(vibrancy)
        XCTAssertEqual(pixel(window, 199, 50), .red, "vibrancy does not blur")
        XCTAssertEqual(pixel(window, 315, 75), Pixel(0, 255, 0, 255))
    }

    func testAdaptiveStyleFollowsTheInterfaceStyle() async {
        let window = splitWindow()
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        effectView.frame = CGRect(x: 10, y: 10, width: 380, height: 80)
        window.addSubview(effectView)
        let light = pixel(window, 20, 50)
        XCTAssertTrue(light.isClose(to: Pixel(255, 179, 179, 255), tolerance: 2), "white at 70 % over red: \(light)")
        effectView.overrideUserInterfaceStyle = .dark
        let dark = pixel(window, 20, 50)
        XCTAssertTrue(dark.isClose(to: Pixel(96, 20, 20, 255), tolerance: 2), "white 0.11 at 70 % over red: \(dark)")
    }
}
