import XCTest
import UIKit
import UIKitTesting

/// iOS 26 `UIView.cornerConfiguration`: resolved radii on the layer, capsules following the
/// size, concentric corners inside a rounded container; layout regions.
@MainActor
final class CornerConfigurationTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    func testFixedAndUniformCornersSetTheLayersRadius() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.cornerConfiguration = .uniformCorners(radius: .fixed(12))
        XCTAssertEqual(view.layer.cornerRadius, 12)
        XCTAssertEqual(view.effectiveRadius(corner: .topLeft), 12)
        view.cornerConfiguration = .uniformTopRadius(.fixed(10))
        XCTAssertEqual(view.effectiveRadius(corner: .topRight), 10)
        XCTAssertEqual(view.effectiveRadius(corner: .bottomLeft), 0)
        XCTAssertEqual(view.layer.maskedCorners, [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        XCTAssertEqual(view.effectiveRadius(corner: .allCorners), 10, "the largest of several corners")
    }

    func testACapsuleFollowsTheViewsSize() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(view)
        view.cornerConfiguration = .capsule()
        XCTAssertEqual(view.layer.cornerRadius, 20)
        view.frame.size.height = 60
        ManualClock.runLoopTurn()
        XCTAssertEqual(view.layer.cornerRadius, 30)
        view.cornerConfiguration = .capsule(maximumRadius: 8)
        XCTAssertEqual(view.layer.cornerRadius, 8)
    }

    func testAConcentricCornerFollowsItsContainer() async {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        container.cornerConfiguration = .uniformCorners(radius: .fixed(30))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        container.addSubview(inner)
        inner.cornerConfiguration = .corners(radius: .containerConcentric())
        XCTAssertEqual(inner.effectiveRadius(corner: .topLeft), 20, "30 less the 10-point inset")
        XCTAssertEqual(inner.effectiveRadius(corner: .bottomRight), 0, "90 points from the container's corner")
        inner.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 6))
        XCTAssertEqual(inner.effectiveRadius(corner: .bottomRight), 6, "never below the minimum")
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        loose.cornerConfiguration = .uniformCorners(radius: .containerConcentric())
        XCTAssertEqual(loose.effectiveRadius(corner: .topLeft), 0, "no rounded container: a Linux window is rectangular")
    }

    func testLayoutRegionsAreTheSystemGuidesOnARectangularWindow() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        XCTAssertTrue(view.layoutGuide(for: .safeArea()) === view.safeAreaLayoutGuide)
        XCTAssertTrue(view.layoutGuide(for: .margins(cornerAdaptation: .horizontal)) === view.layoutMarginsGuide)
        XCTAssertTrue(view.layoutGuide(for: .readableContent()) === view.readableContentGuide)
        XCTAssertEqual(view.edgeInsets(for: .margins()), view.layoutMargins)
        XCTAssertEqual(view.directionalEdgeInsets(for: .margins(cornerAdaptation: .vertical)),
                       NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        XCTAssertEqual(view.edgeInsets(for: .safeArea()), .zero)
        XCTAssertEqual(UIView.LayoutRegion.safeArea(), UIView.LayoutRegion.safeArea(cornerAdaptation: nil))
        XCTAssertNotEqual(UIView.LayoutRegion.safeArea(), UIView.LayoutRegion.margins())
    }
}
