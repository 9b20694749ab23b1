import XCTest
import UIKit
import UIKitTesting

/// Constraint facts SnapKit's own suite relies on (run against this package outside the
/// repository; see README's "Open-source components" paragraph).
@MainActor
final class SnapKitBehaviourTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testALocationMayBeRelatedToALocationOnTheOtherAxis() async {
        // UIKit: `constraintWithItem:` accepts `left == top` (SnapKit's suite makes one on iOS);
        // only the anchor API keeps the axes apart, at compile time.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let pinned = UIView(), moved = UIView()
        for view in [pinned, moved] {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            pinned.leftAnchor.constraint(equalTo: container.leftAnchor, constant: 10),
            pinned.widthAnchor.constraint(equalToConstant: 20),
            pinned.heightAnchor.constraint(equalToConstant: 20),
            moved.topAnchor.constraint(equalTo: container.topAnchor),
            moved.widthAnchor.constraint(equalToConstant: 40),
            moved.heightAnchor.constraint(equalToConstant: 40),
        ])
        let crossAxis = NSLayoutConstraint(item: moved, attribute: .left, relatedBy: .equal,
                                           toItem: pinned, attribute: .top, multiplier: 1, constant: 50)
        crossAxis.isActive = true

        XCTAssertTrue(crossAxis.isActive)
        XCTAssertTrue(container.constraints.contains { $0 === crossAxis }, "installed on the closest common ancestor")
        XCTAssertEqual(crossAxis.firstAttribute, .left)
        XCTAssertEqual(crossAxis.secondAttribute, .top)
        container.layoutIfNeeded()
        XCTAssertEqual(moved.frame, CGRect(x: 80, y: 0, width: 40, height: 40))
    }

    func testACenterMayFollowTheOtherAxisCenterWithAMultiplier() async {
        // UIKit: a diagonal arrangement, centerX tied to the superview's centerY.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let dot = UIView()
        dot.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(dot)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: dot, attribute: .centerX, relatedBy: .equal,
                               toItem: container, attribute: .centerY, multiplier: 0.5, constant: 0),
            dot.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        container.layoutIfNeeded()
        XCTAssertEqual(dot.center, CGPoint(x: 100, y: 200))
    }
}
