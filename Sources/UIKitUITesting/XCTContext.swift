import Foundation
import XCTest

/// A proxy for the current testing context (XCTest's), for running named activities.
///
///     XCTContext.runActivity(named: "Open the settings") { activity in
///         app.buttons["Settings"].tap()
///         activity.add(XCTAttachment(screenshot: app.screenshot()))
///     }
open class XCTContext: NSObject {
    /// Runs `block` as a named substep of the current test and returns what it returns.
    /// Activities nest: one run inside another's block is its child. Attachments added to an
    /// activity are written when the test ends, into the test's attachment folder under the
    /// activity's path (`<TestCase>/<test>/<outer activity>/<activity>/<name>.<extension>`),
    /// and removed as `XCTestCase.add(_:)`'s are: `.deleteOnSuccess` ones only if it passed.
    ///
    /// - Parameters:
    ///   - name: A descriptive name for the activity.
    ///   - block: The activity's code; it receives the activity.
    /// - Returns: What `block` returns.
    @MainActor @preconcurrency
    open class func runActivity<Result>(named name: String, block: @MainActor (any XCTActivity) throws -> Result) rethrows -> Result {
        let activity = ActivityRecorder.shared.begin(name)
        defer { ActivityRecorder.shared.end(activity) }
        return try block(activity)
    }
}

/// The activities of the running test and the attachments added to them, written when
/// XCTest reports the test finished (an observer registered on the first activity; it
/// sees the end of the test that registered it).
final class ActivityRecorder: NSObject, XCTestObservation, @unchecked Sendable {
    static let shared = ActivityRecorder()

    private let lock = NSLock()
    private var registered = false
    private var stack: [RecordedActivity] = []
    private var pending: [(path: [String], attachment: XCTAttachment)] = []

    func begin(_ name: String) -> RecordedActivity {
        lock.lock()
        let register = !registered
        registered = true
        let activity = RecordedActivity(name: name, path: stack.map(\.name) + [name], recorder: self)
        stack.append(activity)
        lock.unlock()
        if register { XCTestObservationCenter.shared.addTestObserver(self) }
        return activity
    }

    func end(_ activity: RecordedActivity) {
        lock.lock()
        defer { lock.unlock() }
        if let index = stack.lastIndex(where: { $0 === activity }) { stack.removeSubrange(index...) }
    }

    func record(_ attachment: XCTAttachment, path: [String]) {
        lock.lock()
        defer { lock.unlock() }
        pending.append((path, attachment))
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        lock.lock()
        let attachments = pending
        pending.removeAll()
        stack.removeAll()
        lock.unlock()
        let passed = (testCase.testRun?.totalFailureCount ?? 0) == 0
        for (path, attachment) in attachments where !(passed && attachment.lifetime == .deleteOnSuccess) {
            write(attachment, path: path, testName: testCase.name)
        }
    }

    private func write(_ attachment: XCTAttachment, path: [String], testName: String) {
        let fileManager = FileManager.default
        let root = ProcessInfo.processInfo.environment["OPENUIKIT_ATTACHMENTS_DIR"].map { URL(fileURLWithPath: $0) }
            ?? fileManager.temporaryDirectory.appendingPathComponent("OpenUIKitAttachments")
        var folder = root.appendingPathComponent(AttachmentNaming.folder(of: testName), isDirectory: true)
        for component in path { folder = folder.appendingPathComponent(AttachmentNaming.component(component), isDirectory: true) }
        let url = folder.appendingPathComponent(AttachmentNaming.fileName(attachment.name, in: folder, fileExtension: attachment.fileExtension))
        do {
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            try attachment.payload.write(to: url)
            print("Attachment '\(attachment.name ?? url.deletingPathExtension().lastPathComponent)' of activity '\(path.joined(separator: " / "))' written to \(url.path)")
        } catch {
            print("XCTActivity.add(_:): could not write the attachment to \(url.path): \(error)")
        }
    }
}

/// An activity `XCTContext.runActivity(named:block:)` runs.
final class RecordedActivity: XCTActivity, @unchecked Sendable {
    let name: String
    /// The names of the activities it runs in, outermost first, then its own.
    let path: [String]
    private unowned let recorder: ActivityRecorder

    init(name: String, path: [String], recorder: ActivityRecorder) {
        self.name = name
        self.path = path
        self.recorder = recorder
    }

    func add(_ attachment: XCTAttachment) {
        recorder.record(attachment, path: path)
    }
}

extension AttachmentNaming {
    /// An activity's name as a folder name (no path separators; "_" when empty).
    static func component(_ text: String) -> String {
        let cleaned = String(text.map { "/\\:\0".contains($0) ? "_" : $0 })
        return cleaned.isEmpty || cleaned == "." || cleaned == ".." ? "_" : cleaned
    }
}
