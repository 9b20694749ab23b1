import UIKitSnapshotTesting
import UIKitTesting
import XCTest

/// The image strategies of views and layers, as an iOS snapshot suite uses them (goldens in
/// `__Snapshots__/ViewSnapshotTests/`, reviewed and committed).
@MainActor
final class ViewSnapshotTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    // The way an iOS suite writes them: these compare with the committed goldens.

    func testCard() async {
        assertSnapshot(of: SampleViews.card(), as: .image)
    }

    func testCardInDarkModeAtScale1() async {
        // A background drawn from the trait collection: black in dark mode.
        let card = SampleViews.card()
        card.backgroundColor = nil
        let background = StyleSwatch(frame: card.bounds)
        card.insertSubview(background, at: 0)
        (card.subviews[1] as? UILabel)?.textColor = .lightGray
        assertSnapshot(of: card,
                       as: .image(traits: UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 1)])))
    }

    func testLayer() async {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 30)
        layer.backgroundColor = UIColor.orange.cgColor
        layer.cornerRadius = 8
        assertSnapshot(of: layer, as: .image(traits: .init(displayScale: 2)))
    }

    // What the strategies produce.

    func testTheImageHasTheViewsSizeAtTheScreensScaleAndIsTheSameOnEveryRun() async throws {
        let strategy = Snapshotting<UIView, UIImage>.image
        let first = try render(SampleViews.card(), strategy)
        let second = try render(SampleViews.card(), strategy)
        XCTAssertEqual(first.size, CGSize(width: 200, height: 100))
        XCTAssertEqual(first.scale, UIScreen.main.scale)
        XCTAssertEqual(first.cgImage?.width, Int(200 * UIScreen.main.scale))
        XCTAssertEqual(first.pngData(), second.pngData())
    }

    func testSizeAndDisplayScaleOverrideTheViews() async throws {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        view.backgroundColor = .red
        let image = try render(view, .image(size: CGSize(width: 30, height: 20), traits: .init(displayScale: 3)))
        XCTAssertEqual(image.cgImage?.width, 90)
        XCTAssertEqual(image.cgImage?.height, 60)
        XCTAssertEqual(image.pixel(89, 59), Pixel(255, 0, 0, 255))
        // The view is back where it was, as it was.
        XCTAssertEqual(view.frame, CGRect(x: 5, y: 5, width: 10, height: 10))
        XCTAssertNil(view.superview)
        XCTAssertNil(view.window)
    }

    func testAViewInAHierarchyIsPutBack() async throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let first = UIView(), second = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), third = UIView()
        [first, second, third].forEach(container.addSubview)
        _ = try render(second, .image)
        XCTAssertEqual(container.subviews, [first, second, third])
        XCTAssertEqual(second.frame, CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    func testADarkStyleReachesTheViewsTraits() async throws {
        let light = try render(StyleSwatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4)), .image(traits: .init(displayScale: 1)))
        let dark = try render(StyleSwatch(frame: CGRect(x: 0, y: 0, width: 4, height: 4)), .image(traits: UITraitCollection(traitsFrom: [.init(userInterfaceStyle: .dark), .init(displayScale: 1)])))
        XCTAssertEqual(light.pixel(1, 1), Pixel(255, 255, 255, 255))
        XCTAssertEqual(dark.pixel(1, 1), Pixel(0, 0, 0, 255))
    }

    func testALayerImageHasItsBoundsSize() async throws {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 8, height: 6)
        layer.backgroundColor = UIColor.green.cgColor
        let image = try render(layer, .image(traits: .init(displayScale: 2)))
        XCTAssertEqual(image.cgImage?.width, 16)
        XCTAssertEqual(image.cgImage?.height, 12)
        XCTAssertEqual(image.pixel(15, 11), Pixel(0, 255, 0, 255))
    }

    func testAViewWithoutASizeRecordsABannerAndNeverMatches() throws {
        let image = try render(UIView(), .image)
        XCTAssertNil(image.cgImage)
        let diffing = Diffing<UIImage>.image
        let stored = try XCTUnwrap(UIImage(data: diffing.toData(image)))
        // The recorded file says what went wrong: a 400 × 80 red banner.
        XCTAssertEqual(stored.size, CGSize(width: 400, height: 80))
        XCTAssertEqual(stored.pixel(2, 2), Pixel(255, 0, 0, 255))
        XCTAssertEqual(diffing.diffV2(stored, image)?.0, "The new snapshot has no bitmap.")
    }

    // Recording and comparing, in a scratch directory.

    func testRecordThenCompareThenFailOnAChange() async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("UIKitSnapshotTesting-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let card = SampleViews.card()

        let recorded = verifySnapshot(of: card, as: .image, named: "card", record: .all,
                                      snapshotDirectory: directory.path, testName: "record")
        XCTAssertTrue(recorded?.contains("Record mode is on") == true, recorded ?? "nil")
        let golden = directory.appendingPathComponent("record.card.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: golden.path))

        XCTAssertNil(verifySnapshot(of: card, as: .image, named: "card", record: .never,
                                    snapshotDirectory: directory.path, testName: "record"))

        (card.subviews[0] as? UILabel)?.text = "Settings!"
        let failure = verifySnapshot(of: card, as: .image, named: "card", record: .never,
                                     snapshotDirectory: directory.path, testName: "record")
        XCTAssertTrue(failure?.contains("The new snapshot does not match the reference.") == true, failure ?? "nil")
        // A tolerant strategy accepts the small change: a few glyphs of 20,000 pixels.
        XCTAssertNil(verifySnapshot(of: card, as: .image(precision: 0.95), named: "card", record: .never,
                                    snapshotDirectory: directory.path, testName: "record"))
    }

    private func render<Value>(_ value: Value, _ strategy: Snapshotting<Value, UIImage>) throws -> UIImage {
        var result: UIImage?
        strategy.snapshot(value).run { result = $0 }
        return try XCTUnwrap(result)
    }
}

/// Black in dark mode, white otherwise, from the trait collection it draws with.
final class StyleSwatch: UIView {
    override func draw(_ rect: CGRect) {
        (traitCollection.userInterfaceStyle == .dark ? UIColor.black : UIColor.white).setFill()
        UIRectFill(bounds)
    }
}
