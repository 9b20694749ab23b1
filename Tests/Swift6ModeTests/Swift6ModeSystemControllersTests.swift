import XCTest
import UIKit

/// iOS code using the system-UI controllers and smaller types added in issue 17 compiles
/// unchanged in Swift 6 mode (main-actor delegates, as Apple's SDK requires) and behaves.
@MainActor
final class PrinterChooser6: NSObject, UIPrinterPickerControllerDelegate {
    private(set) var chosen: UIPrinter?

    func printerPickerControllerDidSelectPrinter(_ printerPickerController: UIPrinterPickerController) {
        chosen = printerPickerController.selectedPrinter
    }
}

@MainActor
final class FormattedEditor6: NSObject, UITextFormattingCoordinatorDelegate, UIDocumentInteractionControllerDelegate {
    var attributes: [NSAttributedString.Key: Any] = [:]

    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]) {
        attributes = conversionHandler(attributes)
    }

    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
}

@MainActor
final class Swift6ModeSystemControllersTests: XCTestCase {
    func testTheControllersCompileWithMainActorDelegates() async throws {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: UIPrinter(url: URL(string: "ipp://localhost:631/printers/Office")!))
        let chooser = PrinterChooser6()
        picker.delegate = chooser
        XCTAssertEqual(picker.selectedPrinter?.displayName, "Office")
        let editor = FormattedEditor6()
        let documents = UIDocumentInteractionController(url: URL(fileURLWithPath: "/tmp/report.pdf"))
        documents.delegate = editor
        XCTAssertEqual(documents.uti, "com.adobe.pdf")
        XCTAssertFalse(documents.presentOpenInMenu(from: .zero, in: UIView(), animated: false))
        let output: any UIFocusDebuggerOutput = UIFocusDebugger.help()
        XCTAssertTrue(output.description.contains("status()"))
        let placement: UIWindowSceneProminentPlacement = .prominent()
        XCTAssertEqual(placement, UIWindowSceneProminentPlacement())
        let footer = UIListContentConfiguration.footer().updated(for: UIViewConfigurationState(traitCollection: UITraitCollection(listEnvironment: .grouped)))
        XCTAssertEqual(footer.textProperties.font, UIListContentConfiguration.groupedFooter().textProperties.font)
    }
}
