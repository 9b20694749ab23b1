import XCTest
import UIKit
import UIKitTesting

@MainActor
final class FontPickerRecorder: NSObject, UIFontPickerViewControllerDelegate {
    var picked: UIFontDescriptor?
    var cancelled = false

    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
        picked = viewController.selectedFontDescriptor
    }

    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {
        cancelled = true
    }
}

@MainActor
final class UIFontPickerViewControllerTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    private func shown(_ picker: UIFontPickerViewController) throws -> UIView {
        let browser = try XCTUnwrap(picker.children.first as? UINavigationController)
        return try XCTUnwrap(browser.topViewController?.view)
    }

    func testTheConfigurationIsCopiedWithUIKitsDefaults() async {
        let configuration = UIFontPickerViewController.Configuration()
        XCTAssertFalse(configuration.includeFaces)
        XCTAssertFalse(configuration.displayUsingSystemFont)
        XCTAssertEqual(configuration.filteredTraits, [])
        XCTAssertNil(configuration.filteredLanguagesPredicate)
        XCTAssertNil(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: []))
        XCTAssertNotNil(UIFontPickerViewController.Configuration.filterPredicate(forFilteredLanguages: ["en"]))
        let picker = UIFontPickerViewController(configuration: configuration)
        configuration.includeFaces = true
        XCTAssertFalse(picker.configuration.includeFaces, "the picker keeps a copy")
        XCTAssertNil(picker.selectedFontDescriptor)
    }

    func testTheListShowsTheFamiliesAndPickingOneTellsTheDelegate() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIFontPickerViewController()
        let recorder = FontPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        let families = UIFont.familyNames
        let titles = ListReader.titles(in: try shown(picker))
        XCTAssertFalse(titles.isEmpty)
        XCTAssertEqual(titles, Array(families.prefix(titles.count)), "the families in order, as many as fit")
        let first = try XCTUnwrap(titles.first)
        input.tap(try XCTUnwrap(ListReader.cell(titled: first, in: try shown(picker))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.picked?.object(forKey: .family) as? String, first)
        XCTAssertNil(root.presentedViewController)
    }

    func testIncludeFacesListsEachFace() async throws {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIFontPickerViewController(configuration: configuration)
        let recorder = FontPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        let titles = ListReader.titles(in: try shown(picker))
        let expected = UIFont.familyNames.flatMap { UIFont.fontNames(forFamilyName: $0) }
        XCTAssertEqual(titles, Array(expected.prefix(titles.count)))
        let face = try XCTUnwrap(titles.first)
        input.tap(try XCTUnwrap(ListReader.cell(titled: face, in: try shown(picker))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.picked?.postscriptName, face)
    }

    func testCancelTellsTheDelegate() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIFontPickerViewController()
        let recorder = FontPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Cancel", in: picker.view)))
        ManualClock.advance(by: 1)
        XCTAssertTrue(recorder.cancelled)
        XCTAssertNil(recorder.picked)
    }
}
