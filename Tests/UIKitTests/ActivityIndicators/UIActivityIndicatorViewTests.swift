import XCTest
import UIKit
import UIKitTesting

/// `UIActivityIndicatorView`: sizes by style, hiding while stopped, and the spinning spokes.
@MainActor
final class UIActivityIndicatorViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testStylesGiveUIKitSizes() async {
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).frame.size, CGSize(width: 20, height: 20))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).frame.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView(style: .large).intrinsicContentSize, CGSize(width: 37, height: 37))
        XCTAssertEqual(UIActivityIndicatorView.Style(rawValue: 0), UIActivityIndicatorView.Style(rawValue: 0))
        XCTAssertEqual(UIActivityIndicatorView.Style.medium.rawValue, 100)
        XCTAssertEqual(UIActivityIndicatorView.Style.large.rawValue, 101)
        let whiteLarge = UIActivityIndicatorView(style: UIActivityIndicatorView.Style(rawValue: 0)!)
        XCTAssertEqual(whiteLarge.frame.size, CGSize(width: 37, height: 37))
        XCTAssertEqual(whiteLarge.color, .white)
        XCTAssertEqual(UIActivityIndicatorView(style: .medium).color, .gray)
    }

    func testHiddenWhileStoppedByDefault() async {
        let indicator = UIActivityIndicatorView(style: .medium)
        XCTAssertTrue(indicator.hidesWhenStopped)
        XCTAssertTrue(indicator.isHidden)
        XCTAssertFalse(indicator.isAnimating)
        indicator.startAnimating()
        XCTAssertFalse(indicator.isHidden)
        XCTAssertTrue(indicator.isAnimating)
        indicator.stopAnimating()
        XCTAssertTrue(indicator.isHidden)
        indicator.hidesWhenStopped = false
        XCTAssertFalse(indicator.isHidden)
    }

    func testSpokesDrawInTheColorAndStepClockwise() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.color = .black
        indicator.center = CGPoint(x: 30, y: 30)
        window.addSubview(indicator)
        indicator.startAnimating()
        ManualClock.runLoopTurn()
        let scale = window.screen.scale
        func pixel(_ x: CGFloat, _ y: CGFloat) -> Pixel {
            Snapshot.frameBufferImage(of: window)!.pixel(Int(x * scale), Int(y * scale))
        }
        // Spoke 0 points up: from 7.4 to 18.5 points above the centre, opaque black.
        XCTAssertEqual(pixel(30, 30 - 14), .black, "the leading spoke, straight up")
        XCTAssertEqual(pixel(30, 30), .white, "the centre is empty")
        let trailing = pixel(30 - 10, 30 - 10)
        XCTAssertGreaterThan(trailing.r, 20, "the spoke behind it is lighter: \(trailing)")
        ManualClock.advance(by: 0.19)
        XCTAssertEqual(pixel(30 + 10, 30 - 10), .black, "after an eighth of a second the lead moved 45° clockwise")
        indicator.removeFromSuperview()
        XCTAssertTrue(indicator.isAnimating, "still animating out of a window")
        XCTAssertNil(indicator.layer.sublayers?.first?.animationKeys(), "but nothing spins (or ticks) out of a window")
        window.addSubview(indicator)
        XCTAssertEqual(indicator.layer.sublayers?.first?.animationKeys(), ["UIActivityIndicatorViewSpin"], "back in a window it spins")
        indicator.stopAnimating()
        XCTAssertNil(indicator.layer.sublayers?.first?.animationKeys())
    }
}
