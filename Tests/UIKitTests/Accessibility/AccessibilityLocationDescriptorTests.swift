import XCTest
import UIKit
import UIKitTesting

/// UIAccessibilityLocationDescriptor and the drag and drop descriptors (iOS 11).
@MainActor
final class AccessibilityLocationDescriptorTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testADescriptorKeepsItsNamePointAndViewWeakly() async {
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let bold = NSAttributedString(string: "Handle", attributes: [.font: UIFont.boldSystemFont(ofSize: 12)])
        let descriptor = UIAccessibilityLocationDescriptor(attributedName: bold, point: CGPoint(x: 90, y: 20), in: view!)
        XCTAssertEqual(descriptor.name, "Handle")
        XCTAssertEqual(descriptor.attributedName, bold)
        XCTAssertEqual(descriptor.point, CGPoint(x: 90, y: 20))
        XCTAssertTrue(descriptor.view === view)
        view = nil
        XCTAssertNil(descriptor.view, "the view is held weakly")
    }

    func testTheNameAndViewFormUsesTheActivationPointInTheViewsCoordinates() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 40, y: 100, width: 80, height: 40))
        window.addSubview(view)
        XCTAssertEqual(UIAccessibilityLocationDescriptor(name: "Card", view: view).point, CGPoint(x: 40, y: 20),
                       "the middle, by default")
        view.accessibilityActivationPoint = CGPoint(x: 50, y: 110)
        XCTAssertEqual(UIAccessibilityLocationDescriptor(name: "Card", view: view).point, CGPoint(x: 10, y: 10),
                       "a screen point made local")
    }

    func testViewsAndElementsListDragSourcesAndDropPoints() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(view.accessibilityDragSourceDescriptors)
        XCTAssertNil(view.accessibilityDropPointDescriptors)
        view.accessibilityDragSourceDescriptors = [UIAccessibilityLocationDescriptor(name: "Drag photo", view: view)]
        view.accessibilityDropPointDescriptors = [
            UIAccessibilityLocationDescriptor(name: "Top", point: CGPoint(x: 50, y: 10), in: view),
            UIAccessibilityLocationDescriptor(name: "Bottom", point: CGPoint(x: 50, y: 90), in: view),
        ]
        XCTAssertEqual(view.accessibilityDragSourceDescriptors?.map(\.name), ["Drag photo"])
        XCTAssertEqual(view.accessibilityDropPointDescriptors?.map(\.name), ["Top", "Bottom"])
        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityDropPointDescriptors = view.accessibilityDropPointDescriptors
        XCTAssertEqual(element.accessibilityDropPointDescriptors?.count, 2)
    }
}
