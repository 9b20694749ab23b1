import XCTest
import UIKit
import UIKitTesting

/// The engine keeps its items on the views and guides and its entries on the constraints:
/// an engine's records must not leak into another engine, nor keep objects alive.
@MainActor
final class AutoLayoutEngineBookkeepingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func child(of parent: UIView) -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        return view
    }

    func testAConstraintAndItsViewsAreFreedWithTheirHierarchy() async {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        weak var weakGuideConstraint: NSLayoutConstraint?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let view = child(of: root)
            let guide = UILayoutGuide()
            root.addLayoutGuide(guide)
            let width = view.widthAnchor.constraint(equalToConstant: 50)
            let guideWidth = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
            NSLayoutConstraint.activate([
                width, guideWidth,
                view.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
                view.topAnchor.constraint(equalTo: root.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
                guide.leadingAnchor.constraint(equalTo: view.trailingAnchor), guide.topAnchor.constraint(equalTo: root.topAnchor),
                guide.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 8, y: 0, width: 50, height: 10))
            XCTAssertEqual(guide.layoutFrame, CGRect(x: 58, y: 0, width: 50, height: 5))
            weakRoot = root
            weakChild = view
            weakConstraint = width
            weakGuideConstraint = guideWidth
        }
        XCTAssertNil(weakRoot)
        XCTAssertNil(weakChild, "the engine's item does not keep its view alive")
        XCTAssertNil(weakConstraint, "the engine's entry does not keep its constraint alive")
        XCTAssertNil(weakGuideConstraint)
    }

    func testConstraintsHeldByTheAppOutliveTheirEngineAndActivateInAnother() async {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        let size = [view.widthAnchor.constraint(equalToConstant: 30), view.heightAnchor.constraint(equalToConstant: 20)]
        do {
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            first.addSubview(view)
            NSLayoutConstraint.activate(size + [
                view.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 5),
                view.topAnchor.constraint(equalTo: first.topAnchor, constant: 6),
            ])
            first.layoutIfNeeded()
            XCTAssertEqual(view.frame, CGRect(x: 5, y: 6, width: 30, height: 20))
            // The root goes away with its engine: the view becomes a root of its own, its own
            // constraints move into an engine of its own.
        }
        XCTAssertNil(view.superview)
        XCTAssertTrue(size.allSatisfy(\.isActive), "constraints on the view itself move with it")
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        second.addSubview(view)
        NSLayoutConstraint.activate([
            view.trailingAnchor.constraint(equalTo: second.trailingAnchor, constant: -10),
            view.bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: -20),
        ])
        size[0].constant = 40
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 250, y: 260, width: 40, height: 20))
        NSLayoutConstraint.deactivate(size)
        NSLayoutConstraint.activate(size)
        size[1].constant = 25
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 250, y: 255, width: 40, height: 25))
    }

    func testAViewMovedBetweenTwoLiveEnginesIsPlacedByTheNewOne() async {
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let marker = child(of: second)
        NSLayoutConstraint.activate([
            marker.leadingAnchor.constraint(equalTo: second.leadingAnchor), marker.topAnchor.constraint(equalTo: second.topAnchor),
            marker.widthAnchor.constraint(equalToConstant: 1), marker.heightAnchor.constraint(equalToConstant: 1),
        ])
        let view = child(of: first)
        let inFirst = [
            view.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 1),
            view.topAnchor.constraint(equalTo: first.topAnchor, constant: 2),
        ]
        let size = [view.widthAnchor.constraint(equalToConstant: 10), view.heightAnchor.constraint(equalToConstant: 10)]
        NSLayoutConstraint.activate(inFirst + size)
        first.layoutIfNeeded()
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 1, y: 2, width: 10, height: 10))
        second.addSubview(view)
        XCTAssertFalse(inFirst.contains(where: \.isActive))
        NSLayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: second.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: marker.bottomAnchor, constant: 50),
        ])
        second.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 95, y: 46, width: 10, height: 10))
        // The first engine lost its last constraints: new ones there start afresh.
        let other = child(of: first)
        NSLayoutConstraint.activate([
            other.leadingAnchor.constraint(equalTo: first.leadingAnchor, constant: 3), other.topAnchor.constraint(equalTo: first.topAnchor),
            other.widthAnchor.constraint(equalToConstant: 7), other.heightAnchor.constraint(equalToConstant: 7),
        ])
        first.layoutIfNeeded()
        XCTAssertEqual(other.frame, CGRect(x: 3, y: 0, width: 7, height: 7))
        XCTAssertEqual(view.frame, CGRect(x: 95, y: 46, width: 10, height: 10))
    }
}
