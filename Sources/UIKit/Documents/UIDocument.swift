import Foundation
import UniformTypeIdentifiers

/// A document stored in a file (UIKit): subclasses turn their model into contents
/// (`contents(forType:)`, `Data` or a `FileWrapper`) and back (`load(fromContents:ofType:)`);
/// the document reads and writes the file, tracks unsaved changes (change count, undo
/// manager) and reports its state (`documentState`, `stateChangedNotification`).
///
/// UIKit's order holds: `open` reads the file after the call returns and calls the completion
/// handler on the main queue; `save` asks for the contents at once, writes them safely (a
/// temporary file moved into place) and then calls the completion handler; errors reach
/// `handleError(_:userInteractionPermitted:)`.
///
/// Differs from iOS: the file work runs on the main queue in a later turn rather than on a
/// background queue with file coordination (Linux Foundation has no `NSFileCoordinator`
/// or `NSFilePresenter`), there is no iCloud conflict detection (`.inConflict` is set only by
/// subclasses' own means) and no periodic autosave timer: `autosave(completionHandler:)` runs
/// when called (and `close` saves unsaved changes first, as on iOS).
@preconcurrency @MainActor
open class UIDocument: NSObject {
    private let fileURLStorage: URL
    var stateStorage: State = .closed
    var changeCount = 0
    var undoManagerStorage: UndoManager?
    var undoObservers: [NSObjectProtocol] = []

    /// UIKit: the URL must be a file URL.
    public init(fileURL url: URL) {
        precondition(url.isFileURL, "UIDocument.init(fileURL:): \(url) must be a file URL")
        fileURLStorage = url
        super.init()
    }

    isolated deinit {
        for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
    }

    /// Where the document's file is.
    open var fileURL: URL { fileURLStorage }

    /// UIKit: the file name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }

    /// UIKit: the uniform type identifier of the file's extension (nil without one).
    open var fileType: String? {
        let pathExtension = fileURL.pathExtension
        guard !pathExtension.isEmpty else { return nil }
        return UTType(filenameExtension: pathExtension)?.identifier
    }

    /// When the file was last read or written by the document (set from the file's
    /// attributes after opening and saving).
    open var fileModificationDate: Date?

    /// Closed until opened; `.savingError` after a failed save, `.editingDisabled` between
    /// `disableEditing()` and `enableEditing()`.
    open var documentState: State { stateStorage }

    /// Progress of a download or upload: none on Linux (documents are local files).
    open var progress: Progress? { nil }

    /// UIKit: posted (object: the document) whenever `documentState` changes.
    nonisolated public static let stateChangedNotification = NSNotification.Name("UIDocumentStateChangedNotification")

    /// UIKit's key for the document's URL in a user activity's `userInfo`.
    nonisolated public static let userActivityURLKey: String = "NSUserActivityDocumentURL"

    /// The user activity that represents the document (Handoff), if any.
    open var userActivity: NSUserActivity?

    /// UIKit: adds the document's URL to the activity's `userInfo` when the activity type
    /// is one the app declares for documents. Overrides add their own state.
    open func updateUserActivityState(_ userActivity: NSUserActivity) {}

    /// Restores state from `userActivity` (nothing by default).
    open func restoreUserActivityState(_ userActivity: NSUserActivity) {}

    // MARK: Unsaved changes

