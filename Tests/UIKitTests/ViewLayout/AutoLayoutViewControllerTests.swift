import XCTest
import UIKit
import UIKitTesting

/// Constraints made the usual way, in a view controller's `viewDidLoad`, laid out in a window.
@MainActor
final class AutoLayoutViewControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private final class FormController: UIViewController {
        let title1 = UILabel()
        let button = UIButton(type: .system)
        var constraintPasses = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            title1.text = "Name"
            button.setTitle("Save", for: .normal)
            for subview in [title1, button] {
                subview.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(subview)
            }
            let guide = view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                title1.topAnchor.constraint(equalTo: guide.topAnchor, constant: 20),
                title1.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                button.topAnchor.constraint(equalTo: title1.bottomAnchor, constant: 12),
                button.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
                button.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
                button.heightAnchor.constraint(equalToConstant: 44),
            ])
        }

        override func updateViewConstraints() {
            constraintPasses += 1
            super.updateViewConstraints()
        }
    }

    func testConstraintsFromViewDidLoadPlaceTheViewsInTheWindow() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = FormController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let label = controller.title1
        XCTAssertEqual(label.frame.origin, CGPoint(x: controller.view.layoutMargins.left, y: 67))
        XCTAssertEqual(label.frame.size, label.intrinsicContentSize)
        XCTAssertEqual(controller.button.frame, CGRect(x: 16, y: label.frame.maxY + 12, width: 358, height: 44))
        controller.view.setNeedsUpdateConstraints()
        window.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(controller.constraintPasses, 1, "the controller takes part in the constraint pass")
    }
}
