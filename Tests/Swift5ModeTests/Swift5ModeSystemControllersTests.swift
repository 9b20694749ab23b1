import XCTest
import UIKit

// iOS code using the system-UI controllers and smaller types added in issue 17 compiles
// unchanged in Swift 5 mode (a plain NSObject manager, as apps write them) and behaves.

final class PrinterPickerManager5: NSObject, UIPrinterPickerControllerDelegate {
    private(set) var dismissed = 0

    var picker: UIPrinterPickerController?

    func showPrinterPicker() -> Bool {
        let picker = UIPrinterPickerController(initiallySelectedPrinter: nil)
        picker.delegate = self
        self.picker = picker
        return picker.present(animated: false, completionHandler: nil)
    }

    func printerPickerController(_ printerPickerController: UIPrinterPickerController, shouldShow printer: UIPrinter) -> Bool {
        printer.displayName != "Hidden"
    }

    func printerPickerControllerDidDismiss(_ printerPickerController: UIPrinterPickerController) {
        dismissed += 1
    }
}

final class DocumentViewer5: UIViewController, UIDocumentInteractionControllerDelegate, UIVideoEditorControllerDelegate,
                             UINavigationControllerDelegate {
    var interaction: UIDocumentInteractionController?

    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController) -> UIViewController {
        self
    }

    func preview(_ url: URL) -> Bool {
        let controller = UIDocumentInteractionController(url: url)
        controller.delegate = self
        interaction = controller
        return controller.presentPreview(animated: false)
    }

    func editVideo(at path: String) -> UIVideoEditorController? {
        guard UIVideoEditorController.canEditVideo(atPath: path) else { return nil }
        let editor = UIVideoEditorController()
        editor.videoPath = path
        editor.delegate = self
        return editor
    }

    func define(_ term: String) {
        if UIReferenceLibraryViewController.dictionaryHasDefinition(forTerm: term) {
            present(UIReferenceLibraryViewController(term: term), animated: true)
        }
    }
}

@MainActor
final class Swift5ModeSystemControllersTests: XCTestCase {
    func testTheControllersCompileAndAnswerAsOnLinux() async {
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let manager = PrinterPickerManager5()
            XCTAssertTrue(manager.showPrinterPicker(), "presented from the key window's root")
            XCTAssertNotNil(root.presentedViewController)
            manager.picker?.dismiss(animated: false)
            window.isHidden = true
            let viewer = DocumentViewer5()
            XCTAssertFalse(viewer.preview(URL(fileURLWithPath: "/tmp/none.txt")), "the viewer is in no window")
            XCTAssertNil(viewer.editVideo(at: "/tmp/clip.mov"))
            viewer.define("apple")
            XCTAssertNil(viewer.presentedViewController)
            XCTAssertTrue(UIContextMenuSystem.shared === UIMenuSystem.context)
            XCTAssertFalse(UITextFormattingCoordinator.isFontPanelVisible)
            let generator = UICanvasFeedbackGenerator(view: UIView())
            generator.alignmentOccurred(at: .zero)
            XCTAssertFalse(UIFocusDebugger.status().description.isEmpty)
            var header = UIListContentConfiguration.header()
            header.text = "Section"
            XCTAssertEqual(header.text, "Section")
        }
    }
}
