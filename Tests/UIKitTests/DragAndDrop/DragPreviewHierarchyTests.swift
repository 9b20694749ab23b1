import XCTest
import UIKit
import UIKitTesting

/// UIKit: the drag preview types are subclasses of the context menu's preview types, so a drag
/// preview goes wherever a targeted preview does.
@MainActor
final class DragPreviewHierarchyTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDragPreviewTypesAreTheTargetedPreviewTypesSubclasses() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        container.addSubview(view)
        let target = UIDragPreviewTarget(container: container, center: CGPoint(x: 50, y: 60))
        let parameters = UIDragPreviewParameters()
        let preview = UITargetedDragPreview(view: view, parameters: parameters, target: target)

        let asPreview: UITargetedPreview = preview
        XCTAssertTrue(asPreview.target === target)
        XCTAssertTrue(asPreview.parameters === parameters)
        XCTAssertEqual(asPreview.target.center, CGPoint(x: 50, y: 60))
        XCTAssertEqual(asPreview.size, CGSize(width: 40, height: 30))
        let asTarget: UIPreviewTarget = target
        XCTAssertTrue(asTarget.container === container)
        // UIKit: a drag preview's fill is white, a context menu preview's unset.
        XCTAssertEqual(parameters.backgroundColor, .white)
        XCTAssertNil(UIPreviewParameters().backgroundColor)
    }

    func testCopiesAndRetargetingKeepTheDragClasses() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 6, height: 4))
        let preview = UITargetedDragPreview(view: view, parameters: parameters,
                                            target: UIDragPreviewTarget(container: container, center: .zero))
        let copy = try XCTUnwrap(preview.copy() as? UITargetedDragPreview)
        XCTAssertTrue(copy.view === view)
        XCTAssertEqual(copy.size, CGSize(width: 6, height: 4))
        let copiedParameters = try XCTUnwrap(parameters.copy() as? UIDragPreviewParameters)
        XCTAssertFalse(copiedParameters === parameters)
        XCTAssertEqual(copiedParameters.visiblePath?.bounds, CGRect(x: 0, y: 0, width: 6, height: 4))

        let moved = preview.retargetedPreview(with: UIDragPreviewTarget(container: container, center: CGPoint(x: 7, y: 8)))
        XCTAssertEqual(moved.target.center, CGPoint(x: 7, y: 8))
        XCTAssertTrue(moved.target is UIDragPreviewTarget)
    }
}
