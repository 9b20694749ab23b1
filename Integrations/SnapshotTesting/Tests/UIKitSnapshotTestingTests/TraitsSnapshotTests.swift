import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// Records the traits its view is laid out with, and shows a Dynamic Type label on the
/// system background.
private final class TraitProbeController: UIViewController {
    let label = UILabel()
    var seen: UITraitCollection?
    var labelPointSize: CGFloat?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Dynamic"
        label.frame = CGRect(x: 0, y: 100, width: 200, height: 40)
        view.addSubview(label)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        seen = traitCollection
        labelPointSize = label.font.pointSize
    }
}

/// Every trait of a config (and of the strategy's `traits`) applies inside the snapshot, as the
/// library's root controller override does on iOS.
@MainActor
final class TraitsSnapshotTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let white = Pixel(255, 255, 255, 255)
    private let black = Pixel(0, 0, 0, 255)

    func testAnIPadPresetOnAPhoneScreenHasTheIPadsSizeClassesAndIdiom() async throws {
        XCTAssertEqual(UIScreen.main.traitCollection.userInterfaceIdiom, .phone)
        let probe = TraitProbeController()
        _ = try render(probe, .image(on: .iPadMini, traits: .init(displayScale: 1)))
        XCTAssertEqual(probe.seen?.horizontalSizeClass, .regular)
        XCTAssertEqual(probe.seen?.verticalSizeClass, .regular)
        XCTAssertEqual(probe.seen?.userInterfaceIdiom, .pad)
        XCTAssertEqual(probe.seen?.displayScale, 1)

        let split = TraitProbeController()
        _ = try render(split, .image(on: .iPadMini(.landscape(splitView: .oneThird)), traits: .init(displayScale: 1)))
        XCTAssertEqual(split.seen?.horizontalSizeClass, .compact)
        XCTAssertEqual(split.seen?.userInterfaceIdiom, .pad)
        // Nothing stays overridden afterwards.
        XCTAssertEqual(probe.traitCollection.userInterfaceIdiom, .phone)
    }

    func testTheContentSizeCategoryResizesADynamicTypeLabel() async throws {
        let medium = TraitProbeController()
        _ = try render(medium, .image(on: .iPhoneSe, traits: .init(displayScale: 1)))
        XCTAssertEqual(medium.seen?.preferredContentSizeCategory, .medium, "the phone presets' category")
        XCTAssertEqual(medium.labelPointSize, 16, "UIKit: body is 16 points at the medium category")

        let large = TraitProbeController()
        let traits = UITraitCollection(traitsFrom: [.init(displayScale: 1), .init(preferredContentSizeCategory: .extraExtraLarge)])
        _ = try render(large, .image(on: .iPhoneSe, traits: traits))
        XCTAssertEqual(large.seen?.preferredContentSizeCategory, .extraExtraLarge, "the strategy's traits win over the config's")
        XCTAssertEqual(large.labelPointSize, 21, "UIKit: body is 21 points at extra extra large")
    }

    func testDarkTraitsGiveDarkPixels() async throws {
        let size = CGSize(width: 20, height: 20)
        let light = try render(TraitProbeController(), .image(size: size, traits: .init(displayScale: 1)))
        XCTAssertEqual(light.pixel(5, 5), white)
        let darkTraits = UITraitCollection(traitsFrom: [.init(displayScale: 1), .init(userInterfaceStyle: .dark)])
        let dark = try render(TraitProbeController(), .image(size: size, traits: darkTraits))
        XCTAssertEqual(dark.pixel(5, 5), black, "systemBackground is black in dark mode")

        let view = UIView(frame: CGRect(origin: .zero, size: size))
        view.backgroundColor = .label
        var image: UIImage?
        Snapshotting<UIView, UIImage>.image(traits: darkTraits).snapshot(view).run { image = $0 }
        XCTAssertEqual(try XCTUnwrap(image).pixel(5, 5), white, "label is white in dark mode")
    }

    func testLayoutDirectionApplies() async throws {
        let probe = TraitProbeController()
        let traits = UITraitCollection(traitsFrom: [.init(displayScale: 1), .init(layoutDirection: .rightToLeft)])
        _ = try render(probe, .image(on: .iPhoneSe, traits: traits))
        XCTAssertEqual(probe.seen?.layoutDirection, .rightToLeft, "the strategy's direction over the preset's left to right")
    }

    private func render(_ controller: UIViewController, _ strategy: Snapshotting<UIViewController, UIImage>) throws -> UIImage {
        var result: UIImage?
        strategy.snapshot(controller).run { result = $0 }
        return try XCTUnwrap(result)
    }
}
