import XCTest
import UIKit
import UIKitTesting

@MainActor
private final class PickerEvents: UIPrinterPickerControllerDelegate {
    var events: [String] = []
    var hidden: Set<String> = []
    func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool {
        !hidden.contains(printer.displayName)
    }
    func printerPickerControllerWillPresent(_ printerPickerController: UIPrinterPickerController) { events.append("willPresent") }
    func printerPickerControllerDidPresent(_ printerPickerController: UIPrinterPickerController) { events.append("didPresent") }
    func printerPickerControllerWillDismiss(_ printerPickerController: UIPrinterPickerController) { events.append("willDismiss") }
    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) { events.append("didDismiss") }
    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {
        events.append("didSelect \(printerPickerController.selectedPrinter?.displayName ?? "nil")")
    }
}

/// `UIPrinterPickerController`: presented modally with the printers (here the initially
/// selected one: a print-job capture hides CUPS' queues), delegate callbacks in UIKit's order.
@MainActor
final class UIPrinterPickerControllerTests: XCTestCase {
    private var jobs: PrintJobRecorder?

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
        jobs = PrintJobRecorder()
    }

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    private let office = UIPrinter(url: URL(string: "ipp://localhost:631/printers/Office")!)

    func testChoosingAPrinterSelectsItAndDismisses() async throws {
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIPrinterPickerController(initiallySelectedPrinter: office)
        let events = PickerEvents()
        picker.delegate = events
        var result: (Bool, (any Error)?)?
        XCTAssertTrue(picker.present(animated: false) { _, didSelect, error in result = (didSelect, error) })
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willPresent", "didPresent"])
        let shown = try XCTUnwrap((root.presentedViewController as? UINavigationController)?.topViewController?.view)
        XCTAssertEqual(ListReader.titles(in: shown), ["Office"])
        XCTAssertEqual(ListReader.cell(titled: "Office", in: shown)?.accessoryType, .checkmark, "the selected printer is checked")
        XCTAssertFalse(picker.present(animated: false), "already shown")

        input.tap(try XCTUnwrap(ListReader.cell(titled: "Office", in: shown)))
        ManualClock.advance(by: 1)
        XCTAssertEqual(events.events, ["willPresent", "didPresent", "didSelect Office", "willDismiss", "didDismiss"])
        XCTAssertEqual(result?.0, true)
        XCTAssertNil(result?.1)
        XCTAssertEqual(picker.selectedPrinter?.url, office.url)
        XCTAssertNil(root.presentedViewController)
    }

    func testDismissIsACancelAndTheDelegateFiltersPrinters() async throws {
        let (window, root, _) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIPrinterPickerController(initiallySelectedPrinter: office)
        let events = PickerEvents()
        events.hidden = ["Office"]
        picker.delegate = events
        var result: Bool?
        picker.present(from: CGRect(x: 10, y: 10, width: 20, height: 20), in: root.view, animated: false) { _, didSelect, _ in result = didSelect }
        ManualClock.advance(by: 1)
        let shown = try XCTUnwrap((root.presentedViewController as? UINavigationController)?.topViewController?.view)
        XCTAssertEqual(ListReader.titles(in: shown), [], "the delegate hid the only printer")
        picker.dismiss(animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(result, false, "dismissing is a cancel")
        XCTAssertEqual(events.events.suffix(2), ["willDismiss", "didDismiss"])
        XCTAssertEqual(picker.selectedPrinter?.url, office.url, "the selection is unchanged")
        XCTAssertNil(root.presentedViewController)
    }

    func testWithoutAWindowThePickerIsNotPresented() async {
        let picker = UIPrinterPickerController()
        XCTAssertNil(picker.selectedPrinter)
        XCTAssertFalse(picker.present(animated: false))
    }
}
