import XCTest
import UIKit
import UIKitTesting

private final class PrivateBadgeView: ArchivingBadgeView {}

enum ArchivingNamespace {
    final class NestedView: UIView {}
}

/// UIView's NSCoding: properties, geometry and the hierarchy round-trip through
/// NSKeyedArchiver / NSKeyedUnarchiver.
@MainActor
final class UIViewArchivingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testViewPropertiesRoundTrip() async throws {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 120, height: 80))
        view.tag = 42
        view.isHidden = true
        view.alpha = 0.5
        view.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        view.tintColor = .systemPink
        view.contentMode = .scaleAspectFit
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        view.clipsToBounds = true
        view.isUserInteractionEnabled = false
        view.isMultipleTouchEnabled = true
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.preservesSuperviewLayoutMargins = true
        view.translatesAutoresizingMaskIntoConstraints = false
        view.restorationIdentifier = "editor"
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Editor"
        view.accessibilityIdentifier = "editor.view"
        view.accessibilityTraits = [.button, .selected]

        let decoded = try XCTUnwrap(archivingRoundTrip(view))
        XCTAssertTrue(type(of: decoded) == UIView.self)
        XCTAssertEqual(decoded.frame, CGRect(x: 10, y: 20, width: 120, height: 80))
        XCTAssertEqual(decoded.tag, 42)
        XCTAssertTrue(decoded.isHidden)
        XCTAssertEqual(decoded.alpha, 0.5)
        XCTAssertEqual(decoded.backgroundColor, UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        XCTAssertEqual(decoded.tintColor, .systemPink)
        XCTAssertEqual(decoded.contentMode, .scaleAspectFit)
        XCTAssertEqual(decoded.autoresizingMask, [.flexibleWidth, .flexibleBottomMargin])
        XCTAssertTrue(decoded.clipsToBounds)
        XCTAssertFalse(decoded.isUserInteractionEnabled)
        XCTAssertTrue(decoded.isMultipleTouchEnabled)
        XCTAssertEqual(decoded.layoutMargins, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        XCTAssertTrue(decoded.preservesSuperviewLayoutMargins)
        XCTAssertFalse(decoded.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(decoded.restorationIdentifier, "editor")
        XCTAssertTrue(decoded.isAccessibilityElement)
        XCTAssertEqual(decoded.accessibilityLabel, "Editor")
        XCTAssertEqual(decoded.accessibilityIdentifier, "editor.view")
        XCTAssertEqual(decoded.accessibilityTraits, [.button, .selected])
    }

    func testDefaultsStayDefaultsAndAnInheritedTintIsNotArchived() async throws {
        let parent = UIView()
        parent.tintColor = .systemGreen
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(child)
        XCTAssertEqual(child.tintColor, .systemGreen)
        let decoded = try XCTUnwrap(archivingRoundTrip(child))
        XCTAssertNil(decoded.superview)
        XCTAssertEqual(decoded.tintColor, .systemBlue, "the tint came from the superview, which is not archived")
        XCTAssertNil(decoded.backgroundColor)
        XCTAssertEqual(decoded.alpha, 1)
        XCTAssertTrue(decoded.isUserInteractionEnabled)
        XCTAssertTrue(decoded.translatesAutoresizingMaskIntoConstraints)
        XCTAssertEqual(decoded.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        XCTAssertNil(decoded.restorationIdentifier)
        XCTAssertFalse(decoded.isAccessibilityElement)
    }

    func testTransformAndBoundsOriginRoundTrip() async throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        view.bounds.origin = CGPoint(x: 5, y: -7)
        view.center = CGPoint(x: 200, y: 300)
        view.transform = CGAffineTransform(rotationAngle: .pi / 2).scaledBy(x: 2, y: 1)
        let decoded = try XCTUnwrap(archivingRoundTrip(view))
        XCTAssertEqual(decoded.bounds, CGRect(x: 5, y: -7, width: 100, height: 50))
        XCTAssertEqual(decoded.center, CGPoint(x: 200, y: 300))
        let (a, b) = (decoded.transform, view.transform)
        for (x, y) in [(a.a, b.a), (a.b, b.b), (a.c, b.c), (a.d, b.d), (a.tx, b.tx), (a.ty, b.ty)] {
            XCTAssertEqual(x, y, accuracy: 1e-12)
        }
        XCTAssertEqual(decoded.frame.size.width, view.frame.size.width, accuracy: 1e-9)
        XCTAssertEqual(decoded.frame.size.height, view.frame.size.height, accuracy: 1e-9)
    }

    func testHierarchyRoundTripsInOrderWithSubviewFrames() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let first = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        first.tag = 1
        let second = UILabel(frame: CGRect(x: 70, y: 10, width: 100, height: 20))
        second.tag = 2
        second.text = "Title"
        let grandchild = UIView(frame: CGRect(x: 5, y: 6, width: 7, height: 8))
        grandchild.tag = 3
        first.addSubview(grandchild)
        root.addSubview(first)
        root.addSubview(second)

        let decoded = try XCTUnwrap(archivingRoundTrip(root))
        XCTAssertEqual(decoded.subviews.map(\.tag), [1, 2])
        XCTAssertTrue(decoded.subviews[0].superview === decoded)
        XCTAssertEqual(decoded.subviews[0].frame, CGRect(x: 10, y: 10, width: 50, height: 50))
        let label = try XCTUnwrap(decoded.subviews[1] as? UILabel)
        XCTAssertEqual(label.text, "Title")
        XCTAssertEqual(label.frame, CGRect(x: 70, y: 10, width: 100, height: 20))
        let decodedGrandchild = try XCTUnwrap(decoded.viewWithTag(3))
        XCTAssertTrue(decodedGrandchild.superview === decoded.subviews[0])
        XCTAssertEqual(decodedGrandchild.frame, CGRect(x: 5, y: 6, width: 7, height: 8))
    }

    func testUserSubclassGetsItsOwnPropertiesBack() async throws {
        let badge = ArchivingBadgeView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        badge.count = 7
        badge.caption = "New"
        badge.tag = 9
        let container = UIView()
        container.addSubview(badge)

        let decoded = try XCTUnwrap(archivingRoundTrip(container))
        let decodedBadge = try XCTUnwrap(decoded.subviews.first as? ArchivingBadgeView)
        XCTAssertEqual(decodedBadge.count, 7)
        XCTAssertEqual(decodedBadge.caption, "New")
        XCTAssertEqual(decodedBadge.tag, 9)
        XCTAssertEqual(decodedBadge.frame, CGRect(x: 1, y: 2, width: 30, height: 40))
    }

    func testANestedOrPrivateClassIsArchivedAsItsNearestNameableSuperclass() async throws {
        let container = UIView()
        let nested = ArchivingNamespace.NestedView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        nested.tag = 1
        let hidden = PrivateBadgeView()
        hidden.count = 3
        hidden.tag = 2
        container.addSubview(nested)
        container.addSubview(hidden)
        var decoded: UIView?
        let log = try LogCapture.capture { decoded = try archivingRoundTrip(container) }
        let subviews = try XCTUnwrap(decoded).subviews
        XCTAssertEqual(subviews.count, 2)
        XCTAssertTrue(type(of: subviews[0]) == UIView.self, "\(type(of: subviews[0]))")
        XCTAssertEqual(subviews[0].tag, 1)
        let badge = try XCTUnwrap(subviews[1] as? ArchivingBadgeView)
        XCTAssertTrue(type(of: badge) == ArchivingBadgeView.self)
        XCTAssertEqual(badge.count, 3)
        XCTAssertTrue(log.contains("not a top-level class"), "\(log.lines)")
    }

    func testAnAppearanceProxyIsStillMadeFromAnEmptyArchive() async throws {
        UILabel.appearance().textColor = .systemRed
        UIButton.appearance().tintColor = .systemOrange
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        addTeardownBlock { @MainActor in window.isHidden = true }
        let label = UILabel()
        let button = UIButton(type: .system)
        window.addSubview(label)
        window.addSubview(button)
        XCTAssertEqual(label.textColor, .systemRed)
        XCTAssertEqual(button.tintColor, .systemOrange)
    }

    func testStackViewRearrangesItsArchivedArrangedSubviews() async throws {
        let first = UILabel()
        first.text = "First"
        let second = UIView()
        second.tag = 2
        let loose = UIView()
        loose.tag = 3
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.addSubview(loose)
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.distribution = .fillEqually
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: 100)

        let decoded = try XCTUnwrap(archivingRoundTrip(stack))
        XCTAssertEqual(decoded.axis, .vertical)
        XCTAssertEqual(decoded.spacing, 12)
        XCTAssertEqual(decoded.alignment, .center)
        XCTAssertEqual(decoded.distribution, .fillEqually)
        XCTAssertEqual(decoded.subviews.count, 3)
        XCTAssertEqual(decoded.arrangedSubviews.count, 2)
        XCTAssertEqual((decoded.arrangedSubviews[0] as? UILabel)?.text, "First")
        XCTAssertEqual(decoded.arrangedSubviews[1].tag, 2)
        decoded.layoutIfNeeded()
        XCTAssertEqual(decoded.arrangedSubviews[1].frame.minY, 56, "laid out again: (100 - 12) / 2 + 12")
    }

    func testAViewOfAnotherFrameworkClassArchivesNoSubviews() async throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "cell")
        cell.contentView.addSubview(UIView())
        cell.tag = 5
        let decoded = try XCTUnwrap(archivingRoundTrip(cell))
        XCTAssertEqual(decoded.tag, 5)
        let fresh = UITableViewCell(style: .default, reuseIdentifier: "cell")
        XCTAssertEqual(decoded.subviews.count, fresh.subviews.count, "its own content view, not a second one")
        XCTAssertEqual(decoded.contentView.subviews.count, 0, "views added to the content view are not archived")
    }
}
