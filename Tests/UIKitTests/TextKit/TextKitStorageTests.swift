import XCTest
import UIKit
import UIKitTesting

/// `NSTextStorage`: edits recorded and processed (delegate, notifications, layout managers) in
/// UIKit's order, editing blocks coalesced.
@MainActor
final class TextKitStorageTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testAnEditIsProcessedDelegateFirstThenTheLayoutManagers() async {
        let storage = NSTextStorage(string: "hello")
        let manager = RecordingLayoutManager()
        storage.addLayoutManager(manager)
        manager.addTextContainer(NSTextContainer(size: CGSize(width: 100, height: 100)))
        let delegate = StorageRecorder()
        storage.delegate = delegate
        // The notification comes on this thread, during the edit.
        nonisolated(unsafe) let recorder = manager
        let observer = NotificationCenter.default.addObserver(forName: NSTextStorage.didProcessEditingNotification,
                                                              object: storage, queue: nil) { _ in
            recorder.log.append("didProcessNotification")
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        delegate.onEvent = { manager.log.append($0) }
        storage.replaceCharacters(in: NSRange(location: 0, length: 1), with: "J")
        XCTAssertEqual(manager.log, ["will 2 {0, 1} 0", "did 2 {0, 1} 0", "didProcessNotification", "process 2 {0, 1} 0"])
        XCTAssertEqual(storage.string, "Jello")
        // Processed: nothing is pending any more.
        XCTAssertEqual(storage.editedMask, [])
        XCTAssertEqual(storage.changeInLength, 0)
    }

    func testEditsInAnEditingBlockAreProcessedOnceAtItsEnd() async {
        let storage = NSTextStorage(string: "hello world")
        let manager = RecordingLayoutManager()
        storage.addLayoutManager(manager)
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "hi")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 3, length: 5))
        XCTAssertTrue(manager.log.isEmpty)
        XCTAssertEqual(storage.editedMask, [.editedCharacters, .editedAttributes])
        XCTAssertEqual(storage.changeInLength, -3)
        storage.endEditing()
        XCTAssertEqual(manager.log, ["process 3 {0, 8} -3"])
        XCTAssertEqual(storage.string, "hi world")
        XCTAssertNotNil(storage.attribute(.foregroundColor, at: 4, effectiveRange: nil))
    }

    func testLayoutManagersAreAddedAndRemoved() async {
        let storage = NSTextStorage()
        XCTAssertEqual(storage.length, 0)
        let first = NSLayoutManager(), second = NSLayoutManager()
        storage.addLayoutManager(first)
        storage.addLayoutManager(second)
        XCTAssertEqual(storage.layoutManagers.count, 2)
        storage.removeLayoutManager(first)
        XCTAssertTrue(storage.layoutManagers.first === second)
        XCTAssertNil(first.textStorage)
        let other = NSTextStorage(string: "other")
        second.replaceTextStorage(other)
        XCTAssertTrue(second.textStorage === other)
        XCTAssertTrue(storage.layoutManagers.isEmpty)
        XCTAssertEqual(second.numberOfGlyphs, 5)
        // Containers: inserted in order, each knowing its manager.
        let a = NSTextContainer(), b = NSTextContainer()
        second.addTextContainer(a)
        second.insertTextContainer(b, at: 0)
        XCTAssertTrue(second.textContainers.first === b)
        XCTAssertTrue(a.layoutManager === second)
        second.removeTextContainer(at: 0)
        XCTAssertNil(b.layoutManager)
        XCTAssertEqual(second.textContainers.count, 1)
        // A container moves to another layout manager with its storage.
        let replacement = NSLayoutManager()
        a.replaceLayoutManager(replacement)
        XCTAssertTrue(a.layoutManager === replacement)
        XCTAssertTrue(replacement.textStorage === other)
        XCTAssertTrue(second.textContainers.isEmpty)
    }
}

/// A layout manager recording the storage's edits as they reach it.
final class RecordingLayoutManager: NSLayoutManager {
    var log: [String] = []

    override func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                                 changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        log.append("process \(editMask.rawValue) {\(newCharRange.location), \(newCharRange.length)} \(delta)")
        super.processEditing(for: textStorage, edited: editMask, range: newCharRange, changeInLength: delta,
                             invalidatedRange: invalidatedCharRange)
    }
}

/// A text storage delegate reporting its calls.
final class StorageRecorder: NSTextStorageDelegate {
    var onEvent: (String) -> Void = { _ in }

    func textStorage(_ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        onEvent("will \(editedMask.rawValue) {\(editedRange.location), \(editedRange.length)} \(delta)")
    }

    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        onEvent("did \(editedMask.rawValue) {\(editedRange.location), \(editedRange.length)} \(delta)")
    }
}
