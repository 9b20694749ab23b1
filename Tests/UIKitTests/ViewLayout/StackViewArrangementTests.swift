import XCTest
import UIKit
import UIKitTesting

/// The arranged-subviews list: adding, inserting, removing, as UIKit keeps it.
@MainActor
final class StackViewArrangementTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    func testInitializingWithArrangedSubviewsAddsThemAsSubviews() async {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a, b], by: ===))
        XCTAssertTrue(stack.subviews.elementsEqual([a, b], by: ===))
        XCTAssertFalse(a.translatesAutoresizingMaskIntoConstraints, "UIKit turns autoresizing constraints off for arranged views")
        XCTAssertFalse(b.translatesAutoresizingMaskIntoConstraints)
        XCTAssertTrue(stack.translatesAutoresizingMaskIntoConstraints, "the stack view itself is left as created")
    }

    func testInsertOrdersTheArrangementButNotTheSubviews() async {
        let a = UIView(), b = UIView(), c = UIView(), d = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(c, at: 0)
        stack.insertArrangedSubview(d, at: 2)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([c, a, d, b], by: ===))
        XCTAssertTrue(stack.subviews.elementsEqual([a, b, c, d], by: ===), "new subviews are appended")

        stack.insertArrangedSubview(b, at: 0)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b, c, a, d], by: ===), "an arranged view moves")
        XCTAssertTrue(stack.subviews.elementsEqual([a, b, c, d], by: ===), "its subview index is unchanged")

        stack.addArrangedSubview(c)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b, a, d, c], by: ===), "adding an arranged view moves it to the end")
    }

    func testArrangingAnExistingSubviewKeepsItsSubviewIndex() async {
        let stack = UIStackView()
        let background = UIView(), a = UIView()
        stack.addSubview(a)
        stack.addSubview(background)
        stack.addArrangedSubview(a)
        XCTAssertTrue(stack.subviews.elementsEqual([a, background], by: ===))
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a], by: ===))
    }

    func testRemoveArrangedSubviewKeepsTheSubview() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b], by: ===))
        XCTAssertTrue(a.superview === stack, "UIKit: removeArrangedSubview does not remove the subview")
        XCTAssertFalse(stack.constraints.contains { $0.firstItem === a || $0.secondItem === a },
                       "the stack no longer constrains it")
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 100, height: 20))
    }

    func testRemovingTheSubviewRemovesItFromTheArrangement() async {
        let a = UIView(), b = UIView(), other = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        a.removeFromSuperview()
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([b], by: ===))
        other.addSubview(b)
        XCTAssertTrue(stack.arrangedSubviews.isEmpty, "moving it to another superview removes it too")
        XCTAssertTrue(stack.constraints.isEmpty)
    }

    func testRemovingAViewThatIsNotArrangedDoesNothing() async {
        let a = UIView(), loose = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.removeArrangedSubview(loose)
        XCTAssertTrue(stack.arrangedSubviews.elementsEqual([a], by: ===))
    }

    func testConstraintsAreUIKitsAndFollowChanges() async {
        let a = UIView(), b = UIView(), c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 6
        let spacing = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(spacing.count, 2)
        XCTAssertTrue(spacing[0].firstItem === b && spacing[0].firstAttribute == .leading)
        XCTAssertTrue(spacing[0].secondItem === a && spacing[0].secondAttribute == .trailing)
        XCTAssertEqual(spacing[0].constant, 6)
        let canvas = stack.constraints.filter { $0.identifier == "UISV-canvas-connection" }
        XCTAssertEqual(canvas.count, 4, "first and last along the axis; the first view's top and bottom")
        XCTAssertTrue(stack.constraints.allSatisfy(\.isActive))

        stack.distribution = .fillEqually
        XCTAssertEqual(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.count, 2)
        stack.axis = .vertical
        let vertical = stack.constraints.filter { $0.identifier == "UISV-spacing" }
        XCTAssertEqual(vertical.map(\.firstAttribute), [.top, .top])
        XCTAssertTrue(stack.constraints.filter { $0.identifier == "UISV-fill-equally" }.allSatisfy { $0.firstAttribute == .height })
        XCTAssertFalse(spacing[0].isActive, "replaced constraints are deactivated")
    }

    func testEqualSpacingUsesSpacerGuides() async {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        stack.distribution = .equalSpacing
        XCTAssertEqual(stack.layoutGuides.map(\.identifier), ["UISV-distributing", "UISV-distributing"])
        stack.distribution = .fill
        XCTAssertTrue(stack.layoutGuides.isEmpty)
    }

    func testAStackViewRequiresConstraintBasedLayoutAndDrawsItsBackground() async {
        XCTAssertTrue(UIStackView.requiresConstraintBasedLayout)
        let stack = UIStackView()
        stack.backgroundColor = .red
        XCTAssertEqual(stack.layer.backgroundColor, UIColor.red.cgColor, "UIKit (iOS 14 and later) renders a stack view's background")
    }

    func testBaselineViewsAreTheTallestInARowAndTheEndsInAColumn() async {
        let short = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let tall = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        let label = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
        let inner = UIStackView(arrangedSubviews: [label])
        inner.axis = .vertical
        let row = UIStackView(arrangedSubviews: [short, tall])
        XCTAssertTrue(row.forFirstBaselineLayout === tall)
        XCTAssertTrue(row.forLastBaselineLayout === tall)
        let column = UIStackView(arrangedSubviews: [inner, short])
        column.axis = .vertical
        XCTAssertTrue(column.forFirstBaselineLayout === label, "a nested stack answers for itself")
        XCTAssertTrue(column.forLastBaselineLayout === short)
    }
}
