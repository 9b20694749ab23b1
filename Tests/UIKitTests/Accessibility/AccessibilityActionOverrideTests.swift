import XCTest
import UIKit
import UIKitTesting

/// UIKit's informal accessibility protocols that components override (`accessibilityScroll`,
/// `accessibilityPerformEscape`, the activation point, the attributed label…): declared on
/// views and accessibility elements with UIKit's defaults, so overrides compile and answer.
@MainActor
final class AccessibilityActionOverrideTests: XCTestCase {
    private final class Pager: UIView {
        var scrolled: [UIAccessibilityScrollDirection] = []
        var escaped = 0
        override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
            scrolled.append(direction)
            return true
        }
        override func accessibilityPerformEscape() -> Bool {
            escaped += 1
            return true
        }
        override var accessibilityContainerType: UIAccessibilityContainerType {
            get { .list }
            set {}
        }
    }

    private final class Cell: UIAccessibilityElement {
        override func accessibilityPerformMagicTap() -> Bool { true }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultsAreUIKits() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        XCTAssertFalse(view.accessibilityScroll(.down), "UIKit: not handled unless overridden")
        XCTAssertFalse(view.accessibilityPerformEscape())
        XCTAssertFalse(view.accessibilityPerformMagicTap())
        XCTAssertFalse(view.accessibilityElementIsFocused())
        XCTAssertEqual(view.accessibilityNavigationStyle, .automatic)
        XCTAssertEqual(view.accessibilityContainerType, .none)
        XCTAssertNil(view.accessibilityPath)
        XCTAssertEqual(UIAccessibilityScrollDirection.right.rawValue, 1)
        XCTAssertEqual(UIAccessibilityScrollDirection.previous.rawValue, 6)
        XCTAssertEqual(UIAccessibilityContainerType.semanticGroup.rawValue, 4)
        XCTAssertEqual(UIAccessibilityNavigationStyle.combined.rawValue, 2)
    }

    func testTheActivationPointIsTheMiddleOfTheFrameUnlessSet() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 40))
        window.addSubview(view)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 60, y: 40), "the middle of accessibilityFrame")
        view.accessibilityFrame = CGRect(x: 0, y: 0, width: 10, height: 10)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 5, y: 5), "follows a set frame")
        view.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        XCTAssertEqual(view.accessibilityActivationPoint, CGPoint(x: 1, y: 2))
        view.accessibilityNavigationStyle = .combined
        view.accessibilityPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        XCTAssertEqual(view.accessibilityNavigationStyle, .combined)
        XCTAssertEqual(view.accessibilityPath?.bounds, CGRect(x: 0, y: 0, width: 4, height: 4))
        window.isHidden = true
    }

    func testTheAttributedLabelFollowsThePlainOne() async {
        let view = UIView()
        XCTAssertNil(view.accessibilityAttributedLabel)
        view.accessibilityLabel = "Play"
        XCTAssertEqual(view.accessibilityAttributedLabel?.string, "Play")
        view.accessibilityAttributedLabel = NSAttributedString(string: "Pause")
        XCTAssertEqual(view.accessibilityLabel, "Pause")
        view.accessibilityAttributedValue = NSAttributedString(string: "50%")
        XCTAssertEqual(view.accessibilityValue, "50%")
        view.accessibilityHint = "Starts playback"
        XCTAssertEqual(view.accessibilityAttributedHint?.string, "Starts playback")
    }

    func testSubclassesOverrideTheActions() async {
        let pager = Pager()
        XCTAssertTrue(pager.accessibilityScroll(.next))
        XCTAssertTrue(pager.accessibilityPerformEscape())
        XCTAssertEqual(pager.scrolled, [.next])
        XCTAssertEqual(pager.escaped, 1)
        XCTAssertEqual((pager as UIView).accessibilityContainerType, .list, "dispatched to the override")

        let container = UIView()
        let cell = Cell(accessibilityContainer: container)
        XCTAssertTrue(cell.accessibilityPerformMagicTap())
        XCTAssertFalse(cell.accessibilityScroll(.up))
        cell.accessibilityFrame = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(cell.accessibilityActivationPoint, CGPoint(x: 10, y: 5))
        cell.accessibilityLabel = "Monday"
        XCTAssertEqual(cell.accessibilityAttributedLabel?.string, "Monday")
    }
}
