import XCTest
import UIKit
import UIKitTesting

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraint
/// objects UIKit returns for a format.
@MainActor
final class VisualFormatTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func assertConstraint(_ constraint: NSLayoutConstraint?, _ first: AnyObject,
                                  _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                                  _ second: AnyObject?, _ secondAttribute: NSLayoutConstraint.Attribute,
                                  constant: CGFloat, priority: Float = 1000,
                                  file: StaticString = #filePath, line: UInt = #line) {
        guard let constraint else { return XCTFail("missing constraint", file: file, line: line) }
        XCTAssertTrue(constraint.firstItem === first, "first item \(String(describing: constraint.firstItem))", file: file, line: line)
        XCTAssertEqual(constraint.firstAttribute, firstAttribute, file: file, line: line)
        XCTAssertEqual(constraint.relation, relation, file: file, line: line)
        XCTAssertTrue(constraint.secondItem === second, "second item \(String(describing: constraint.secondItem))", file: file, line: line)
        XCTAssertEqual(constraint.secondAttribute, secondAttribute, file: file, line: line)
        XCTAssertEqual(constraint.multiplier, 1, file: file, line: line)
        XCTAssertEqual(constraint.constant, constant, file: file, line: line)
        XCTAssertEqual(constraint.priority.rawValue, priority, file: file, line: line)
    }

    private func makeContainer(_ names: String...) -> (UIView, [UIView]) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let views = names.map { _ in UIView() }
        views.forEach(container.addSubview)
        return (container, views)
    }

    func testALineOfLayoutGivesInactiveConstraintsBetweenTheViewsAndTheirSuperview() async {
        let (container, views) = makeContainer("a", "b")
        let (a, b) = (views[0], views[1])
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a)]-|", metrics: nil,
                                                         views: ["a": a, "b": b])
        XCTAssertEqual(constraints.count, 4)
        assertConstraint(constraints[0], a, .leading, .equal, container.layoutMarginsGuide, .leading, constant: 0)
        assertConstraint(constraints[1], b, .leading, .equal, a, .trailing, constant: 8)
        assertConstraint(constraints[2], b, .width, .equal, a, .width, constant: 0)
        assertConstraint(constraints[3], container.layoutMarginsGuide, .trailing, .equal, b, .trailing, constant: 0)
        XCTAssertEqual(constraints.map(\.isActive), [false, false, false, false], "UIKit returns them inactive")
        XCTAssertTrue(container.constraints.isEmpty)
        XCTAssertTrue(a.translatesAutoresizingMaskIntoConstraints, "UIKit leaves the views' autoresizing translation alone")
    }

    func testMetricsPrioritiesAndRelations() async {
        let (container, views) = makeContainer("a")
        let a = views[0]
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "V:|-top-[a(>=height@low)]-(<=bottom)-|",
            metrics: ["top": 20, "height": CGFloat(44), "low": NSNumber(value: 750), "bottom": 12.5],
            views: ["a": a])
        XCTAssertEqual(constraints.count, 3)
        assertConstraint(constraints[0], a, .top, .equal, container, .top, constant: 20)
        assertConstraint(constraints[1], a, .height, .greaterThanOrEqual, nil, .notAnAttribute, constant: 44, priority: 750)
        assertConstraint(constraints[2], container, .bottom, .lessThanOrEqual, a, .bottom, constant: 12.5)
    }

    func testAlignmentOptionsComeLast() async {
        let (_, views) = makeContainer("a", "b", "c")
        let (a, b, c) = (views[0], views[1], views[2])
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "[a][b]-20-[c]", options: [.alignAllCenterY],
                                                         metrics: nil, views: ["a": a, "b": b, "c": c])
        XCTAssertEqual(constraints.count, 4)
        assertConstraint(constraints[0], b, .leading, .equal, a, .trailing, constant: 0)
        assertConstraint(constraints[1], c, .leading, .equal, b, .trailing, constant: 20)
        assertConstraint(constraints[2], a, .centerY, .equal, b, .centerY, constant: 0)
        assertConstraint(constraints[3], b, .centerY, .equal, c, .centerY, constant: 0)
    }

    func testRightToLeftPutsTheFirstViewOnTheRight() async {
        let (container, views) = makeContainer("a", "b")
        let (a, b) = (views[0], views[1])
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "|-10-[a]-[b]", options: .directionRightToLeft,
                                                         metrics: nil, views: ["a": a, "b": b])
        XCTAssertEqual(constraints.count, 2)
        assertConstraint(constraints[0], container, .right, .equal, a, .right, constant: 10)
        assertConstraint(constraints[1], a, .left, .equal, b, .right, constant: 8)
    }

    func testALayoutGuidesBarIsItsOwningView() async {
        let (container, _) = makeContainer()
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:|[guide(100)]", metrics: nil,
                                                         views: ["guide": guide])
        XCTAssertEqual(constraints.count, 2)
        assertConstraint(constraints[0], guide, .top, .equal, container, .top, constant: 0)
        assertConstraint(constraints[1], guide, .height, .equal, nil, .notAnAttribute, constant: 100)
    }

    func testActivatingInstallsThemOnTheSuperview() async {
        let (container, views) = makeContainer("a", "b")
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "|-[a]-[b]-|", metrics: nil,
                                                         views: ["a": views[0], "b": views[1]])
        NSLayoutConstraint.activate(constraints)
        XCTAssertEqual(constraints.map(\.isActive), [true, true, true])
        XCTAssertEqual(container.constraints.count, 3)
        XCTAssertTrue(container.constraints.allSatisfy { c in constraints.contains { $0 === c } })
    }

    func testViewsWithoutASuperviewNeedNoBar() async {
        let a = UIView(), b = UIView()
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "V:[a(20)]-(>=5)-[b]", metrics: nil,
                                                         views: ["a": a, "b": b])
        XCTAssertEqual(constraints.count, 2)
        assertConstraint(constraints[0], a, .height, .equal, nil, .notAnAttribute, constant: 20)
        assertConstraint(constraints[1], b, .top, .greaterThanOrEqual, a, .bottom, constant: 5)
    }

    func testOptionalViewsAndMetricsAreReadThroughTheOptional() async {
        let (container, _) = makeContainer()
        let label: UILabel! = UILabel()
        container.addSubview(label)
        let width: CGFloat? = 120
        let constraints = NSLayoutConstraint.constraints(withVisualFormat: "|[label(width)]", metrics: ["width": width as Any],
                                                         views: ["label": label as Any])
        XCTAssertEqual(constraints.count, 2)
        assertConstraint(constraints[0], label, .leading, .equal, container, .leading, constant: 0)
        assertConstraint(constraints[1], label, .width, .equal, nil, .notAnAttribute, constant: 120)
    }
}
