import Foundation
import UIKit
import UIKitTesting
@testable import UIKitUITesting
import XCTest

/// XCTest's activities (`XCTContext.runActivity(named:block:)`, `XCTActivity`), which
/// swift-corelibs-xctest lacks and iOS UI test suites use to group their steps.
@MainActor
final class XCTContextTests: XCTestCase {
    private var attachments: URL!

    override func setUp() async throws {
        attachments = FileManager.default.temporaryDirectory
            .appendingPathComponent("OpenUIKitActivityTests-\(ProcessInfo.processInfo.processIdentifier)")
        setenv("OPENUIKIT_ATTACHMENTS_DIR", attachments.path, 1)
    }

    override func tearDown() async throws {
        unsetenv("OPENUIKIT_ATTACHMENTS_DIR")
        try? FileManager.default.removeItem(at: attachments)
    }

    private struct Failure: Error, Equatable {}

    func testRunActivityRunsTheBlockOnceAndReturnsItsValue() async throws {
        var runs = 0
        let value = XCTContext.runActivity(named: "Compute") { activity -> Int in
            runs += 1
            XCTAssertEqual(activity.name, "Compute")
            return 42
        }
        XCTAssertEqual(value, 42)
        XCTAssertEqual(runs, 1)
        // A throwing block's error reaches the caller (the method rethrows).
        XCTAssertThrowsError(try XCTContext.runActivity(named: "Fail") { _ -> Void in throw Failure() }) { error in
            XCTAssertEqual(error as? Failure, Failure())
        }
    }

    func testActivitiesNestAndTheirAttachmentsAreWrittenUnderTheirPathWhenTheTestEnds() async throws {
        XCTContext.runActivity(named: "Outer") { outer in
            let kept = XCTAttachment(string: "outer note")
            kept.name = "Note"
            kept.lifetime = .keepAlways
            outer.add(kept)
            XCTContext.runActivity(named: "Inner/step") { inner in
                XCTAssertEqual(inner.name, "Inner/step")
                let log = XCTAttachment(string: "inner log")
                log.lifetime = .keepAlways
                inner.add(log)
                // Removed when the test passes, as XCTestCase.add(_:)'s.
                inner.add(XCTAttachment(string: "transient"))
            }
        }
        let test = attachments.appendingPathComponent("XCTContextTests")
            .appendingPathComponent("testActivitiesNestAndTheirAttachmentsAreWrittenUnderTheirPathWhenTheTestEnds")
        let note = test.appendingPathComponent("Outer").appendingPathComponent("Note.txt")
        let innerFolder = test.appendingPathComponent("Outer").appendingPathComponent("Inner_step")
        // Nothing is written before the test ends (XCTest reports its end to the recorder).
        XCTAssertFalse(FileManager.default.fileExists(atPath: note.path))
        ActivityRecorder.shared.testCaseDidFinish(self)
        XCTAssertEqual(try String(contentsOf: note, encoding: .utf8), "outer note")
        XCTAssertEqual(try String(contentsOf: innerFolder.appendingPathComponent("Attachment 1.txt"), encoding: .utf8), "inner log")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: innerFolder.path), ["Attachment 1.txt"])
    }
}
