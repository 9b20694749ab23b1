import XCTest
import UIKit
import UIKitTesting

/// A stack view counting its constraint passes and the `UISV-` constraints it holds after each.
@MainActor
private final class CountingStackView: UIStackView {
    var passes = 0
    /// The spacing constraints present when `updateConstraints()` returns (UIKit's stack view
    /// has made them by then).
    var spacingsAfterPass: [CGFloat] = []

    override func updateConstraints() {
        super.updateConstraints()
        passes += 1
        spacingsAfterPass = constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant)
    }
}

/// UIStackView makes its constraints again at the constraint pass, once for any number of
/// changes before it.
@MainActor
final class StackViewConstraintPassTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    func testChangesMarkTheStackForTheConstraintPass() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        XCTAssertFalse(stack.needsUpdateConstraints())
        stack.spacing = 10
        XCTAssertTrue(stack.needsUpdateConstraints(), "UIKit: a property change asks for updateConstraints()")
        host.layOut()
        XCTAssertFalse(stack.needsUpdateConstraints())
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 10)
        stack.addArrangedSubview(StackItemView(5, 5))
        XCTAssertTrue(stack.needsUpdateConstraints(), "so does arranging a view")
    }

    func testManyChangesBeforeALayoutGiveTheFramesOfTheLastArrangement() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 30), c = StackItemView(70, 40)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        stack.setCustomSpacing(4, after: a)
        stack.addArrangedSubview(c)
        stack.distribution = .equalSpacing
        stack.spacing = 2
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        // Vertical, centered, equal spacing: (200 - 90) / 2 = 55 between the views.
        XCTAssertEqual(a.frame, CGRect(x: 25, y: 0, width: 50, height: 20))
        XCTAssertEqual(b.frame, CGRect(x: 20, y: 75, width: 60, height: 30))
        XCTAssertEqual(c.frame, CGRect(x: 15, y: 160, width: 70, height: 40))
    }

    func testTheConstraintsAreMadeInUpdateConstraintsOncePerPass() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20), c = StackItemView(70, 20)
        let stack = CountingStackView(arrangedSubviews: [a, b, c])
        // The width the views and the spacings below take exactly.
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 192, height: 20))
        let passes = stack.passes
        stack.spacing = 3
        stack.setCustomSpacing(9, after: b)
        stack.alignment = .top
        XCTAssertEqual(stack.passes, passes, "nothing runs before the pass")
        host.layOut()
        XCTAssertEqual(stack.passes, passes + 1, "one pass for the three changes")
        XCTAssertEqual(stack.spacingsAfterPass, [3, 9])
        XCTAssertEqual(c.frame.minX, 50 + 3 + 60 + 9)
    }

    func testReadingConstraintsOrGuidesAppliesAWaitingChange() async {
        let stack = UIStackView(arrangedSubviews: [UIView(), UIView(), UIView()])
        stack.spacing = 5
        XCTAssertEqual(stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant), [5, 5])
        stack.distribution = .equalCentering
        XCTAssertEqual(stack.layoutGuides.map(\.identifier), ["UISV-distributing", "UISV-distributing"])
    }

    func testFittingSizeRunsTheConstraintPassFirst() async {
        let stack = UIStackView(arrangedSubviews: [StackItemView(50, 20), StackItemView(60, 30)])
        stack.spacing = 10
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 120, height: 30))
        stack.axis = .vertical
        XCTAssertEqual(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 60, height: 60))
    }

    func testHidingInsideAnAnimationBlockStillLaysOutInTheBlock() async {
        let a = StackItemView(50, 20), b = StackItemView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 110, height: 20))
        XCTAssertEqual(b.frame.minX, 50)
        UIView.animate(withDuration: 0.3) {
            a.isHidden = true
            // UIKit: the collapse is laid out inside the block, so it animates.
            XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 110, height: 20))
        }
        XCTAssertFalse(stack.needsUpdateConstraints())
    }
}
