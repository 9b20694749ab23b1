import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// An app's own trait (iOS 17's `UITraitDefinition`).
private struct BrandTrait: UITraitDefinition {
    static let defaultValue = "plain"
}

/// Records the brand its views are laid out with.
private final class BrandProbeView: UIView {
    var seenBrand: String?
    override func layoutSubviews() {
        super.layoutSubviews()
        seenBrand = traitCollection[BrandTrait.self]
    }
}

private final class BrandProbeController: UIViewController {
    let probe = BrandProbeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(probe)
    }
}

/// Custom traits in a config's or the strategy's `traits` reach the views, as the library's
/// root controller override gives them on iOS.
@MainActor
final class CustomTraitSnapshotTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testACustomTraitInTheStrategysTraitsReachesAControllersViews() async throws {
        let controller = BrandProbeController()
        let traits = UITraitCollection { $0[BrandTrait.self] = "festive" }
        var image: UIImage?
        Snapshotting<UIViewController, UIImage>.image(on: .iPhoneSe, traits: traits).snapshot(controller).run { image = $0 }
        XCTAssertNotNil(image)
        XCTAssertEqual(controller.probe.seenBrand, "festive")
        XCTAssertEqual(controller.traitCollection[BrandTrait.self], "plain", "nothing stays overridden afterwards")
    }

    func testACustomTraitInAConfigReachesAView() async throws {
        let view = BrandProbeView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let config = ViewImageConfig(safeArea: .zero, size: nil,
                                     traits: UITraitCollection(traitsFrom: [.init(displayScale: 1),
                                                                            UITraitCollection { $0[BrandTrait.self] = "night" }]))
        var text: String?
        Snapshotting<UIViewController, String>.recursiveDescription(on: config).snapshot(wrap(view)).run { text = $0 }
        XCTAssertNotNil(text)
        XCTAssertEqual(view.seenBrand, "night")
        // A view strategy's traits reach it too; unset, a custom trait has its default value.
        Snapshotting<UIView, UIImage>.image(traits: UITraitCollection { $0[BrandTrait.self] = "day" }).snapshot(view).run { _ in }
        XCTAssertEqual(view.seenBrand, "day")
        Snapshotting<UIView, UIImage>.image(traits: .init(displayScale: 1)).snapshot(view).run { _ in }
        XCTAssertEqual(view.seenBrand, "plain")
    }

    private func wrap(_ view: UIView) -> UIViewController {
        let controller = UIViewController()
        controller.view.addSubview(view)
        return controller
    }
}
