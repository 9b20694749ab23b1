import XCTest
import UIKit
import UIKitTesting

/// `UIDocument`: opening, saving, closing and reverting real files, change tracking, states
/// and errors, in UIKit's order.
@MainActor
final class UIDocumentTests: XCTestCase {
    private var directory: URL!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("UIDocumentTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    @MainActor final class StateLog {
        var states: [UIDocument.State] = []
    }

    /// A plain-text document.
    final class TextDocument: UIDocument {
        var text = ""
        var loads: [String?] = []
        var errors: [(String, Bool)] = []
        var failContents = false

        override func contents(forType typeName: String) throws -> Any {
            if failContents { throw CocoaError(.fileWriteNoPermission) }
            return Data(text.utf8)
        }

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
            loads.append(typeName)
        }

        /// An undoable edit (its undo registers the redo).
        func replaceText(_ new: String) {
            let old = text
            undoManager.registerUndo(withTarget: self) { $0.replaceText(old) }
            text = new
        }

        override func handleError(_ error: any Error, userInteractionPermitted: Bool) {
            errors.append(("\(error)", userInteractionPermitted))
            super.handleError(error, userInteractionPermitted: userInteractionPermitted)
        }
    }

    func testNamesTypesAndInitialState() async {
        let document = TextDocument(fileURL: directory.appendingPathComponent("Notes.txt"))
        XCTAssertEqual(document.localizedName, "Notes")
        XCTAssertEqual(document.fileType, "public.plain-text")
        XCTAssertEqual(document.savingFileType, "public.plain-text")
        XCTAssertEqual(document.documentState, .closed)
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertNil(document.fileModificationDate)
        XCTAssertEqual(UIDocument.State.normal.rawValue, 0)
        XCTAssertEqual(UIDocument.State.progressAvailable.rawValue, 16)
        XCTAssertEqual(UIDocument.ChangeKind.cleared.rawValue, 3)
        XCTAssertEqual(UIDocument.SaveOperation.forOverwriting.rawValue, 1)
    }

    func testOpenReadsTheFileAfterTheCallAndCompletesOnTheMainQueue() async throws {
        let url = directory.appendingPathComponent("Notes.txt")
        try Data("hello".utf8).write(to: url)
        let document = TextDocument(fileURL: url)
        let log = StateLog()
        let observer = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document,
                                                              queue: nil) { _ in
            MainActor.assumeIsolated { log.states.append(document.documentState) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        let opened = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            document.open { success in
                XCTAssertTrue(Thread.isMainThread)
                continuation.resume(returning: success)
            }
            XCTAssertTrue(document.loads.isEmpty, "UIKit: the file is read after open(completionHandler:) returns")
        }
        XCTAssertTrue(opened)
        XCTAssertEqual(document.text, "hello")
        XCTAssertEqual(document.loads, ["public.plain-text"])
        XCTAssertEqual(document.documentState, .normal)
        XCTAssertEqual(log.states, [.normal], "stateChangedNotification posted once")
        XCTAssertNotNil(document.fileModificationDate)
    }

    func testOpeningAMissingFileFailsAndReportsTheError() async {
        let document = TextDocument(fileURL: directory.appendingPathComponent("Missing.txt"))
        let opened = await document.open()
        XCTAssertFalse(opened)
        XCTAssertEqual(document.documentState, .closed)
        XCTAssertEqual(document.errors.count, 1)
        XCTAssertEqual(document.errors.first?.1, true, "reading errors permit user interaction")
    }

    func testSaveWritesTheContentsAndClearsTheChanges() async throws {
        let url = directory.appendingPathComponent("New.txt")
        let document = TextDocument(fileURL: url)
        document.text = "first draft"
        document.updateChangeCount(.done)
        XCTAssertTrue(document.hasUnsavedChanges)
        let created = await document.save(to: url, for: .forCreating)
        XCTAssertTrue(created, "\(document.errors)")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "first draft")
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertNotNil(document.fileModificationDate)
        // Overwriting replaces the file; the folder holds no temporary files afterwards.
        document.text = "second draft"
        document.updateChangeCount(.done)
        let overwritten = await document.save(to: url, for: .forOverwriting)
        XCTAssertTrue(overwritten, "\(document.errors)")
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "second draft")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory.path), ["New.txt"])
    }

    func testChangesMadeDuringASaveStayUnsaved() async {
        let url = directory.appendingPathComponent("Busy.txt")
        let document = TextDocument(fileURL: url)
        document.updateChangeCount(.done)
        let saved = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            document.save(to: url, for: .forCreating) { continuation.resume(returning: $0) }
            document.updateChangeCount(.done) // after the contents were taken
        }
        XCTAssertTrue(saved)
        XCTAssertTrue(document.hasUnsavedChanges)
    }

    func testAFailedSaveSetsTheSavingErrorState() async {
        let url = directory.appendingPathComponent("Broken.txt")
        let document = TextDocument(fileURL: url)
        document.failContents = true
        document.updateChangeCount(.done)
        let saved = await document.save(to: url, for: .forCreating)
        XCTAssertFalse(saved)
        XCTAssertTrue(document.documentState.contains(.savingError))
        XCTAssertEqual(document.errors.first?.1, false, "saving errors do not permit user interaction")
        XCTAssertTrue(document.hasUnsavedChanges)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        document.failContents = false
        let retried = await document.save(to: url, for: .forCreating)
        XCTAssertTrue(retried)
        XCTAssertFalse(document.documentState.contains(.savingError))
    }

    func testAutosaveAndCloseSaveOnlyUnsavedChanges() async throws {
        let url = directory.appendingPathComponent("Auto.txt")
        try Data("start".utf8).write(to: url)
        let document = TextDocument(fileURL: url)
        let opened = await document.open()
        XCTAssertTrue(opened)
        let nothingToSave = await document.autosave()
        XCTAssertFalse(nothingToSave)
        document.text = "edited"
        document.updateChangeCount(.done)
        let closed = await document.close()
        XCTAssertTrue(closed)
        XCTAssertEqual(document.documentState, .closed)
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), "edited", "close saves unsaved changes")
    }

    func testUndoManagerRecordsChanges() async {
        let document = TextDocument(fileURL: directory.appendingPathComponent("Undo.txt"))
        let manager: UndoManager = document.undoManager
        XCTAssertTrue(document.undoManager === manager, "created once")
        manager.beginUndoGrouping()
        document.replaceText("edited")
        manager.endUndoGrouping()
        XCTAssertTrue(document.hasUnsavedChanges)
        manager.undo()
        XCTAssertEqual(document.text, "")
        XCTAssertFalse(document.hasUnsavedChanges, "undoing the only change")
        manager.redo()
        XCTAssertEqual(document.text, "edited")
        XCTAssertTrue(document.hasUnsavedChanges)
        document.updateChangeCount(.cleared)
        XCTAssertFalse(document.hasUnsavedChanges)
    }

    func testRevertDiscardsUnsavedChanges() async throws {
        let url = directory.appendingPathComponent("Revert.txt")
        try Data("saved".utf8).write(to: url)
        let document = TextDocument(fileURL: url)
        _ = await document.open()
        document.text = "unsaved"
        document.updateChangeCount(.done)
        let reverted = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            document.revert(toContentsOf: url) { continuation.resume(returning: $0) }
            XCTAssertTrue(document.documentState.contains(.editingDisabled), "editing is disabled while reverting")
        }
        XCTAssertTrue(reverted)
        XCTAssertEqual(document.text, "saved")
        XCTAssertFalse(document.hasUnsavedChanges)
        XCTAssertEqual(document.documentState, .normal)
    }

    /// A package document: a directory read and written as a `FileWrapper`.
    final class PackageDocument: UIDocument {
        var files: [String: String] = [:]

        override func contents(forType typeName: String) throws -> Any {
            let wrapper = FileWrapper(directoryWithFileWrappers: [:])
            for (name, text) in files { wrapper.addRegularFile(withContents: Data(text.utf8), preferredFilename: name) }
            return wrapper
        }

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            guard let wrapper = contents as? FileWrapper, let children = wrapper.fileWrappers else {
                throw CocoaError(.fileReadCorruptFile)
            }
            files = children.compactMapValues { $0.regularFileContents.map { String(decoding: $0, as: UTF8.self) } }
        }
    }

    func testPackagesRoundTripThroughFileWrappers() async throws {
        let url = directory.appendingPathComponent("Album.package")
        let document = PackageDocument(fileURL: url)
        document.files = ["a.txt": "alpha", "b.txt": "beta"]
        let saved = await document.save(to: url, for: .forCreating)
        XCTAssertTrue(saved)
        var isDirectory: ObjCBool = false
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue)
        XCTAssertEqual(try String(contentsOf: url.appendingPathComponent("b.txt"), encoding: .utf8), "beta")
        // Overwrite with fewer files: the package holds exactly the new ones.
        document.files = ["c.txt": "gamma"]
        _ = await document.save(to: url, for: .forOverwriting)
        let reopened = PackageDocument(fileURL: url)
        let opened = await reopened.open()
        XCTAssertTrue(opened)
        XCTAssertEqual(reopened.files, ["c.txt": "gamma"])
    }

    func testFileWrapperNamesChildrenUniquely() async {
        let wrapper = FileWrapper(directoryWithFileWrappers: [:])
        XCTAssertEqual(wrapper.addRegularFile(withContents: Data(), preferredFilename: "x.txt"), "x.txt")
        XCTAssertEqual(wrapper.addRegularFile(withContents: Data(), preferredFilename: "x.txt"), "2 x.txt")
        let child = FileWrapper(regularFileWithContents: Data("1".utf8))
        child.preferredFilename = "y"
        wrapper.addFileWrapper(child)
        XCTAssertEqual(wrapper.keyForChildFileWrapper(child), "y")
        wrapper.removeFileWrapper(child)
        XCTAssertEqual(wrapper.fileWrappers?.count, 2)
        XCTAssertTrue(wrapper.isDirectory)
        XCTAssertFalse(child.isDirectory)
        XCTAssertEqual(child.regularFileContents, Data("1".utf8))
    }
}
