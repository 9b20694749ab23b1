import XCTest
import UIKit
import UIKitTesting

/// Classes written as iOS code writes them for nibs: `override func awakeFromNib()` calling
/// super, in a view, a control, a view controller, a cell-like view and a gesture recognizer.
@MainActor
private final class NibView: UIView {
    var log: [String] = []
    override func awakeFromNib() {
        super.awakeFromNib()
        log.append("awakeFromNib")
    }
    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        log.append("prepareForInterfaceBuilder")
    }
}

@MainActor
private class NibControl: UIControl {
    var awoken = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }
}

/// A subclass of a subclass (as a `UITableViewCell` subclass is): super reaches every level.
@MainActor
private final class NibCellLike: NibControl {
    var cellAwoken = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        cellAwoken += 1
    }
}

@MainActor
private final class NibController: UIViewController {
    var awoken = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }
}

@MainActor
private final class NibRecognizer: UITapGestureRecognizer {
    var awoken = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }
}

@MainActor
final class InterfaceBuilderHookTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testOverridesRunThroughTheClassHierarchyWhenCalled() async {
        let view = NibView()
        view.awakeFromNib()
        view.prepareForInterfaceBuilder()
        XCTAssertEqual(view.log, ["awakeFromNib", "prepareForInterfaceBuilder"])

        let cell = NibCellLike()
        cell.awakeFromNib()
        XCTAssertEqual(cell.awoken, 1, "the intermediate class's override runs through super")
        XCTAssertEqual(cell.cellAwoken, 1)

        let controller = NibController()
        controller.awakeFromNib()
        XCTAssertEqual(controller.awoken, 1)

        let recognizer = NibRecognizer()
        recognizer.awakeFromNib()
        XCTAssertEqual(recognizer.awoken, 1)
    }

    /// Nothing is loaded from a nib, so UIKit never calls the hooks: objects made in code do not
    /// receive awakeFromNib (as on iOS).
    func testFrameworkNeverCallsTheHooksForObjectsMadeInCode() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = NibController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = NibView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let cell = NibCellLike(frame: CGRect(x: 0, y: 60, width: 50, height: 50))
        let recognizer = NibRecognizer()
        controller.view.addSubview(view)
        controller.view.addSubview(cell)
        view.addGestureRecognizer(recognizer)
        window.layoutIfNeeded()
        InputSimulator(window: window).tap(view)

        XCTAssertEqual(view.log, [])
        XCTAssertEqual(cell.awoken, 0)
        XCTAssertEqual(controller.awoken, 0)
        XCTAssertEqual(recognizer.awoken, 0)
    }
}
