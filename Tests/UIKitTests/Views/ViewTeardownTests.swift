import XCTest
import UIKit
import UIKitTesting

/// Freeing a hierarchy: what nothing else holds goes with its root and its engine; what the
/// app still holds keeps its own constraints, however deep it was.
@MainActor
final class ViewTeardownTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func constrainedChild(of parent: UIView, inset: CGFloat, size: CGFloat) -> (UIView, [NSLayoutConstraint]) {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        let constraints = [
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
            view.widthAnchor.constraint(equalToConstant: size), view.heightAnchor.constraint(equalToConstant: size),
        ]
        NSLayoutConstraint.activate(constraints)
        return (view, constraints)
    }

    func testAHeldViewDeepInAFreedHierarchyKeepsItsOwnConstraints() async {
        let inner: UIView
        let leafConstraints: [NSLayoutConstraint]
        weak var weakContainer: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let (container, _) = constrainedChild(of: root, inset: 10, size: 300)
            let (held, _) = constrainedChild(of: container, inset: 20, size: 200)
            let (leaf, constraints) = constrainedChild(of: held, inset: 5, size: 50)
            root.layoutIfNeeded()
            XCTAssertEqual(leaf.frame, CGRect(x: 5, y: 5, width: 50, height: 50))
            inner = held
            leafConstraints = constraints
            weakContainer = container
        }
        XCTAssertNil(weakContainer, "the container nothing held went with the root")
        XCTAssertNil(inner.superview)
        XCTAssertTrue(leafConstraints.allSatisfy(\.isActive), "constraints inside the held view stay active")
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 500, height: 500))
        second.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: second.leadingAnchor, constant: 7),
            inner.topAnchor.constraint(equalTo: second.topAnchor, constant: 9),
        ])
        leafConstraints[2].constant = 60
        second.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 7, y: 9, width: 200, height: 200), "its own size constraints moved with it")
        XCTAssertEqual(inner.subviews.first?.frame, CGRect(x: 5, y: 5, width: 60, height: 50),
                       "the leaf is placed by its constraints in the new hierarchy's engine")
    }

    func testAHierarchyNothingHoldsIsFreedWithItsConstraints() async {
        weak var weakLeaf: UIView?
        weak var weakStack: UIStackView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
            let (container, _) = constrainedChild(of: root, inset: 10, size: 300)
            let (leaf, constraints) = constrainedChild(of: container, inset: 5, size: 50)
            let stack = UIStackView(arrangedSubviews: [UIView(), UIView()])
            stack.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.topAnchor.constraint(equalTo: leaf.bottomAnchor), stack.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                stack.widthAnchor.constraint(equalToConstant: 100), stack.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(stack.frame, CGRect(x: 0, y: 55, width: 100, height: 10))
            weakLeaf = leaf
            weakStack = stack
            weakConstraint = constraints[0]
        }
        XCTAssertNil(weakLeaf)
        XCTAssertNil(weakStack)
        XCTAssertNil(weakConstraint)
    }
}
