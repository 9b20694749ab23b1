/// Hears what the user picked in a document picker. Every method is optional.
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: AnyObject {
    /// The files opened (or their copies), or the exported files where they now are.
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])

    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)

    /// UIKit before iOS 11: one file. Called when `didPickDocumentsAt` is not implemented
    /// (the default of that method calls this one with the first URL).
    @available(iOS, deprecated: 11.0, message: "Implement documentPicker:didPickDocumentsAtURLs: instead")
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
        if let first = urls.first { documentPicker(controller, didPickDocumentAt: first) }
    }

    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}

    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
