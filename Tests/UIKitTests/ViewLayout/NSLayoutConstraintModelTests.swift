import XCTest
import UIKit
import UIKitTesting

/// The constraint objects themselves: what anchors make, where activation installs, as UIKit.
@MainActor
final class NSLayoutConstraintModelTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAnAnchorConstraintRelatesBothItemsAttributes() async {
        let a = UIView(), b = UIView()
        let constraint = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)
        XCTAssertTrue(constraint.firstItem === a)
        XCTAssertEqual(constraint.firstAttribute, .leading)
        XCTAssertTrue(constraint.secondItem === b)
        XCTAssertEqual(constraint.secondAttribute, .trailing)
        XCTAssertEqual(constraint.relation, .equal)
        XCTAssertEqual(constraint.multiplier, 1)
        XCTAssertEqual(constraint.constant, 8)
        XCTAssertEqual(constraint.priority, .required)
        XCTAssertFalse(constraint.isActive, "UIKit: anchor factories return inactive constraints")
    }

    func testAConstantDimensionHasNoSecondItem() async {
        let view = UIView()
        let constraint = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 44)
        XCTAssertNil(constraint.secondItem)
        XCTAssertEqual(constraint.secondAttribute, .notAnAttribute)
        XCTAssertEqual(constraint.relation, .greaterThanOrEqual)
        XCTAssertEqual(constraint.constant, 44)
    }

    func testAnchorsAreTheSameObjectEachTime() async {
        let view = UIView()
        XCTAssertTrue(view.topAnchor === view.topAnchor)
        XCTAssertTrue(view.topAnchor.item === view)
        XCTAssertEqual(view.widthAnchor.constraint(equalToConstant: 1).firstAnchor, view.widthAnchor.constraint(equalToConstant: 2).firstAnchor)
    }

    func testActivationInstallsOnTheClosestCommonAncestor() async {
        let root = UIView(), container = UIView(), a = UIView(), b = UIView()
        root.addSubview(container)
        container.addSubview(a)
        container.addSubview(b)
        let between = a.topAnchor.constraint(equalTo: b.bottomAnchor)
        between.isActive = true
        XCTAssertTrue(between.isActive)
        XCTAssertTrue(container.constraints.contains { $0 === between })
        XCTAssertFalse(root.constraints.contains { $0 === between })

        let own = a.widthAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([own])
        XCTAssertTrue(a.constraints.contains { $0 === own }, "a constraint on one view is installed on that view")

        NSLayoutConstraint.deactivate([between, own])
        XCTAssertFalse(between.isActive)
        XCTAssertTrue(container.constraints.isEmpty)
        XCTAssertTrue(a.constraints.isEmpty)
    }

    func testAddConstraintInstallsAndRemoveConstraintUninstalls() async {
        let container = UIView(), child = UIView()
        container.addSubview(child)
        let constraint = NSLayoutConstraint(item: child, attribute: .centerX, relatedBy: .equal,
                                            toItem: container, attribute: .centerX, multiplier: 1, constant: 0)
        container.addConstraint(constraint)
        XCTAssertTrue(constraint.isActive)
        container.removeConstraint(constraint)
        XCTAssertFalse(constraint.isActive)
    }

    func testADistanceAnchorRelatesTwoGaps() async {
        let a = UIView(), b = UIView(), c = UIView()
        let gap1 = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let gap2 = b.trailingAnchor.anchorWithOffset(to: c.leadingAnchor)
        let constraint = gap1.constraint(equalTo: gap2)
        XCTAssertEqual(constraint.firstAttribute, .width)
        XCTAssertTrue(constraint.firstItem === a)
    }

    func testSystemSpacingIsEightPointsTimesTheMultiplier() async {
        let a = UIView(), b = UIView()
        let constraint = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        XCTAssertEqual(constraint.constant, 16)
    }

    func testDescriptionFollowsUIKitsFormat() async {
        let view = UIView()
        let constraint = view.heightAnchor.constraint(equalToConstant: 200)
        constraint.identifier = "tall"
        let text = constraint.description
        XCTAssertTrue(text.hasPrefix("<NSLayoutConstraint:0x"), text)
        XCTAssertTrue(text.contains(" 'tall' UIView:0x"), text)
        XCTAssertTrue(text.hasSuffix(".height == 200   (inactive)>"), text)
        constraint.priority = .defaultHigh
        XCTAssertTrue(constraint.description.hasSuffix(".height == 200 @750   (inactive)>"), constraint.description)
    }

    func testContentPrioritiesDefaultToUIKitsValues() async {
        let view = UIView()
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
        XCTAssertEqual(view.contentCompressionResistancePriority(for: .vertical), .defaultHigh)
        view.setContentHuggingPriority(.required, for: .vertical)
        XCTAssertEqual(view.contentHuggingPriority(for: .vertical), .required)
        XCTAssertEqual(view.contentHuggingPriority(for: .horizontal), .defaultLow)
    }
}
