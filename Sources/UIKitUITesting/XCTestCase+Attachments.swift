import Foundation
import XCTest

extension XCTestCase {
    /// Keeps `attachment`: writes it to `<directory>/<TestCase>/<test>/<name>.<extension>`
    /// (the directory `$OPENUIKIT_ATTACHMENTS_DIR`, else `OpenUIKitAttachments` in the
    /// temporary directory) and prints the path; after the test, removes it again if the
    /// test passed and the attachment's lifetime is `.deleteOnSuccess`.
    ///
    /// - Parameter attachment: The attachment to keep.
    public func add(_ attachment: XCTAttachment) {
        let fileManager = FileManager.default
        let root = ProcessInfo.processInfo.environment["OPENUIKIT_ATTACHMENTS_DIR"].map { URL(fileURLWithPath: $0) }
            ?? fileManager.temporaryDirectory.appendingPathComponent("OpenUIKitAttachments")
        let folder = root.appendingPathComponent(AttachmentNaming.folder(of: name), isDirectory: true)
        let url = folder.appendingPathComponent(AttachmentNaming.fileName(attachment.name, in: folder, fileExtension: attachment.fileExtension))
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try attachment.payload.write(to: url)
        } catch {
            XCTFail("XCTestCase.add(_:): could not write the attachment to \(url.path): \(error)")
            return
        }
        print("Attachment '\(attachment.name ?? url.deletingPathExtension().lastPathComponent)' written to \(url.path)")
        guard attachment.lifetime == .deleteOnSuccess else { return }
        addTeardownBlock { [weak self] in
            // The run is not finished while teardown blocks run: its failures so far count.
            guard let run = self?.testRun, run.totalFailureCount == 0 else { return }
            let fileManager = FileManager.default
            try? fileManager.removeItem(at: url)
            // The test's folder goes when nothing is left in it.
            if (try? fileManager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                try? fileManager.removeItem(at: folder)
            }
        }
    }
}
