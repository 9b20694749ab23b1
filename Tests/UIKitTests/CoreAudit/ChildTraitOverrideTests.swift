import XCTest
import UIKit
import UIKitTesting

@MainActor
final class ChildTraitOverrideTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    final class TraitRecorder: UIViewController {
        var changes: [UIUserInterfaceSizeClass] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: TraitRecorder, _: UITraitCollection) in
                self.changes.append(self.traitCollection.horizontalSizeClass)
            }
        }
    }

    private func parentWithChild() -> (UIWindow, UIViewController, TraitRecorder) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let parent = UIViewController()
        let child = TraitRecorder()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        window.makeKeyAndVisible()
        return (window, parent, child)
    }

    func testOverrideReplacesTheSpecifiedTraitsOfTheChildAndItsViews() async {
        // The window is kept: a window nothing holds goes away, and its views are no longer laid out.
        let (window, parent, child) = parentWithChild()
        let label = UILabel()
        child.view.addSubview(label)
        XCTAssertEqual(parent.traitCollection.horizontalSizeClass, .compact)
        XCTAssertNil(parent.overrideTraitCollection(forChild: child))

        let override = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular),
                                                      UITraitCollection(userInterfaceStyle: .dark)])
        parent.setOverrideTraitCollection(override, forChild: child)
        XCTAssertTrue(parent.overrideTraitCollection(forChild: child) === override)
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(label.traitCollection.horizontalSizeClass, .regular)
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .dark)
        // Traits the collection leaves unspecified are inherited.
        XCTAssertEqual(child.traitCollection.verticalSizeClass, parent.traitCollection.verticalSizeClass)
        XCTAssertEqual(child.traitCollection.displayScale, parent.traitCollection.displayScale)
        XCTAssertEqual(parent.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(parent.traitCollection.userInterfaceStyle, .light)

        ManualClock.runLoopTurn()
        XCTAssertEqual(child.changes, [.regular])

        parent.setOverrideTraitCollection(nil, forChild: child)
        XCTAssertNil(parent.overrideTraitCollection(forChild: child))
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, .compact)
        XCTAssertEqual(label.traitCollection.userInterfaceStyle, .light)
        ManualClock.runLoopTurn()
        withExtendedLifetime(window) {}
        XCTAssertEqual(child.changes, [.regular, .compact])
    }

    func testTheChildsOwnTraitOverridesWin() async {
        let (_, parent, child) = parentWithChild()
        parent.setOverrideTraitCollection(UITraitCollection(userInterfaceStyle: .dark), forChild: child)
        child.traitOverrides.userInterfaceStyle = .light
        XCTAssertEqual(child.traitCollection.userInterfaceStyle, .light)
    }

    func testOverrideEndsWhenTheChildLeavesAndIgnoresNonChildren() async {
        let (_, parent, child) = parentWithChild()
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        XCTAssertNil(parent.overrideTraitCollection(forChild: child))
        XCTAssertEqual(child.traitCollection.horizontalSizeClass, UIScreen.main.traitCollection.horizontalSizeClass)

        let stranger = UIViewController()
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stranger)
        XCTAssertNil(parent.overrideTraitCollection(forChild: stranger))
        XCTAssertEqual(stranger.traitCollection.horizontalSizeClass, UIScreen.main.traitCollection.horizontalSizeClass)
    }
}
