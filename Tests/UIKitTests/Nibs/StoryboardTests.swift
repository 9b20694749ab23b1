import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

final class StoryboardFirstController: UIViewController {
    var awoke = 0
    var prepared: [(identifier: String?, destination: UIViewController, sender: String?)] = []
    override func awakeFromNib() { awoke += 1 }
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        XCTAssertTrue(segue.source === self)
        prepared.append((segue.identifier, segue.destination, sender as? String))
    }
}

final class StoryboardDetailController: UIViewController {
    var value = 0

    init?(coder: NSCoder, value: Int) {
        self.value = value
        super.init(coder: coder)
    }

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class SegueCounter {
    var performed = 0
}

/// `UIStoryboard` over a compiled-storyboard folder (`Main.storyboardc` with its Info.plist):
/// scenes named after controller classes, an archived scene, the creator block, and segues.
@MainActor
final class StoryboardTests: XCTestCase {
    private var bundle: Bundle!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        let archived = UIViewController()
        archived.title = "Archived"
        let info: [String: Any] = [
            "UIStoryboardDesignatedEntryPointIdentifier": "first",
            "UIViewControllerIdentifiersToNibNames": [
                "first": "UIKitTests.StoryboardFirstController",
                "detail": "UIKitTests.StoryboardDetailController",
                "archived": "archived-scene",
            ],
            "OpenUIKitSegues": ["first": ["showDetail": ["destination": "detail", "kind": "presentation"]]],
        ]
        let plist = try PropertyListSerialization.data(fromPropertyList: info, format: .xml, options: 0)
        bundle = try makeTemporaryBundle([
            "Main.storyboardc/Info.plist": plist,
            "Main.storyboardc/archived-scene.nib": try NSKeyedArchiver.archivedData(withRootObject: archived, requiringSecureCoding: false),
        ], for: self)
    }

    func testInitialControllerIsTheEntryPointsClassAwokenAndKnowsItsStoryboard() async throws {
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let initial = try XCTUnwrap(storyboard.instantiateInitialViewController() as? StoryboardFirstController)
        XCTAssertTrue(initial.storyboard === storyboard)
        XCTAssertEqual(initial.awoke, 1)
        XCTAssertTrue(initial.nibBundle === bundle)
        let typed: StoryboardFirstController? = storyboard.instantiateInitialViewController()
        XCTAssertNotNil(typed)
        XCTAssertFalse(typed === initial, "each call makes a new controller")
        XCTAssertNil(UIViewController().storyboard)
    }

    func testScenesByIdentifierIncludingAnArchivedOne() async {
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        XCTAssertTrue(storyboard.instantiateViewController(withIdentifier: "detail") is StoryboardDetailController)
        let archived = storyboard.instantiateViewController(withIdentifier: "archived")
        XCTAssertEqual(archived.title, "Archived")
        XCTAssertTrue(archived.storyboard === storyboard)
    }

    func testCreatorBlockMakesTheControllerWithItsOwnArguments() async {
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let made: StoryboardDetailController = storyboard.instantiateViewController(identifier: "detail") { coder in
            StoryboardDetailController(coder: coder, value: 42)
        }
        XCTAssertEqual(made.value, 42)
        // A creator returning nil: the storyboard makes the controller itself.
        let fallback = storyboard.instantiateViewController(withIdentifier: "detail") { _ in nil }
        XCTAssertEqual((fallback as? StoryboardDetailController)?.value, 0)
    }

    func testPerformSegueMakesTheDestinationPreparesAndPerforms() async throws {
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let first = try XCTUnwrap(storyboard.instantiateInitialViewController() as? StoryboardFirstController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = first
        window.makeKeyAndVisible()
        XCTAssertTrue(first.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))
        first.performSegue(withIdentifier: "showDetail", sender: "button")
        XCTAssertEqual(first.prepared.count, 1)
        XCTAssertEqual(first.prepared.first?.identifier, "showDetail")
        XCTAssertEqual(first.prepared.first?.sender, "button")
        let destination = try XCTUnwrap(first.prepared.first?.destination as? StoryboardDetailController)
        XCTAssertTrue(first.presentedViewController === destination)
    }

    func testSegueWithAPerformHandler() async {
        let source = UIViewController()
        let destination = UIViewController()
        let counter = SegueCounter()
        let segue = UIStoryboardSegue(identifier: "go", source: source, destination: destination) { counter.performed += 1 }
        XCTAssertEqual(segue.identifier, "go")
        XCTAssertTrue(segue.source === source)
        XCTAssertTrue(segue.destination === destination)
        segue.perform()
        XCTAssertEqual(counter.performed, 1)
        UIStoryboardSegue(identifier: nil, source: source, destination: destination).perform()
    }
}
