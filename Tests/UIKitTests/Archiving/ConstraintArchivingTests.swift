import XCTest
import UIKit
import UIKitTesting

/// A view archives the constraints it holds whose `shouldBeArchived` is true, with items in
/// the archived subtree; decoded, they are installed again, active, and lay the views out.
@MainActor
final class ConstraintArchivingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testArchivedConstraintsComeBackActiveWithTheirValuesAndLayOut() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        container.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let inner = UIView()
        let child = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(inner)
        inner.addSubview(child)
        let leading = inner.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor, constant: 5)
        let top = inner.topAnchor.constraint(equalTo: container.topAnchor, constant: 30)
        let width = inner.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5, constant: -10)
        let height = inner.heightAnchor.constraint(greaterThanOrEqualToConstant: 60)
        let cap = inner.heightAnchor.constraint(lessThanOrEqualToConstant: 60)
        height.priority = UILayoutPriority(rawValue: 999)
        height.identifier = "inner.height"
        let childEdges = [child.leadingAnchor.constraint(equalTo: inner.leadingAnchor, constant: 4),
                          child.topAnchor.constraint(equalTo: inner.topAnchor, constant: 6),
                          child.widthAnchor.constraint(equalToConstant: 40),
                          child.heightAnchor.constraint(equalToConstant: 20)]
        let notArchived = inner.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor)
        for constraint in [leading, top, width, height, cap] + childEdges { constraint.shouldBeArchived = true }
        NSLayoutConstraint.activate([leading, top, width, height, cap, notArchived] + childEdges)
        container.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 25, y: 30, width: 140, height: 60))

        let decoded = try XCTUnwrap(archivingRoundTrip(container))
        let decodedInner = try XCTUnwrap(decoded.subviews.first)
        let decodedChild = try XCTUnwrap(decodedInner.subviews.first)
        let held = decoded.constraints
        XCTAssertEqual(held.count, 3, "the container's archived constraints (not the one left unarchived)")
        XCTAssertTrue(held.allSatisfy { $0.isActive && $0.shouldBeArchived })
        XCTAssertEqual(decodedInner.constraints.count, 4, "the constraints the inner view held come back on it")
        XCTAssertEqual(decodedChild.constraints.count, 2)

        let decodedHeight = try XCTUnwrap(decodedInner.constraints.first { $0.identifier == "inner.height" })
        XCTAssertTrue(decodedHeight.firstItem === decodedInner)
        XCTAssertEqual(decodedHeight.firstAttribute, .height)
        XCTAssertEqual(decodedHeight.relation, .greaterThanOrEqual)
        XCTAssertNil(decodedHeight.secondItem)
        XCTAssertEqual(decodedHeight.constant, 60)
        XCTAssertEqual(decodedHeight.priority.rawValue, 999)
        let decodedWidth = try XCTUnwrap(held.first { $0.firstAttribute == .width })
        XCTAssertTrue(decodedWidth.secondItem === decoded)
        XCTAssertEqual(decodedWidth.multiplier, 0.5)
        XCTAssertEqual(decodedWidth.constant, -10)
        let decodedLeading = try XCTUnwrap(held.first { $0.firstAttribute == .leading })
        XCTAssertTrue(decodedLeading.secondItem === decoded.layoutMarginsGuide, "a margins guide is archived as its view's guide")

        decoded.frame = CGRect(x: 0, y: 0, width: 400, height: 200)
        decoded.layoutIfNeeded()
        XCTAssertEqual(decodedInner.frame, CGRect(x: 25, y: 30, width: 190, height: 60), "the decoded constraints lay the views out")
        XCTAssertEqual(decodedChild.frame, CGRect(x: 4, y: 6, width: 40, height: 20))
    }

    func testAutoresizingAndDefaultConstraintsAreNotArchived() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let label = UILabel()
        label.text = "Hi"
        container.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let made = label.centerXAnchor.constraint(equalTo: container.centerXAnchor)
        made.isActive = true
        XCTAssertFalse(made.shouldBeArchived, "UIKit's default for constraints made in code")
        let decoded = try XCTUnwrap(archivingRoundTrip(container))
        XCTAssertEqual(decoded.constraints, [])
    }

    func testAConstraintToAViewOutsideTheArchivedSubtreeIsNotArchived() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let archived = UIView()
        let outside = UIView()
        root.addSubview(archived)
        root.addSubview(outside)
        let inner = UIView()
        archived.addSubview(inner)
        // Held by `root` (the common ancestor): only archived when `root` is.
        let across = inner.widthAnchor.constraint(equalTo: outside.widthAnchor)
        across.shouldBeArchived = true
        across.isActive = true
        let decodedArchived = try XCTUnwrap(archivingRoundTrip(archived))
        XCTAssertEqual(decodedArchived.constraints, [])
        let decodedRoot = try XCTUnwrap(archivingRoundTrip(root))
        XCTAssertEqual(decodedRoot.constraints.count, 1)
        XCTAssertTrue(decodedRoot.constraints.first?.firstItem === decodedRoot.subviews[0].subviews[0])
        XCTAssertTrue(decodedRoot.constraints.first?.secondItem === decodedRoot.subviews[1])
    }
}
