import UIKit
import XCTest

/// A temporary folder for one test, removed at the end.
@MainActor
final class TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ name: String, _ text: String = "x") throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    func writePNG(_ name: String, size: CGSize) throws -> URL {
        let image = UIGraphicsImageRenderer(size: size, format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }()).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(origin: .zero, size: size))
        }
        let file = url.appendingPathComponent(name)
        try XCTUnwrap(image.pngData()).write(to: file)
        return file
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// The first table view under `view` and the texts of its rows.
@MainActor
enum ListReader {
    static func table(in view: UIView) -> UITableView? {
        if let table = view as? UITableView { return table }
        for subview in view.subviews {
            if let found = table(in: subview) { return found }
        }
        return nil
    }

    static func titles(in view: UIView) -> [String] {
        view.window?.layoutIfNeeded()
        view.layoutIfNeeded()
        guard let table = table(in: view) else { return [] }
        table.layoutIfNeeded()
        return (0..<table.numberOfRows(inSection: 0)).compactMap {
            table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
    }

    /// The accessibility element labeled `label` (a bar button, say) under `view`.
    static func element(labeled label: String, in view: UIView) -> UIView? {
        view.window?.layoutIfNeeded()
        view.layoutIfNeeded()
        if view.isAccessibilityElement, view.accessibilityLabel == label, !view.isHidden { return view }
        for subview in view.subviews {
            if let found = element(labeled: label, in: subview) { return found }
        }
        return nil
    }

    static func cell(titled title: String, in view: UIView) -> UITableViewCell? {
        view.window?.layoutIfNeeded()
        view.layoutIfNeeded()
        guard let table = table(in: view) else { return nil }
        table.layoutIfNeeded()
        return (0..<table.numberOfRows(inSection: 0)).lazy.compactMap {
            table.cellForRow(at: IndexPath(row: $0, section: 0))
        }.first { $0.textLabel?.text == title }
    }
}

@MainActor
final class ImagePickerRecorder: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var info: [UIImagePickerController.InfoKey: Any]?
    var cancelled = false

    func imagePickerController(_ picker: UIImagePickerController,
                               didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        self.info = info
        picker.dismiss(animated: false)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled = true
        picker.dismiss(animated: false)
    }
}

@MainActor
final class DocumentPickerRecorder: NSObject, UIDocumentPickerDelegate {
    var picked: [URL]?
    var cancelled = false

    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        picked = urls
    }

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {
        cancelled = true
    }
}
