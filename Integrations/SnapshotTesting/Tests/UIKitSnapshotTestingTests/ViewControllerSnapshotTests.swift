import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// View controllers on device presets.
@MainActor
final class ViewControllerSnapshotTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let gray = Pixel(128, 128, 128, 255)
    private let blue = Pixel(0, 0, 255, 255)

    func testSafeAreaScreenOnIPhoneX() async {
        assertSnapshot(of: SafeAreaViewController(), as: .image(on: .iPhoneX, traits: .init(displayScale: 1)))
    }

    func testTheWindowHasTheConfigsSizeAndSafeArea() async throws {
        let image = try render(SafeAreaViewController(), .image(on: .iPhoneSe, traits: .init(displayScale: 1)))
        XCTAssertEqual(image.size, CGSize(width: 320, height: 568))
        // The 20-point status bar is outside the safe area; the content starts below it.
        XCTAssertEqual(image.pixel(10, 19), gray)
        XCTAssertEqual(image.pixel(10, 20), blue)
        XCTAssertEqual(image.pixel(319, 567), blue)
    }

    func testLandscapeNotchedPhoneInsetsBothSidesAndTheBottom() async throws {
        let image = try render(SafeAreaViewController(), .image(on: .iPhoneX(.landscape), traits: .init(displayScale: 1)))
        XCTAssertEqual(image.size, CGSize(width: 812, height: 375))
        XCTAssertEqual(image.pixel(43, 100), gray)
        XCTAssertEqual(image.pixel(44, 100), blue)
        XCTAssertEqual(image.pixel(767, 100), blue)
        XCTAssertEqual(image.pixel(768, 100), gray)
        XCTAssertEqual(image.pixel(100, 350), blue)
        XCTAssertEqual(image.pixel(100, 351), gray)
    }

    func testSizeOverridesTheConfigsSizeAndKeepsItsSafeArea() async throws {
        let image = try render(SafeAreaViewController(), .image(on: .iPhone12, size: CGSize(width: 100, height: 200),
                                                                traits: .init(displayScale: 1)))
        XCTAssertEqual(image.size, CGSize(width: 100, height: 200))
        XCTAssertEqual(image.pixel(50, 46), gray)
        XCTAssertEqual(image.pixel(50, 47), blue)
        XCTAssertEqual(image.pixel(50, 165), blue)
        XCTAssertEqual(image.pixel(50, 166), gray)
    }

    func testTheControllerSeesTheDevicesSizeClassesAndAppears() async throws {
        final class Probe: UIViewController {
            var seen: (UIUserInterfaceSizeClass, UIUserInterfaceSizeClass)?
            var appeared = 0
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                appeared += 1
            }
            override func viewDidLayoutSubviews() {
                super.viewDidLayoutSubviews()
                seen = (traitCollection.horizontalSizeClass, traitCollection.verticalSizeClass)
            }
        }
        let probe = Probe()
        let windows = UIApplication.shared.windows.count
        _ = try render(probe, .image(on: .iPhone8(.landscape), traits: .init(displayScale: 1)))
        // The host window is gone with the snapshot.
        XCTAssertEqual(UIApplication.shared.windows.count, windows)
        XCTAssertEqual(probe.seen?.0, .compact)
        XCTAssertEqual(probe.seen?.1, .compact)
        XCTAssertEqual(probe.appeared, 1)
        // Afterwards the controller is out of the window and of the host.
        XCTAssertNil(probe.parent)
        XCTAssertNil(probe.view.window)
    }

    func testWithoutAConfigTheViewKeepsItsSize() async throws {
        let controller = SafeAreaViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 50, height: 40)
        let image = try render(controller, .image(traits: .init(displayScale: 1)))
        XCTAssertEqual(image.size, CGSize(width: 50, height: 40))
        XCTAssertEqual(image.pixel(0, 0), blue)
    }

    private func render(_ controller: UIViewController, _ strategy: Snapshotting<UIViewController, UIImage>) throws -> UIImage {
        var result: UIImage?
        strategy.snapshot(controller).run { result = $0 }
        return try XCTUnwrap(result)
    }
}
