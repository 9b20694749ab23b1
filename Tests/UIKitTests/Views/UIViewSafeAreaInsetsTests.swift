import XCTest
import CoreGraphics
import UIKit
import UIKitTesting

/// A view's safe area follows every change that moves it against the insets above it: its own
/// and its ancestors' geometry (set on the view or on its layer), the superview chain, and the
/// root view controller's insets. Each expectation reads the insets once before the change, so
/// that a value kept from that read would show.
@MainActor
final class UIViewSafeAreaInsetsTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    /// A root view 200 × 400 with 44 points of safe area at the top and 34 at the bottom.
    private func makeRoot() -> (UIViewController, UIView) {
        let controller = UIViewController()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return (controller, root)
    }

    func testASubviewsInsetsFollowItsFrameCenterAndTransform() async {
        let (controller, root) = makeRoot()
        // The root view's controller must live: a freed controller's insets leave its view.
        defer { withExtendedLifetime(controller) {} }
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        child.frame.origin.y = 20
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 24, left: 0, bottom: 0, right: 0))
        child.center.y = 350
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0), "now over the bottom inset")
        child.transform = CGAffineTransform(translationX: 0, y: -300)
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0), "moved up by its transform")
        child.transform = .identity
        XCTAssertEqual(child.safeAreaInsets.bottom, 34)
        child.bounds.size.height = 40
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 0, left: 0, bottom: 4, right: 0), "shrunk about its center (330...370)")
    }

    func testGeometrySetOnTheLayerMovesTheSafeAreaToo() async {
        let (controller, root) = makeRoot()
        // The root view's controller must live: a freed controller's insets leave its view.
        defer { withExtendedLifetime(controller) {} }
        let child = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        root.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets, .zero)
        child.layer.position = CGPoint(x: 100, y: 60)
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        child.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        XCTAssertEqual(child.safeAreaInsets, .zero, "the top edge now sits at the position")
        child.layer.transform = CATransform3DMakeTranslation(0, -60, 0)
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        root.layer.sublayerTransform = CATransform3DMakeTranslation(0, 30, 0)
        XCTAssertEqual(child.safeAreaInsets, UIEdgeInsets(top: 14, left: 0, bottom: 0, right: 0), "the superlayer's sublayer transform")
    }

    func testADeepViewFollowsItsAncestorsAndTheirScrolling() async {
        let (controller, root) = makeRoot()
        // The root view's controller must live: a freed controller's insets leave its view.
        defer { withExtendedLifetime(controller) {} }
        let middle = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 300))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertEqual(leaf.safeAreaInsets, .zero)
        middle.frame.origin.y = 10
        XCTAssertEqual(middle.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(leaf.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0), "moved with its superview")
        middle.bounds.origin.y = 20
        XCTAssertEqual(middle.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 0, right: 0))
        XCTAssertEqual(leaf.safeAreaInsets, UIEdgeInsets(top: 54, left: 0, bottom: 0, right: 0),
                       "the superview scrolled by 20: its content moved 20 points further under the inset")
        root.frame.size.height = 200
        XCTAssertEqual(middle.safeAreaInsets, UIEdgeInsets(top: 34, left: 0, bottom: 144, right: 0),
                       "the root's safe area now ends at 166: 320 - (166 - 10 + 20)")
    }

    func testMovingAViewToAnotherSuperviewTakesThatSuperviewsSafeArea() async {
        let (controller, root) = makeRoot()
        // The root view's controller must live: a freed controller's insets leave its view.
        defer { withExtendedLifetime(controller) {} }
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets.top, 44)
        plain.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets, .zero)
        root.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets.top, 44)
        child.removeFromSuperview()
        XCTAssertEqual(child.safeAreaInsets, .zero)
    }

    func testTheControllersInsetsReachEveryViewBelowIt() async {
        let (controller, root) = makeRoot()
        let middle = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        root.addSubview(middle)
        middle.addSubview(leaf)
        XCTAssertEqual(leaf.safeAreaInsets.top, 44)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0)
        XCTAssertEqual(leaf.safeAreaInsets, UIEdgeInsets(top: 20, left: 10, bottom: 0, right: 0))
        controller.additionalSafeAreaInsets = .zero
        XCTAssertEqual(leaf.safeAreaInsets, .zero)
    }

    func testASuperviewThatOverridesItsSafeAreaIsFollowed() async {
        final class Inset: UIView {
            var extra: CGFloat = 0
            override var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: extra, left: 0, bottom: 0, right: 0) }
        }
        let container = Inset(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        container.addSubview(child)
        XCTAssertEqual(child.safeAreaInsets, .zero)
        container.extra = 30
        XCTAssertEqual(child.safeAreaInsets.top, 30, "no geometry changed, the override's answer did")
    }

    func testAPushedScreenIsToldOnceAndReadsItsNewInsets() async {
        final class Recording: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let controller = UIViewController()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
        let top = Recording(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let bottom = Recording(frame: CGRect(x: 0, y: 300, width: 200, height: 100))
        root.addSubview(top)
        root.addSubview(bottom)
        XCTAssertEqual(top.safeAreaInsets, .zero)
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        XCTAssertEqual(top.changes, 1)
        XCTAssertEqual(bottom.changes, 0, "not under the new inset")
        XCTAssertEqual(top.safeAreaInsets.top, 50)
    }
}
