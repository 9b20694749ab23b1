import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// `UINib`, `Bundle.loadNibNamed(_:owner:options:)` and nib-named view controllers: archived
/// nibs give fresh top-level objects each time, every object made gets `awakeFromNib()`, and a
/// nib named after a class (the porting aid) makes that class from code.
@MainActor
final class NibLoadingTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func archive(_ root: Any) throws -> Data {
        try NSKeyedArchiver.archivedData(withRootObject: root, requiringSecureCoding: false)
    }

    func testArchivedNibGivesNewTopLevelObjectsEachTimeAndAwakesEveryObject() async throws {
        let first = NibAwakeCountingView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        first.addSubview(NibAwakeCountingView(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let second = NibAwakeCountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let nib = UINib(data: try archive([first, second] as NSArray), bundle: nil)

        let objects = nib.instantiate(withOwner: nil)
        XCTAssertEqual(objects.count, 2)
        let views = objects.compactMap { $0 as? NibAwakeCountingView }
        XCTAssertEqual(views.count, 2)
        XCTAssertEqual(views[0].frame, CGRect(x: 1, y: 2, width: 30, height: 40))
        XCTAssertFalse(views[0] === first)
        let child = try XCTUnwrap(views[0].subviews.first as? NibAwakeCountingView)
        // UIKit: every object the nib makes is sent awakeFromNib once, subviews included.
        XCTAssertEqual(views.map(\.awoke), [1, 1])
        XCTAssertEqual(child.awoke, 1)
        XCTAssertEqual(first.awoke, 0)

        let again = nib.instantiate(withOwner: nil, options: [.externalObjects: ["owner": self]])
        XCTAssertFalse((again[0] as AnyObject) === views[0], "each instantiation makes new objects")
        XCTAssertEqual(UINib.OptionsKey.externalObjects.rawValue, "UINibExternalObjects")
    }

    func testLoadNibNamedReadsTheNibFileFromTheBundle() async throws {
        let badge = NibAwakeCountingView(frame: CGRect(x: 0, y: 0, width: 64, height: 20))
        badge.tag = 7
        let bundle = try makeTemporaryBundle(["Badge.nib": try archive(badge)], for: self)
        let objects = try XCTUnwrap(bundle.loadNibNamed("Badge", owner: nil, options: nil))
        let loaded = try XCTUnwrap(objects.first as? NibAwakeCountingView)
        XCTAssertEqual(loaded.tag, 7)
        XCTAssertEqual(loaded.bounds.size, CGSize(width: 64, height: 20))
        XCTAssertEqual(loaded.awoke, 1)
    }

    func testNibNamedAfterAViewClassMakesItFromCode() async throws {
        let owner = NibPortedController()
        let objects = UINib(nibName: "NibAwakeCountingView", bundle: nil).instantiate(withOwner: owner)
        XCTAssertEqual(objects.count, 1)
        let view = try XCTUnwrap(objects.first as? NibAwakeCountingView)
        XCTAssertEqual(view.frame, .zero)
        XCTAssertEqual(view.awoke, 1)
        let qualified = UINib(nibName: "UIKitTests.NibAwakeCountingView", bundle: nil).instantiate(withOwner: nil)
        XCTAssertTrue(qualified.first is NibAwakeCountingView, "a module-qualified name needs no owner")
    }

    func testControllerWithANibNameLoadsItsViewFromTheNib() async throws {
        let root = NibAwakeCountingView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        root.addSubview(UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20)))
        let bundle = try makeTemporaryBundle(["Panel.nib": try archive(root)], for: self)
        let controller = UIViewController(nibName: "Panel", bundle: bundle)
        XCTAssertEqual(controller.nibName, "Panel")
        XCTAssertTrue(controller.nibBundle === bundle)
        let view = try XCTUnwrap(controller.view as? NibAwakeCountingView)
        XCTAssertEqual(view.subviews.count, 1)
        XCTAssertTrue(view.subviews.first is UILabel)
        XCTAssertEqual(view.awoke, 1)
    }

    func testControllerNibNamedAfterAViewClassGetsThatView() async throws {
        let controller = NibPortedController(nibName: "NibAwakeCountingView", bundle: nil)
        XCTAssertTrue(controller.view is NibAwakeCountingView)
        XCTAssertTrue(controller.loaded)
    }

    func testControllerNibNamedAfterItsOwnClassBuildsItsViewInCode() async {
        let controller = NibPortedController(nibName: "NibPortedController", bundle: nil)
        XCTAssertTrue(type(of: controller.view!) == UIView.self)
        XCTAssertTrue(controller.loaded)
    }

    func testNibNamedAfterAControllerClassMakesItWithInitNibNameAndAwakesIt() async throws {
        let objects = UINib(nibName: "UIKitTests.NibPortedController", bundle: nil).instantiate(withOwner: nil)
        let controller = try XCTUnwrap(objects.first as? NibPortedController)
        XCTAssertEqual(controller.awoke, 1)
        XCTAssertNil(controller.nibName)
        XCTAssertFalse(controller.isViewLoaded)
    }
}
