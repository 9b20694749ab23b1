import XCTest
@testable import UIKit
import UIKitTesting

/// UILayoutGuide members the API diff added (session 12): `exerciseAmbiguityInLayout()` and
/// the weak `owningView`.
@MainActor
final class APIDiffLayoutGuideTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testExercisingAGuidesAmbiguityMovesTheViewTiedToIt() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        // The guide's x is free (only its width is fixed); the child follows the guide.
        NSLayoutConstraint.activate([
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 20),
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.widthAnchor.constraint(equalTo: guide.widthAnchor),
            child.heightAnchor.constraint(equalTo: guide.heightAnchor),
        ])
        container.layoutIfNeeded()
        XCTAssertTrue(guide.hasAmbiguousLayout)
        let before = child.frame
        guide.exerciseAmbiguityInLayout()
        XCTAssertNotEqual(child.frame.minX, before.minX, "the child moved to another possible x")
        XCTAssertEqual(child.frame.size, before.size)
    }

    func testExercisingAnUnambiguousGuideChangesNothing() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let guide = UILayoutGuide()
        container.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            guide.topAnchor.constraint(equalTo: container.topAnchor),
            guide.widthAnchor.constraint(equalToConstant: 50),
            guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        container.layoutIfNeeded()
        XCTAssertFalse(guide.hasAmbiguousLayout)
        guide.exerciseAmbiguityInLayout()
        XCTAssertEqual(guide.layoutFrame, CGRect(x: 10, y: 0, width: 50, height: 20))
        XCTAssertNil(UILayoutGuide().owningView)
    }

    func testTheOwningViewIsWeak() async {
        let guide = UILayoutGuide()
        do {
            let view = UIView()
            view.addLayoutGuide(guide)
            XCTAssertTrue(guide.owningView === view)
            view.removeLayoutGuide(guide)
        }
        weak var released: UIView?
        do {
            let view = UIView()
            released = view
            guide.owningView = view
        }
        XCTAssertNil(released, "UIKit: the guide does not keep its view alive")
        XCTAssertNil(guide.owningView)
    }
}
