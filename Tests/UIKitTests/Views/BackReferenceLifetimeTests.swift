import XCTest
import UIKit
import UIKitTesting

/// Objects that outlive the object that pointed at them (a mask view, subviews, a
/// recognizer, a view's layer, a controller's view) keep working, and nothing reaches the
/// freed object on the next frames.
@MainActor
final class BackReferenceLifetimeTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func shownWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        return window
    }

    private func pixel(_ window: UIWindow, _ x: Int, _ y: Int) -> Pixel {
        let scale = Int(window.screen.scale)
        return Snapshot.frameBufferImage(of: window)!.pixel(x * scale, y * scale)
    }

    func testMaskViewOutlivingTheViewItMasks() async {
        let window = shownWindow()
        let mask = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 40))
        mask.backgroundColor = .black
        weak var weakMasked: UIView?
        do {
            let masked = UIView(frame: window.bounds)
            masked.backgroundColor = .red
            masked.mask = mask
            window.addSubview(masked)
            weakMasked = masked
            ManualClock.runLoopTurn()
            XCTAssertEqual(pixel(window, 10, 10), .red)
            XCTAssertEqual(pixel(window, 30, 10), .white, "masked out")
            UIView.animate(withDuration: 1) { mask.alpha = 0.5 }
            masked.removeFromSuperview()
        }
        XCTAssertNil(weakMasked, "the masked view is freed; the mask view lives on")
        ManualClock.advance(by: 0.3)
        mask.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        ManualClock.advance(by: 1)
        XCTAssertEqual(pixel(window, 10, 10), .white)

        window.addSubview(mask)
        ManualClock.runLoopTurn()
        XCTAssertNotEqual(pixel(window, 5, 5), .white, "the former mask draws as a plain view")
    }

    func testSubviewsOutlivingTheirSuperview() async {
        let window = shownWindow()
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .green
        do {
            let parent = UIView(frame: window.bounds)
            parent.addSubview(child)
            window.addSubview(parent)
            ManualClock.runLoopTurn()
            parent.removeFromSuperview()
        }
        XCTAssertNil(child.superview)
        XCTAssertNil(child.layer.superlayer)
        XCTAssertNil(child.window)
        child.setNeedsLayout()
        child.layoutIfNeeded()
        window.addSubview(child)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 5, 5), .green)
    }

    func testSubviewsOfAFreedSuperviewThatWasNeverRemoved() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            parent.addSubview(child)
        }
        XCTAssertNil(child.superview, "the freed superview clears its subviews' back pointers")
        XCTAssertNil(child.next)
        XCTAssertEqual(child.convert(CGPoint(x: 1, y: 1), to: nil), CGPoint(x: 1, y: 1))
    }

    func testRecognizerOutlivingItsView() async {
        let window = shownWindow()
        var taps = 0
        let tap = UITapGestureRecognizer(handler: { _ in taps += 1 })
        do {
            let view = UIView(frame: window.bounds)
            view.addGestureRecognizer(tap)
            window.addSubview(view)
            view.removeFromSuperview()
        }
        XCTAssertNil(tap.view)
        let other = UIView(frame: window.bounds)
        window.addSubview(other)
        other.addGestureRecognizer(tap)
        InputSimulator(window: window).tap(other)
        XCTAssertEqual(taps, 1)
    }

    func testLayerOutlivingItsView() async {
        let window = shownWindow()
        let layer: CALayer
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.backgroundColor = .blue
            layer = view.layer
        }
        XCTAssertNil(layer.delegate, "the freed view is no longer the layer's delegate")
        layer.setNeedsLayout()
        layer.setNeedsDisplay()
        window.layer.addSublayer(layer)
        ManualClock.runLoopTurn()
        XCTAssertEqual(pixel(window, 5, 5), .blue)
    }

    func testViewOutlivingItsViewController() async {
        let window = shownWindow()
        let view: UIView
        do {
            let controller = UIViewController()
            view = controller.view
            view.frame = window.bounds
        }
        XCTAssertNil(view.next, "the freed controller is not in the responder chain")
        window.addSubview(view)
        view.setNeedsLayout()
        ManualClock.runLoopTurn()
        XCTAssertTrue(view.next === window)
        _ = view.layoutMargins
        _ = view.safeAreaInsets
    }
}
