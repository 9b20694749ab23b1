import XCTest
import UIKit
import UIKitTesting

/// UIStackView.Alignment across the axis: frames, as UIKit lays them out.
@MainActor
final class StackViewAlignmentTests: XCTestCase {
    private var host: StackHost!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        host = StackHost()
    }

    /// A row 200 wide and 50 tall holding views 50, 60, 70 wide and 20, 30, 40 tall (spacing
    /// 10: the views fill the row exactly).
    private func row(_ alignment: UIStackView.Alignment) -> [StackItemView] {
        let views = [StackItemView(50, 20), StackItemView(60, 30), StackItemView(70, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = alignment
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        return views
    }

    /// A column 100 wide holding views 20, 30, 40 wide and 10, 20, 30 tall (spacing 5).
    private func column(_ alignment: UIStackView.Alignment) -> [StackItemView] {
        let views = [StackItemView(20, 10), StackItemView(30, 20), StackItemView(40, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 5
        stack.alignment = alignment
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 100, height: 70))
        return views
    }

    func testTheAlignmentsHaveUIKitsRawValues() async {
        XCTAssertEqual(UIStackView.Alignment.fill.rawValue, 0)
        XCTAssertEqual(UIStackView.Alignment.leading.rawValue, 1)
        XCTAssertEqual(UIStackView.Alignment.top, .leading)
        XCTAssertEqual(UIStackView.Alignment.firstBaseline.rawValue, 2)
        XCTAssertEqual(UIStackView.Alignment.center.rawValue, 3)
        XCTAssertEqual(UIStackView.Alignment.trailing.rawValue, 4)
        XCTAssertEqual(UIStackView.Alignment.bottom, .trailing)
        XCTAssertEqual(UIStackView.Alignment.lastBaseline.rawValue, 5)
        XCTAssertEqual(UIStackView().alignment, .fill)
        XCTAssertEqual(UIStackView().axis, .horizontal)
    }

    func testFillSpansTheRowsHeight() async {
        let views = row(.fill)
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 50, height: 50),
            CGRect(x: 60, y: 0, width: 60, height: 50),
            CGRect(x: 130, y: 0, width: 70, height: 50),
        ])
    }

    func testTopKeepsHeightsOnTheTopEdge() async {
        let views = row(.top)
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 50, height: 20),
            CGRect(x: 60, y: 0, width: 60, height: 30),
            CGRect(x: 130, y: 0, width: 70, height: 40),
        ])
    }

    func testCenterCentersAcrossTheRow() async {
        let views = row(.center)
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 15, width: 50, height: 20),
            CGRect(x: 60, y: 10, width: 60, height: 30),
            CGRect(x: 130, y: 5, width: 70, height: 40),
        ])
    }

    func testBottomKeepsHeightsOnTheBottomEdge() async {
        let views = row(.bottom)
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 30, width: 50, height: 20),
            CGRect(x: 60, y: 20, width: 60, height: 30),
            CGRect(x: 130, y: 10, width: 70, height: 40),
        ])
    }

    func testFirstBaselineLinesUpBaselinesAndHugsTheViews() async {
        // UIKit: a view without text has its baselines at its bottom edge.
        let views = [StackItemView(50, 20), StackItemView(60, 30), StackItemView(70, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = .firstBaseline
        stack.translatesAutoresizingMaskIntoConstraints = false
        host.container.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: host.container.leadingAnchor),
            stack.topAnchor.constraint(equalTo: host.container.topAnchor),
        ])
        host.layOut()
        XCTAssertEqual(stack.frame, CGRect(x: 0, y: 0, width: 200, height: 40))
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 20, width: 50, height: 20),
            CGRect(x: 60, y: 10, width: 60, height: 30),
            CGRect(x: 130, y: 0, width: 70, height: 40),
        ])
    }

    func testAVerticalStackFillsItsWidth() async {
        let views = column(.fill)
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 100, height: 10),
            CGRect(x: 0, y: 15, width: 100, height: 20),
            CGRect(x: 0, y: 40, width: 100, height: 30),
        ])
    }

    func testLeadingTrailingAndCenterInAColumn() async {
        XCTAssertEqual(column(.leading).map(\.frame), [
            CGRect(x: 0, y: 0, width: 20, height: 10),
            CGRect(x: 0, y: 15, width: 30, height: 20),
            CGRect(x: 0, y: 40, width: 40, height: 30),
        ])
        XCTAssertEqual(column(.trailing).map(\.frame), [
            CGRect(x: 80, y: 0, width: 20, height: 10),
            CGRect(x: 70, y: 15, width: 30, height: 20),
            CGRect(x: 60, y: 40, width: 40, height: 30),
        ])
        XCTAssertEqual(column(.center).map(\.frame), [
            CGRect(x: 40, y: 0, width: 20, height: 10),
            CGRect(x: 35, y: 15, width: 30, height: 20),
            CGRect(x: 30, y: 40, width: 40, height: 30),
        ])
    }

    func testNonFillAlignmentsKeepViewsWithinTheStack() async {
        let tall = StackItemView(50, 80)
        let stack = UIStackView(arrangedSubviews: [tall])
        stack.alignment = .center
        host.layOut(stack, frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(tall.frame, CGRect(x: 0, y: 0, width: 50, height: 50), "the view is compressed to the stack's height")
    }

    func testAlignmentConstraintsCarryUIKitsIdentifiers() async {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.alignment = .center
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        XCTAssertEqual(identifiers, ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment",
                                     "UISV-spanning-boundary", "UISV-spanning-fit"])
        let alignment = stack.constraints.filter { $0.identifier == "UISV-alignment" }
        XCTAssertEqual(alignment.count, 1)
        XCTAssertTrue(alignment[0].firstItem === b)
        XCTAssertEqual(alignment[0].firstAttribute, .centerY)
        XCTAssertTrue(alignment[0].secondItem === a)
    }
}
