import Foundation
#if canImport(Glibc)
import Glibc
#endif

// The document's file work: reading contents (a file's `Data`, a package's `FileWrapper`),
// writing them through a temporary file moved into place, and the steps after each.
extension UIDocument {
    static let fileAccessQueue = DispatchQueue(label: "UIDocument.fileAccess")

    func performOpen(_ completion: ((Bool) -> Void)?) {
        do {
            try read(from: fileURL)
        } catch {
            handleError(error, userInteractionPermitted: true)
            completion?(false)
            return
        }
        updateChangeCount(.cleared)
        fileModificationDate = Self.modificationDate(of: fileURL)
        setState(documentState.subtracting([.closed, .savingError]))
        completion?(true)
    }

    func performRevert(to url: URL, _ completion: ((Bool) -> Void)?) {
        defer { enableEditing() }
        do {
            try read(from: url)
        } catch {
            setState(documentState.union(.savingError))
            handleError(error, userInteractionPermitted: true)
            completion?(false)
            return
        }
        updateChangeCount(.cleared)
        undoManagerStorage?.removeAllActions()
        fileModificationDate = Self.modificationDate(of: url)
        setState(documentState.subtracting([.closed, .savingError]))
        completion?(true)
    }

    func finishSave(error: (any Error)?, _ completion: ((Bool) -> Void)?) {
        if let error {
            setState(documentState.union(.savingError))
            handleError(error, userInteractionPermitted: false)
            completion?(false)
        } else {
            setState(documentState.subtracting(.savingError))
            completion?(true)
        }
    }

    func observeUndo(of manager: UndoManager) {
        let center = NotificationCenter.default
        let changes: [(Notification.Name, ChangeKind)] = [
            (.NSUndoManagerDidCloseUndoGroup, .done), (.NSUndoManagerDidUndoChange, .undone),
            (.NSUndoManagerDidRedoChange, .redone),
        ]
        for (name, kind) in changes {
            let observer = center.addObserver(forName: name, object: manager, queue: nil) { [weak self, weak manager] _ in
                MainActor.assumeIsolated {
                    guard let self, let manager else { return }
                    // Groups that close while undoing or redoing belong to the other stack.
                    if kind == .done, manager.isUndoing || manager.isRedoing { return }
                    self.updateChangeCount(kind)
                }
            }
            undoObservers.append(observer)
        }
    }

    /// A file's data, or a directory as a `FileWrapper`.
    static func readContents(at url: URL) throws -> Any {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path, NSURLErrorKey: url])
        }
        if isDirectory.boolValue { return try FileWrapper(url: url, options: .immediate) }
        return try Data(contentsOf: url)
    }

    /// Writes `Data` or a `FileWrapper` at `url`.
    static func write(_ contents: Any, to url: URL) throws {
        if let data = contents as? Data {
            try data.write(to: url)
        } else if let data = contents as? NSData {
            try data.write(to: url, options: [])
        } else if let wrapper = contents as? FileWrapper {
            try wrapper.write(to: url, options: [], originalContentsURL: nil)
        } else {
            throw CocoaError(.fileWriteUnknown, userInfo: [
                NSLocalizedDescriptionKey: "UIDocument: contents of type \(type(of: contents)) cannot be written; return Data or a FileWrapper from contents(forType:), or override writeContents(_:to:for:originalContentsURL:)",
                NSFilePathErrorKey: url.path,
            ])
        }
    }

    /// Lets `body` write to a fresh temporary URL beside `url`, then moves the result over
    /// `url`; the temporary item is removed whatever happens.
    static func writeSafely(_ contents: Any, to url: URL, _ body: (URL) throws -> Void) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).saving")
        let manager = FileManager.default
        defer { try? manager.removeItem(at: temporary) }
        try body(temporary)
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue {
                // A package: rename(2) cannot replace a non-empty directory.
                try manager.removeItem(at: url)
                try manager.moveItem(at: temporary, to: url)
            } else if rename(temporary.path, url.path) != 0 {
                // rename(2) replaces a file in one step: readers see the old or the new file.
                throw CocoaError(.fileWriteUnknown, userInfo: [
                    NSFilePathErrorKey: url.path,
                    NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(errno)),
                ])
            }
        } else {
            try manager.moveItem(at: temporary, to: url)
        }
    }

    static func modificationDate(of url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }
}
