import XCTest
import UIKit
import UIKitTesting

/// Leading and trailing follow the layout direction of the view a constraint is installed on.
@MainActor
final class AutoLayoutDirectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAContainerForcedRightToLeftPlacesLeadingOnTheRight() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        container.semanticContentAttribute = .forceRightToLeft
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 50),
            child.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 240, y: 0, width: 50, height: 20))
        container.semanticContentAttribute = .forceLeftToRight
        container.layoutIfNeeded()
        XCTAssertEqual(child.frame, CGRect(x: 10, y: 0, width: 50, height: 20), "switching the direction flips the layout")
    }

    func testAStackViewForcedRightToLeftArrangesFromTheRight() async {
        let a = UIView(), b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .equalSpacing
        stack.semanticContentAttribute = .forceRightToLeft
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        NSLayoutConstraint.activate([a.widthAnchor.constraint(equalToConstant: 50), b.widthAnchor.constraint(equalToConstant: 60)])
        stack.layoutIfNeeded()
        XCTAssertEqual(a.frame, CGRect(x: 250, y: 0, width: 50, height: 40))
        XCTAssertEqual(b.frame, CGRect(x: 0, y: 0, width: 60, height: 40))
    }
}

/// A layout guide answers the same debugging questions as a view.
@MainActor
final class LayoutGuideDebuggingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAGuideReportsAmbiguityAndTheConstraintsAffectingIt() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let leading = guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20)
        let top = guide.topAnchor.constraint(equalTo: container.topAnchor)
        let height = guide.heightAnchor.constraint(equalToConstant: 10)
        NSLayoutConstraint.activate([leading, top, height])
        container.layoutIfNeeded()
        XCTAssertTrue(guide.hasAmbiguousLayout, "nothing sets the guide's width")
        let width = guide.widthAnchor.constraint(equalToConstant: 50)
        width.isActive = true
        container.layoutIfNeeded()
        XCTAssertFalse(guide.hasAmbiguousLayout)
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 20, y: 0, width: 50, height: 10))
        let horizontal = guide.constraintsAffectingLayout(for: .horizontal)
        XCTAssertTrue(horizontal.contains { $0 === leading })
        XCTAssertTrue(horizontal.contains { $0 === width })
        XCTAssertFalse(horizontal.contains { $0 === height })
    }
}
