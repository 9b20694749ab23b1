import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

@MainActor
final class PopoverBackgroundViewTests: XCTestCase {
    private var originalBounds = CGRect.zero

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        originalBounds = UIScreen.main.bounds
    }

    override func tearDown() async throws {
        UIScreen.main.updateDisplay(bounds: originalBounds, scale: UIScreen.main.scale)
    }

    /// A background as iOS apps write one: it draws its arrow from `arrowDirection` and
    /// `arrowOffset`, and its class gives the metrics.
    final class BalloonBackground: UIPopoverBackgroundView {
        nonisolated(unsafe) static var made = 0
        var storedOffset: CGFloat = 0
        var storedDirection: UIPopoverArrowDirection = .any
        var laidOut: [(UIPopoverArrowDirection, CGFloat)] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
            backgroundColor = .orange
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override var arrowOffset: CGFloat {
            get { storedOffset }
            set { storedOffset = newValue; setNeedsLayout() }
        }
        override var arrowDirection: UIPopoverArrowDirection {
            get { storedDirection }
            set { storedDirection = newValue; setNeedsLayout() }
        }
        override class func contentViewInsets() -> UIEdgeInsets { UIEdgeInsets(top: 5, left: 6, bottom: 7, right: 8) }
        override class func arrowHeight() -> CGFloat { 20 }
        override class func arrowBase() -> CGFloat { 30 }
        override class var wantsDefaultContentAppearance: Bool { false }

        override func layoutSubviews() {
            super.layoutSubviews()
            laidOut.append((arrowDirection, arrowOffset))
        }
    }

    private func makePad() -> (UIWindow, UIViewController, UIView) {
        UIScreen.main.updateDisplay(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768), scale: UIScreen.main.scale)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let source = UIView(frame: CGRect(x: 20, y: 100, width: 80, height: 40))
        root.view.addSubview(source)
        return (window, root, source)
    }

    /// UIKit: the background spans the popover and its arrow, is told the arrow's direction
    /// and offset from its centre, and the content sits at its insets (the arrow's height
    /// more on the arrow's side).
    func testTheBackgroundViewFramesTheContentAndPointsItsArrow() async throws {
        let (window, root, source) = makePad()
        defer { withExtendedLifetime(window) {} }
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        let popover = try XCTUnwrap(content.popoverPresentationController)
        XCTAssertNil(popover.popoverBackgroundViewClass)
        popover.sourceView = source
        popover.popoverBackgroundViewClass = BalloonBackground.self
        let made = BalloonBackground.made
        root.present(content, animated: false)
        window.layoutIfNeeded()
        XCTAssertEqual(BalloonBackground.made, made + 1, "made with init(frame:)")
        let background = try XCTUnwrap(popover.containerView?.subviews.compactMap { $0 as? BalloonBackground }.first)
        XCTAssertEqual(popover.arrowDirection, .up)
        // 214 × 112 with the insets, 20 pt below the source, kept 10 pt from the left edge.
        XCTAssertEqual(background.frame, CGRect(x: 10, y: 140, width: 214, height: 132))
        XCTAssertEqual(background.arrowDirection, .up)
        // The arrow's centre at the source's (x 60), the view's centre at x 117.
        XCTAssertEqual(background.arrowOffset, -57)
        XCTAssertEqual(background.laidOut.last?.0, .up)
        XCTAssertEqual(background.laidOut.last?.1, -57)
        let shown = try XCTUnwrap(popover.presentedView)
        XCTAssertEqual(shown.frame, CGRect(x: 16, y: 165, width: 200, height: 100))
        XCTAssertEqual(content.view.bounds.size, CGSize(width: 200, height: 100))
        let index = try XCTUnwrap(popover.containerView?.subviews.firstIndex { $0 === background })
        let contentIndex = try XCTUnwrap(popover.containerView?.subviews.firstIndex { $0 === shown })
        XCTAssertLessThan(index, contentIndex, "behind the content")
        // wantsDefaultContentAppearance false: no rounded, filled card around the content.
        XCTAssertEqual(shown.layer.cornerRadius, 0)
        XCTAssertEqual(shown.backgroundColor, .clear)
        content.dismiss(animated: false)
        XCTAssertNil(background.superview)
    }

    /// The base class's metrics are for subclasses to give: zero, with a log line.
    func testTheBaseClassMetricsAreZero() async {
        XCTAssertEqual(UIPopoverBackgroundView.arrowHeight(), 0)
        XCTAssertEqual(UIPopoverBackgroundView.arrowBase(), 0)
        XCTAssertEqual(UIPopoverBackgroundView.contentViewInsets(), .zero)
        XCTAssertTrue(UIPopoverBackgroundView.wantsDefaultContentAppearance)
    }
}