    /// UIKit: true while the change count is not zero.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Records a change: `.done` and `.redone` add one, `.undone` takes one away,
    /// `.cleared` marks the document saved.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
    }

    /// A token recording the changes a save is about to write (UIKit: opaque).
    open func changeCountToken(for saveOperation: SaveOperation) -> Any {
        NSNumber(value: changeCount)
    }

    /// After a save: changes made since the token was taken stay unsaved; the others are
    /// saved.
    open func updateChangeCount(withToken changeCountToken: Any, for saveOperation: SaveOperation) {
        guard let saved = (changeCountToken as? NSNumber)?.intValue else { return }
        changeCount -= saved
    }

    /// UIKit: created on first use; registering undo actions in it records changes (each
    /// closed undo group is `.done`, each undo `.undone`, each redo `.redone`). Setting
    /// another manager stops observing the old one.
    open var undoManager: UndoManager! {
        get {
            if let undoManagerStorage { return undoManagerStorage }
            let manager = UndoManager()
            observeUndo(of: manager)
            undoManagerStorage = manager
            return manager
        }
        set {
            guard newValue !== undoManagerStorage else { return }
            for observer in undoObservers { NotificationCenter.default.removeObserver(observer) }
            undoObservers = []
            undoManagerStorage = newValue
            if let newValue { observeUndo(of: newValue) }
        }
    }

    /// Makes the document not editable (`.editingDisabled`), as UIKit does while it reverts.
    open func disableEditing() {
        setState(documentState.union(.editingDisabled))
    }

    open func enableEditing() {
        setState(documentState.subtracting(.editingDisabled))
    }

    // MARK: Opening and closing

    /// Reads the file after this call returns (`read(from:)`, which calls
    /// `load(fromContents:ofType:)`), then calls `completionHandler` on the main queue with
    /// whether it worked. Success opens the document (state `.normal`, no unsaved changes).
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        let handler = completionHandler.map(UncheckedBox.init)
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.performOpen(handler?.value) }
        }
    }

    open func open() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            open { continuation.resume(returning: $0) }
        }
    }

    /// Saves unsaved changes (through `autosave`), then closes the document (`.closed`);
    /// `completionHandler` gets whether the save (when there was one) worked.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        let handler = completionHandler.map(UncheckedBox.init)
        autosave { saved in
            self.setState(self.documentState.union(.closed))
            handler?.value(saved)
        }
    }

    open func close() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            close { continuation.resume(returning: $0) }
        }
    }

    /// Reads the document's data at `url` and hands it to `load(fromContents:ofType:)`:
    /// `Data` for a file, a `FileWrapper` for a package (directory). Throws the read error.
    open func read(from url: URL) throws {
        let contents: Any = try Self.readContents(at: url)
        try load(fromContents: contents, ofType: fileType)
    }

    /// Override to turn `contents` (`Data` or `FileWrapper`) into the model. UIKit's default
    /// does nothing.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    /// Rereads the document from `url` (editing disabled meanwhile), discarding unsaved
    /// changes; `completionHandler` runs on the main queue with whether it worked.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        let handler = completionHandler.map(UncheckedBox.init)
        disableEditing()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.performRevert(to: url, handler?.value) }
        }
    }

    open func revert(toContentsOf url: URL) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            revert(toContentsOf: url) { continuation.resume(returning: $0) }
        }
    }

    // MARK: Saving

    /// Override to return the document's data: `Data` or a `FileWrapper`. UIKit's default
    /// returns no contents, which saving reports as an error.
    open func contents(forType typeName: String) throws -> Any {
        throw CocoaError(.fileWriteUnknown, userInfo: [
            NSLocalizedDescriptionKey: "\(type(of: self)) does not override contents(forType:): there is nothing to save",
        ])
    }

    /// Asks for the contents now (`contents(forType:)`), then writes them after this call
    /// returns (`writeContents(_:andAttributes:safelyTo:for:)`) and calls
    /// `completionHandler` with whether it worked. Success marks the changes saved.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let handler = completionHandler.map(UncheckedBox.init)
        let token = changeCountToken(for: saveOperation)
        let contents: Any
        do {
            contents = try self.contents(forType: savingFileType ?? fileType ?? "public.data")
        } catch {
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self.finishSave(error: error, handler?.value) }
            }
            return
        }
        let box = UncheckedBox(contents)
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                do {
                    let attributes = try self.fileAttributesToWrite(to: url, for: saveOperation)
                    try self.writeContents(box.value, andAttributes: attributes, safelyTo: url, for: saveOperation)
                    self.updateChangeCount(withToken: token, for: saveOperation)
                    self.fileModificationDate = Self.modificationDate(of: url) ?? Date()
                    self.finishSave(error: nil, handler?.value)
                } catch {
                    self.finishSave(error: error, handler?.value)
                }
            }
        }
    }

    open func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            save(to: url, for: saveOperation) { continuation.resume(returning: $0) }
        }
    }

    /// UIKit: saves to `fileURL` (overwriting) when there are unsaved changes; otherwise
    /// calls `completionHandler` with false without saving.
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else {
            let handler = completionHandler.map(UncheckedBox.init)
            DispatchQueue.main.async { MainActor.assumeIsolated { handler?.value(false) } }
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    open func autosave() async -> Bool {
        await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            autosave { continuation.resume(returning: $0) }
        }
    }

    /// The type saves are made in (UIKit's default: `fileType`).
    open var savingFileType: String? { fileType }

    /// The extension for a file of `typeName` (UIKit: the type's preferred extension; here
    /// the file URL's own when the type has none).
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        if let typeName, let preferred = UTType(typeName)?.preferredFilenameExtension { return preferred }
        return fileURL.pathExtension
    }

    /// Writes `contents` through a temporary location moved over `url` (so a failed write
    /// leaves the old file), then applies the attributes.
    open func writeContents(_ contents: Any, andAttributes additionalFileAttributes: [AnyHashable: Any]? = nil,
                            safelyTo url: URL, for saveOperation: SaveOperation) throws {
        try Self.writeSafely(contents, to: url) { temporary in
            try self.writeContents(contents, to: temporary, for: saveOperation,
                                   originalContentsURL: saveOperation == .forOverwriting ? url : nil)
        }
        if let attributes = additionalFileAttributes, !attributes.isEmpty {
            var fileAttributes: [FileAttributeKey: Any] = [:]
            for (key, value) in attributes {
                if let key = key as? FileAttributeKey { fileAttributes[key] = value }
                else if let key = key as? String { fileAttributes[FileAttributeKey(key)] = value }
            }
            if !fileAttributes.isEmpty { try FileManager.default.setAttributes(fileAttributes, ofItemAtPath: url.path) }
        }
    }

    /// Writes `contents` (`Data` or a `FileWrapper`) to `url`; other contents throw.
    open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation,
                            originalContentsURL: URL?) throws {
        try Self.write(contents, to: url)
    }

    /// The attributes written with the file (UIKit: none by default besides hiding the
    /// extension; none here).
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] {
        [:]
    }

    /// Runs `block` on a background queue, in order with the document's other file work.
    open func performAsynchronousFileAccess(_ block: @escaping @Sendable () -> Void) {
        Self.fileAccessQueue.async(execute: block)
    }

    // MARK: Errors

    /// UIKit: called with a reading or saving error; the default reports it finished
    /// (`finishedHandlingError(_:recovered: false)`). Overrides call that when done.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        finishedHandlingError(error, recovered: false)
    }

    /// The end of error handling (UIKit: overrides call super).
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}

    /// UIKit: a request to stop asking the user about `error` (none is asked on Linux).
    open func userInteractionNoLongerPermitted(forError error: any Error) {}

    /// Changes the state and posts `stateChangedNotification` when it changed.
    func setState(_ state: State) {
        guard state != stateStorage else { return }
        stateStorage = state
        NotificationCenter.default.post(name: UIDocument.stateChangedNotification, object: self)
    }
}
