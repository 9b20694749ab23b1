import XCTest
import UIKit
import UIKitTesting

/// A view with a fixed intrinsic content size (as a label or an image view would have).
@MainActor
final class StackItemView: UIView {
    var contentSize: CGSize

    init(_ width: CGFloat, _ height: CGFloat) {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        contentSize = .zero
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// Hosts stack views for layout: the stack is a subview of a large container and keeps the
/// frame it is given (its autoresizing mask becomes constraints, as in UIKit).
@MainActor
final class StackHost {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))

    func layOut(_ stack: UIStackView, frame: CGRect) {
        if stack.superview !== container { container.addSubview(stack) }
        stack.frame = frame
        container.layoutIfNeeded()
    }

    func layOut() { container.layoutIfNeeded() }
}

/// UIStackView.Distribution along a horizontal axis: frames, as UIKit lays them out.
@MainActor
final class StackViewDistributionTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    /// Three views 50, 60 and 70 wide (20, 30, 40 tall), spacing 10.
    private func threeViews() -> (StackItemView, StackItemView, StackItemView) {
        (StackItemView(50, 20), StackItemView(60, 30), StackItemView(70, 40))
    }

    func testTheDistributionsHaveUIKitsRawValues() async {
        XCTAssertEqual(UIStackView.Distribution.fill.rawValue, 0)
        XCTAssertEqual(UIStackView.Distribution.fillEqually.rawValue, 1)
        XCTAssertEqual(UIStackView.Distribution.fillProportionally.rawValue, 2)
        XCTAssertEqual(UIStackView.Distribution.equalSpacing.rawValue, 3)
        XCTAssertEqual(UIStackView.Distribution.equalCentering.rawValue, 4)
        XCTAssertEqual(UIStackView().distribution, .fill)
    }

    func testFillGrowsTheViewThatHugsLeast() async {
        let (a, b, c) = threeViews()
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        c.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 160, height: 50), "the 100 extra points go to the lowest hugging priority")
        XCTAssertEqual(c.frame, CGRect(x: 230, y: 0, width: 70, height: 50))
    }

    func testFillShrinksTheViewThatResistsCompressionLeast() async {
        let (a, b, c) = threeViews()
        a.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        b.setContentCompressionResistancePriority(UILayoutPriority(752), for: .horizontal)
        c.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 60, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 130, y: 0, width: 20, height: 50), "the 50 missing points come from the lowest compression resistance")
    }

    func testMultiLineLabelsInAFillingRowShareItsWidth() async {
        let left = UILabel(), right = UILabel()
        for label in [left, right] {
            label.numberOfLines = 0
            label.font = .systemFont(ofSize: 15)
            label.text = "A label long enough to wrap onto several lines in half of a narrow row"
        }
        let stack = UIStackView(arrangedSubviews: [left, right])
        stack.spacing = 10
        stack.alignment = .top
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(left.frame.minX, 0)
        XCTAssertEqual(left.frame.width, 145, "UIKit: each takes an equal share (UISV-text-width-disambiguation)")
        XCTAssertEqual(right.frame.minX, 155)
        XCTAssertEqual(right.frame.width, 145)
        XCTAssertGreaterThan(left.frame.height, 40, "the text wraps")
        let disambiguation = stack.constraints.filter { $0.identifier == "UISV-text-width-disambiguation" }
        XCTAssertEqual(disambiguation.map(\.priority), [UILayoutPriority(760), UILayoutPriority(760)])
    }

    func testFillEquallyMakesTheViewsTheSameLength() async {
        let (a, b, c) = threeViews()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 220, y: 0, width: 100, height: 50))
    }

    func testFillProportionallySharesTheLengthByIntrinsicSize() async {
        let a = StackItemView(40, 20), b = StackItemView(60, 20), c = StackItemView(100, 20)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillProportionally
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 420, height: 50))
        // 400 points after spacing, shared 40 : 60 : 100.
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 80, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 90, y: 0, width: 120, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 220, y: 0, width: 200, height: 50))
    }

    func testFillProportionallyFollowsAChangedIntrinsicSize() async {
        let a = StackItemView(40, 20), b = StackItemView(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillProportionally
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        XCTAssertEqual(a.frame.width, 80)
        a.contentSize = CGSize(width: 60, height: 20)
        a.invalidateIntrinsicContentSize()
        host.layOut()
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 100, y: 0, width: 100, height: 50))
    }

    func testEqualSpacingKeepsSizesAndSharesTheGaps() async {
        let (a, b, c) = threeViews()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 60, height: 50), "120 free points make two gaps of 60")
        XCTAssertEqual(c.frame, CGRect(x: 230, y: 0, width: 70, height: 50))
    }

    func testEqualSpacingOverflowSqueezesTheLeastResistantViewAndKeepsTheMinimumSpacing() async {
        let (a, b, c) = threeViews()
        c.setContentCompressionResistancePriority(UILayoutPriority(700), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalSpacing
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 150, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 60, y: 0, width: 60, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 130, y: 0, width: 20, height: 50))
    }

    func testFillEquallyLeavesHiddenViewsOut() async {
        let (a, b, c) = threeViews()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .fillEqually
        stack.spacing = 10
        b.isHidden = true
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 210, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 100, y: 0, width: 0, height: 50))
        XCTAssertEqual(c.frame, CGRect(x: 110, y: 0, width: 100, height: 50))
    }

    func testEqualCenteringSpacesTheCentersEqually() async {
        let (a, b, c) = threeViews()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.distribution = .equalCentering
        stack.spacing = 10
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        XCTAssertEqual(a.frame, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(b.frame, CGRect(x: 115, y: 0, width: 60, height: 50), "centers at 25, 145, 265")
        XCTAssertEqual(c.frame, CGRect(x: 230, y: 0, width: 70, height: 50))
    }

    func testAStackSizedByItsContentIsTheSumOfItsViews() async {
        let (a, b, c) = threeViews()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        stack.alignment = .top
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.container.leadingAnchor, constant: 5),
            stack.topAnchor.constraint(equalTo: host.container.topAnchor, constant: 7),
        ])
        host.layOut()
        XCTAssertEqual(stack.frame, CGRect(x: 5, y: 7, width: 200, height: 40), "50 + 60 + 70 + 2 × 10 wide, as tall as the tallest view")
        XCTAssertEqual(c.frame, CGRect(x: 130, y: 0, width: 70, height: 40))
    }

    func testChangingTheDistributionRearranges() async {
        let (a, b, c) = threeViews()
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        c.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        XCTAssertEqual(b.frame.width, 180)
        stack.distribution = .fillEqually
        host.layOut()
        XCTAssertEqual(b.frame, CGRect(x: 110, y: 0, width: 100, height: 50))
    }
}
