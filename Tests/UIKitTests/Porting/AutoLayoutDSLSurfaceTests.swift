import XCTest
import UIKit
import UIKitTesting

// The shapes in which Auto Layout DSLs (chainable makers, anchor wrappers) use UIKit's
// constraint API: type aliases to UIKit types, protocols adopted by UIView and UILayoutGuide,
// extensions of UIKit protocols, a subclass of NSLayoutConstraint, priorities built from
// Float. Each test compiles only if the declarations match the SDK's, then checks behaviour.

/// A DSL's own protocol that UIKit's anchor-bearing types adopt.
@MainActor
private protocol AnchorBearing {
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var leadingAnchor: NSLayoutXAxisAnchor { get }
    var trailingAnchor: NSLayoutXAxisAnchor { get }
    var widthAnchor: NSLayoutDimension { get }
    var heightAnchor: NSLayoutDimension { get }
}

extension UIView: AnchorBearing {}
extension UILayoutGuide: AnchorBearing {}

private typealias GuideSupport = UILayoutSupport
private typealias DirectionalInsets = NSDirectionalEdgeInsets

/// A DSL's handle on a layout support guide, kept as an object.
@MainActor
private struct SupportHandle {
    let support: GuideSupport
    var target: AnyObject? { support }
}

extension UILayoutSupport {
    fileprivate var handle: SupportHandle { SupportHandle(support: self) }
}

/// A DSL's constraint subclass: a label stored in `identifier`, a back reference of its own.
private final class LabeledConstraint: NSLayoutConstraint {
    var label: String? {
        get { identifier }
        set { identifier = newValue }
    }
    var source: String?
}

private protocol PriorityConvertible {
    var priorityValue: Float { get }
}

extension UILayoutPriority: PriorityConvertible {
    fileprivate var priorityValue: Float { rawValue }
}

@MainActor
final class AutoLayoutDSLSurfaceTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func rootController(size: CGSize = CGSize(width: 320, height: 480)) -> (UIWindow, UIViewController) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        return (window, controller)
    }

    func testLayoutSupportGuidesMeasureTheBarsFromTheSafeArea() async {
        let (_, controller) = rootController()
        XCTAssertEqual(controller.topLayoutGuide.length, 44)
        XCTAssertEqual(controller.bottomLayoutGuide.length, 34)
        XCTAssertTrue(controller.topLayoutGuide === controller.topLayoutGuide, "the same guide each time")
        XCTAssertFalse(controller.topLayoutGuide === controller.bottomLayoutGuide)
    }

    func testContentPinnedBetweenTheLayoutSupportGuides() async {
        let (window, controller) = rootController()
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor, constant: 8),
            content.bottomAnchor.constraint(equalTo: controller.bottomLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor, constant: -10),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(content.frame, CGRect(x: 10, y: 52, width: 300, height: 394))
    }

    func testLayoutSupportGuideHeightFollowsTheSafeArea() async {
        let (window, controller) = rootController()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: controller.view.topAnchor),
            bar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            bar.widthAnchor.constraint(equalToConstant: 50),
            bar.heightAnchor.constraint(equalTo: controller.topLayoutGuide.heightAnchor),
        ])
        window.layoutIfNeeded()
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 50, height: 44))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 64, left: 0, bottom: 34, right: 0)
        window.layoutIfNeeded()
        XCTAssertEqual(controller.topLayoutGuide.length, 64)
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 0, width: 50, height: 64))
    }

    func testLayoutSupportExtensionAndObjectHandle() async {
        let (_, controller) = rootController()
        let handle = controller.topLayoutGuide.handle
        XCTAssertTrue(handle.target === controller.topLayoutGuide)
    }

    func testViewsAndGuidesThroughADSLProtocol() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = UILayoutGuide()
        parent.addLayoutGuide(guide)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let items: [AnchorBearing] = [parent, guide]
        XCTAssertEqual(items.count, 2)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: items[0].leadingAnchor, constant: 20),
            guide.topAnchor.constraint(equalTo: items[0].topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 60),
            guide.heightAnchor.constraint(equalToConstant: 40),
            child.leadingAnchor.constraint(equalTo: items[1].trailingAnchor),
            child.topAnchor.constraint(equalTo: items[1].bottomAnchor),
            child.widthAnchor.constraint(equalTo: items[1].widthAnchor),
            child.heightAnchor.constraint(equalTo: items[1].heightAnchor, multiplier: 0.5),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 20, y: 0, width: 60, height: 40))
        XCTAssertEqual(child.frame, CGRect(x: 80, y: 40, width: 60, height: 20))
    }

    func testConstraintSubclassWithItemsGivenAsObjects() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        let from: AnyObject = child
        var to: AnyObject? = nil
        if to == nil { to = child.superview }
        let constraints = [
            LabeledConstraint(item: from, attribute: .leading, relatedBy: .equal, toItem: to,
                              attribute: .leading, multiplier: 1, constant: 12),
            LabeledConstraint(item: from, attribute: .centerY, relatedBy: .equal, toItem: to,
                              attribute: .centerY, multiplier: 1, constant: 0),
            LabeledConstraint(item: from, attribute: .width, relatedBy: .equal, toItem: nil,
                              attribute: .notAnAttribute, multiplier: 1, constant: 30),
            LabeledConstraint(item: from, attribute: .height, relatedBy: .greaterThanOrEqual, toItem: nil,
                              attribute: .notAnAttribute, multiplier: 1, constant: 10),
        ]
        constraints[0].label = "leading"
        constraints[0].source = "maker"
        constraints[3].priority = UILayoutPriority(rawValue: Float(750))
        NSLayoutConstraint.activate(constraints)
        parent.layoutIfNeeded()
        XCTAssertEqual(constraints[0].identifier, "leading")
        XCTAssertEqual(constraints[3].priority.priorityValue, 750)
        XCTAssertTrue(constraints.allSatisfy(\.isActive))
        XCTAssertEqual(child.frame, CGRect(x: 12, y: 45, width: 30, height: 10))
        NSLayoutConstraint.deactivate(constraints)
        XCTAssertFalse(constraints.contains(where: \.isActive))
    }

    func testDirectionalInsetsThroughAnAlias() async {
        let insets = DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        XCTAssertEqual(insets.leading - insets.trailing, -2)
        XCTAssertEqual(DirectionalInsets.zero, NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
    }
}
