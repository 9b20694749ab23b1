import XCTest
import UIKit
import UIKitTesting

/// A view with a fixed intrinsic size, as labels and buttons have.
@MainActor
private final class SizedView: UIView {
    let size: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        size = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used in these tests") }
    override var intrinsicContentSize: CGSize { size }
}

/// Third round: stack view distributions and alignments that `AutoLayoutBehaviourTests`
/// does not cover.
@MainActor
final class Behaviour3StackViewTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func laidOut(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat = 100) -> UIStackView {
        stack.translatesAutoresizingMaskIntoConstraints = true
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.layoutIfNeeded()
        return stack
    }

    func testFillProportionallySharesSpaceByIntrinsicWidth() async {
        // UIKit (.fillProportionally): views are sized in proportion to their intrinsic
        // content size along the axis.
        let a = SizedView(100, 20)
        let b = SizedView(50, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        _ = laidOut(stack)
        XCTAssertEqual(a.frame.width, 200, accuracy: 0.5)
        XCTAssertEqual(b.frame.width, 100, accuracy: 0.5)
        XCTAssertEqual(b.frame.minX, 200, accuracy: 0.5)
    }

    func testEqualCenteringSpacesTheCentersEvenly() async {
        // UIKit (.equalCentering): views keep their intrinsic size and their centers are
        // equally far apart, the outer views touching the edges.
        let a = SizedView(20, 20)
        let b = SizedView(60, 20)
        let c = SizedView(20, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalCentering
        _ = laidOut(stack)
        XCTAssertEqual(a.frame.minX, 0, accuracy: 0.5)
        XCTAssertEqual(c.frame.maxX, 300, accuracy: 0.5)
        XCTAssertEqual(b.frame.width, 60, accuracy: 0.5)
        XCTAssertEqual(b.center.x - a.center.x, c.center.x - b.center.x, accuracy: 0.5)
    }

    func testEqualSpacingKeepsIntrinsicSizesAndEqualGaps() async {
        // UIKit (.equalSpacing): views keep their intrinsic size and the gaps between them are
        // equal, filling the stack.
        let a = SizedView(40, 20)
        let b = SizedView(80, 20)
        let c = SizedView(30, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        _ = laidOut(stack)
        XCTAssertEqual(a.frame.width, 40, accuracy: 0.5)
        XCTAssertEqual(b.frame.width, 80, accuracy: 0.5)
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 75, accuracy: 0.5)
        XCTAssertEqual(c.frame.minX - b.frame.maxX, 75, accuracy: 0.5)
    }

    func testLeadingAndTrailingAlignmentInAVerticalStack() async {
        // UIKit (UIStackView.Alignment): in a vertical stack .leading puts views at the left
        // edge and .trailing at the right, at their intrinsic width.
        let a = SizedView(40, 20)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.axis = .vertical
        stack.alignment = .leading
        _ = laidOut(stack)
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 40, height: 100))
        stack.alignment = .trailing
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.maxX, 300, accuracy: 0.5)
        XCTAssertEqual(a.frame.width, 40, accuracy: 0.5)
    }

    func testTopAndBottomAlignmentInAHorizontalStack() async {
        // UIKit: in a horizontal stack .top and .bottom place views at their intrinsic height.
        let a = SizedView(40, 20)
        let stack = UIStackView(arrangedSubviews: [a])
        stack.alignment = .top
        _ = laidOut(stack)
        XCTAssertEqual(a.frame.minY, 0, accuracy: 0.5)
        XCTAssertEqual(a.frame.height, 20, accuracy: 0.5)
        stack.alignment = .bottom
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame.maxY, 100, accuracy: 0.5)
    }

    func testLayoutMarginsRelativeArrangementInsetsTheViews() async {
        // UIKit (isLayoutMarginsRelativeArrangement): when true the arranged views lie within
        // the stack's layout margins instead of its bounds.
        let a = UIView()
        let stack = UIStackView(arrangedSubviews: [a])
        stack.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        stack.isLayoutMarginsRelativeArrangement = true
        _ = laidOut(stack)
        XCTAssertEqual(a.frame, CGRect(x: 20, y: 10, width: 260, height: 80))
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    func testCustomSpacingIsUseDefaultUntilSet() async {
        // UIKit (customSpacing(after:)): UIStackView.spacingUseDefault until set; setting it
        // back to spacingUseDefault removes the custom spacing.
        // Equal sizes keep the layout unambiguous (two views without intrinsic sizes could
        // split the length any way, even giving one a negative width).
        let a = SizedView(10, 10)
        let b = SizedView(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.spacing = 5
        XCTAssertEqual(stack.customSpacing(after: a), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: a)
        XCTAssertEqual(stack.customSpacing(after: a), 30)
        _ = laidOut(stack)
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 30, accuracy: 0.5)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        stack.layoutIfNeeded()
        XCTAssertEqual(b.frame.minX - a.frame.maxX, 5, accuracy: 0.5)
    }

    func testArrangingAnExistingSubviewKeepsTheSubviewOrder() async {
        // UIKit (addArrangedSubview(_:)): if the view is already a subview, the subview order
        // is not changed.
        let stack = UIStackView()
        let a = UIView()
        let b = UIView()
        stack.addSubview(a)
        stack.addSubview(b)
        stack.addArrangedSubview(a)
        XCTAssertEqual(stack.subviews, [a, b])
        XCTAssertEqual(stack.arrangedSubviews, [a])
    }

    func testInsertArrangedSubviewPlacesItAtTheIndex() async {
        // UIKit (insertArrangedSubview(_:at:)): the view goes at that index of
        // arrangedSubviews and is laid out in that order.
        let a = SizedView(10, 10)
        let b = SizedView(10, 10)
        let c = SizedView(10, 10)
        let stack = UIStackView(arrangedSubviews: [a, c])
        stack.distribution = .fillEqually
        stack.insertArrangedSubview(b, at: 1)
        XCTAssertEqual(stack.arrangedSubviews, [a, b, c])
        _ = laidOut(stack)
        XCTAssertEqual(b.frame.minX, 100, accuracy: 0.5)
    }
}
