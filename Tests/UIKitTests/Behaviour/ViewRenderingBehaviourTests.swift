import XCTest
import UIKit
import UIKitTesting

/// Counts draw(_:) and tintColorDidChange calls.
@MainActor
private final class DrawCountingView: UIView {
    var draws = 0
    var tintChanges = 0
    override func draw(_ rect: CGRect) { draws += 1 }
    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges += 1
    }
}

/// Autoresizing, redraw and tint behaviour of plain views.
@MainActor
final class ViewRenderingBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testChangingTheBoundsSizeKeepsTheCenter() async {
        // UIKit: bounds size changes grow the view around its center (the default anchor point).
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds = CGRect(x: 0, y: 0, width: 200, height: 200)
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 50))
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -50, width: 200, height: 200))
    }

    func testAutoresizingFlexibleWidthAndMargins() async {
        // UIKit: autoresizesSubviews is on by default; a flexible width follows the superview's growth,
        // a flexible left margin moves the view instead.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertTrue(parent.autoresizesSubviews)
        let stretchy = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 10))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 20, width: 20, height: 10))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 40, width: 20, height: 10))
        XCTAssertEqual(fixed.autoresizingMask, [])
        parent.addSubview(stretchy)
        parent.addSubview(pinnedRight)
        parent.addSubview(fixed)
        parent.frame.size.width = 200
        XCTAssertEqual(stretchy.frame, CGRect(x: 10, y: 0, width: 180, height: 10))
        XCTAssertEqual(pinnedRight.frame, CGRect(x: 170, y: 20, width: 20, height: 10))
        XCTAssertEqual(fixed.frame, CGRect(x: 10, y: 40, width: 20, height: 10))
    }

    func testAutoresizingSplitsGrowthBetweenFlexibleParts() async {
        // UIKit: growth is shared among the flexible parts in proportion to their current sizes.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 25, y: 0, width: 50, height: 10))
        child.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(child)
        parent.frame.size.width = 200
        XCTAssertEqual(child.frame, CGRect(x: 75, y: 0, width: 50, height: 10), "stays centered")
    }

    func testAutoresizingIsOffWhenTheSuperviewSaysSo() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        let child = UIView(frame: CGRect(x: 10, y: 0, width: 80, height: 10))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        parent.frame.size.width = 200
        XCTAssertEqual(child.frame.width, 80)
    }

    func testSetNeedsDisplayDrawsOnceOnTheNextPass() async {
        let (window, input) = makeWindow()
        let view = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        input.runLoopTurn()
        let before = view.draws
        XCTAssertGreaterThanOrEqual(before, 1, "a drawing view draws when first shown")
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        XCTAssertEqual(view.draws, before, "drawing is deferred")
        input.runLoopTurn()
        XCTAssertEqual(view.draws, before + 1)
    }

    func testOnlyTheRedrawContentModeRedrawsOnResize() async {
        // UIKit: with .scaleToFill (the default) a resize scales the old drawing; .redraw draws again.
        let (window, input) = makeWindow()
        let view = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(view)
        input.runLoopTurn()
        let before = view.draws
        view.frame.size = CGSize(width: 80, height: 80)
        input.runLoopTurn()
        XCTAssertEqual(view.draws, before)
        view.contentMode = .redraw
        view.frame.size = CGSize(width: 100, height: 100)
        input.runLoopTurn()
        XCTAssertEqual(view.draws, before + 1)
    }

    func testTintColorIsInheritedAndChangesAreAnnounced() async {
        // UIKit: a view without its own tint uses its superview's; changing an ancestor's tint calls
        // tintColorDidChange on descendants that inherit it.
        let (window, _) = makeWindow()
        let parent = UIView()
        let child = DrawCountingView()
        window.addSubview(parent)
        parent.addSubview(child)
        child.tintChanges = 0
        parent.tintColor = .red
        XCTAssertEqual(child.tintColor, .red)
        XCTAssertEqual(child.tintChanges, 1)
        child.tintColor = .green
        child.tintChanges = 0
        parent.tintColor = .blue
        XCTAssertEqual(child.tintColor, .green)
        XCTAssertEqual(child.tintChanges, 0, "an own tint is not affected")
        child.tintColor = nil
        XCTAssertEqual(child.tintColor, .blue, "nil goes back to inheriting")
    }

    func testDimmedTintAdjustmentMode() async {
        // UIKit: .dimmed makes tintColor a desaturated (gray) version, and is inherited by subviews.
        let (window, _) = makeWindow()
        let parent = UIView()
        let child = UIView()
        window.addSubview(parent)
        parent.addSubview(child)
        parent.tintColor = .red
        XCTAssertEqual(child.tintAdjustmentMode, .normal)
        parent.tintAdjustmentMode = .dimmed
        XCTAssertEqual(child.tintAdjustmentMode, .dimmed)
        XCTAssertNotEqual(child.tintColor, .red)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        child.tintColor.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        XCTAssertEqual(red, green, accuracy: 0.01, "gray")
        XCTAssertEqual(green, blue, accuracy: 0.01, "gray")
    }
}
