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

    /// UIKit: a removed view's subtree keeps the constraints between its own views; they place
    /// it when it is laid out on its own and when it joins a hierarchy again, with the changes
    /// made to them while it was out of any.
    func testARemovedSubtreeKeepsItsConstraintsLaidOutApartOrAddedBack() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let screen = child(of: root)
        let inner = child(of: screen)
        let width = inner.widthAnchor.constraint(equalToConstant: 50)
        let top = inner.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20)
        let own = [width, top, inner.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 10),
                   inner.heightAnchor.constraint(equalToConstant: 30),
                   screen.widthAnchor.constraint(equalToConstant: 200), screen.heightAnchor.constraint(equalToConstant: 100)]
        let edges = [screen.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                     screen.topAnchor.constraint(equalTo: root.topAnchor)]
        NSLayoutConstraint.activate(own + edges)
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 20, width: 50, height: 30))

        screen.removeFromSuperview()
        XCTAssertTrue(own.allSatisfy(\.isActive), "constraints inside the subtree move with it")
        XCTAssertFalse(edges.contains(where: \.isActive), "constraints to the old superview are removed")
        // Changed while out of any hierarchy, before anything laid it out.
        width.constant = 60
        top.isActive = false
        inner.bottomAnchor.constraint(equalTo: screen.bottomAnchor, constant: -5).isActive = true
        screen.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 65, width: 60, height: 30))

        root.addSubview(screen)
        NSLayoutConstraint.activate([screen.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 1),
                                     screen.topAnchor.constraint(equalTo: root.topAnchor, constant: 2)])
        root.layoutIfNeeded()
        XCTAssertEqual(screen.frame, CGRect(x: 1, y: 2, width: 200, height: 100))
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 65, width: 60, height: 30))

        // Removed and added back with no layout in between.
        screen.removeFromSuperview()
        width.constant = 70
        root.addSubview(screen)
        NSLayoutConstraint.activate([screen.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 3),
                                     screen.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)])
        root.layoutIfNeeded()
        XCTAssertEqual(screen.frame, CGRect(x: 3, y: 4, width: 200, height: 100))
        XCTAssertEqual(inner.frame, CGRect(x: 10, y: 65, width: 70, height: 30))
    }

    /// A removed view freed before anything laid it out: a subview that outlives it keeps the
    /// constraints on itself, which size it in the hierarchy it joins next.
    func testASubviewOutlivingARemovedUnlaidOutSuperviewKeepsItsOwnConstraints() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        let size = [inner.widthAnchor.constraint(equalToConstant: 40), inner.heightAnchor.constraint(equalToConstant: 15)]
        weak var weakScreen: UIView?
        do {
            let screen = child(of: root)
            screen.addSubview(inner)
            NSLayoutConstraint.activate(size + [
                inner.leadingAnchor.constraint(equalTo: screen.leadingAnchor),
                inner.topAnchor.constraint(equalTo: screen.topAnchor),
                screen.leadingAnchor.constraint(equalTo: root.leadingAnchor), screen.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            root.layoutIfNeeded()
            screen.removeFromSuperview()
            weakScreen = screen
        }
        XCTAssertNil(weakScreen)
        XCTAssertNil(inner.superview)
        XCTAssertTrue(size.allSatisfy(\.isActive))
        root.addSubview(inner)
        NSLayoutConstraint.activate([inner.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                                     inner.bottomAnchor.constraint(equalTo: root.bottomAnchor)])
        root.layoutIfNeeded()
        XCTAssertEqual(inner.frame, CGRect(x: 260, y: 285, width: 40, height: 15))
    }
}
