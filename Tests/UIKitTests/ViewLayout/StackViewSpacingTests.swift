import XCTest
import UIKit
import UIKitTesting

/// Spacing, custom spacing and the collapse of hidden arranged views.
@MainActor
final class StackViewSpacingTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    func testTheSpacingConstantsAreUIKits() async {
        XCTAssertEqual(UIStackView.spacingUseDefault, CGFloat(Float.greatestFiniteMagnitude), "FLT_MAX")
        XCTAssertEqual(UIStackView.spacingUseSystem, CGFloat(Float.leastNormalMagnitude), "FLT_MIN")
        XCTAssertEqual(UIStackView().spacing, 0)
    }

    func testCustomSpacingReplacesTheSpacingAfterOneView() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20), c = StackItemView(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault)
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 220, height: 20))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 80, y: 0, width: 60, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 150, y: 0, width: 70, height: 20))
    }

    func testSystemSpacingIsEightPoints() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20), c = StackItemView(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = UIStackView.spacingUseSystem
        stack.setCustomSpacing(20, after: b)
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 208, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 58, y: 0, width: 60, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 138, y: 0, width: 70, height: 20))
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: b)
        XCTAssertEqual(stack.customSpacing(after: b), UIStackView.spacingUseDefault, "spacingUseDefault reverts to spacing")
        let spacings = stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant)
        XCTAssertEqual(spacings, [8, 8])
    }

    func testCustomSpacingIsIgnoredForAViewThatIsNotArrangedAndForgottenOnRemoval() async {
        let a = UIView(), loose = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.addSubview(loose)
        stack.setCustomSpacing(12, after: loose)
        XCTAssertEqual(stack.customSpacing(after: loose), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(12, after: a)
        stack.removeArrangedSubview(a)
        stack.addArrangedSubview(a)
        XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
    }

    func testAHiddenViewCollapsesWithItsSpacing() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20), c = StackItemView(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.container.addSubview(stack)
        stack.leadingAnchor.constraint(equalTo: host.container.leadingAnchor).isActive = true
        stack.topAnchor.constraint(equalTo: host.container.topAnchor).isActive = true
        host.layOut()
        XCTAssertEqual(stack.frame.width, 200)

        b.isHidden = true
        host.layOut()
        XCTAssertEqual(stack.frame.width, 130, "50 + 10 + 70: the hidden view and one spacing are gone")
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 50, y: 0, width: 0, height: 20), "UIKit: a hidden arranged view has no length")
        XCTAssertEqual(c.frame, CGRect(x: 60, y: 0, width: 70, height: 20))
        XCTAssertTrue(stack.arrangedSubviews.contains { $0 === b }, "hiding does not remove the view from the arrangement")
        // A constraint on one view is installed on that view.
        let hiding = b.constraints.filter { $0.identifier == "UISV-hiding" }
        XCTAssertTrue(hiding.contains { $0.firstItem === b && $0.firstAttribute == .width && $0.constant == 0 })

        b.isHidden = false
        host.layOut()
        XCTAssertEqual(stack.frame.width, 200)
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 60, height: 20))
        XCTAssertTrue((stack.constraints + b.constraints).allSatisfy { $0.identifier != "UISV-hiding" })
    }

    func testHidingTheFirstViewPullsTheNextToTheEdge() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 10
        a.isHidden = true
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 60, height: 0))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 60, height: 20))
    }

    func testAStackWhoseViewsAreAllHiddenCollapses() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20)
        let inner = UIStackView(arrangedSubviews: [a, b])
        inner.axis = .vertical
        inner.spacing = 10
        let below = StackItemView(80, 30)
        let column = UIStackView(arrangedSubviews: [inner, below])
        column.axis = .vertical
        column.alignment = .leading
        column.translatesAutoresizingMaskIntoConstraints = false
        host.container.addSubview(column)
        column.leadingAnchor.constraint(equalTo: host.container.leadingAnchor).isActive = true
        column.topAnchor.constraint(equalTo: host.container.topAnchor).isActive = true
        host.layOut()
        XCTAssertEqual(inner.frame.height, 50)
        a.isHidden = true
        b.isHidden = true
        host.layOut()
        XCTAssertEqual(inner.frame.height, 0, "no visible view, no length")
        XCTAssertEqual(below.frame, CGRect(x: 0, y: 0, width: 80, height: 30))
        XCTAssertEqual(column.frame.height, 30)
    }

    func testHidingInsideAnAnimationBlockAnimatesTheCollapse() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20), c = StackItemView(70, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        c.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 20))
        XCTAssertEqual(c.frame, CGRect(x: 130, y: 0, width: 70, height: 20))

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { b.isHidden = true }, completion: nil)
        XCTAssertEqual(c.frame, CGRect(x: 60, y: 0, width: 140, height: 20), "the model takes the collapsed layout at once")
        ManualClock.advance(by: 0.5)
        let shown = c.layer.presentation()
        XCTAssertEqual(shown?.position.x ?? 0, 147.5, accuracy: 0.01, "halfway from center 165 to 130: the view slides into the space")
        XCTAssertEqual(shown?.bounds.width ?? 0, 105, accuracy: 0.01, "and grows into it")
        ManualClock.advance(by: 0.6)
        XCTAssertNil(c.layer.animationKeys())
    }

    func testNegativeSpacingOverlaps() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.spacing = -10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 40, y: 0, width: 60, height: 20))
    }

    func testANonFiniteSpacingIsZero() async {
        let stack = UIStackView()
        stack.spacing = 4
        stack.spacing = .nan
        XCTAssertEqual(stack.spacing, 0)
        stack.spacing = .infinity
        XCTAssertEqual(stack.spacing, 0)
    }
}
