import XCTest
import Foundation

/// A selector whose method cannot take what a Foundation API passes stops at registration,
/// with a message naming the API (the Objective-C runtime would fail later, at the call).
final class SelectorRegistrationPreconditionTests: XCTestCase {
    private func probe(_ scenario: String) throws -> (status: Int32, output: String) {
        let bundle = Bundle(for: SelectorRegistrationPreconditionTests.self).bundleURL
        let candidates = [bundle.appendingPathComponent("ProcessProbe"),
                          bundle.deletingLastPathComponent().appendingPathComponent("ProcessProbe")]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            XCTFail("ProcessProbe was not found next to the test bundle (\(bundle.path))")
            return (-1, "")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = [scenario]
        let pipe = Pipe()
        process.standardError = pipe
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testTimerSelectorTakingAnEventStops() throws {
        let result = try probe("timer-selector-with-event")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Timer(timeInterval:target:selector:userInfo:repeats:): \"fired:event:\" takes two arguments"),
                      result.output)
    }

    func testObserverSelectorThatCannotTakeTheNotificationStops() throws {
        let result = try probe("observer-selector-wrong-argument")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("NotificationCenter.addObserver(_:selector:name:object:): \"setTitle:\" cannot take the argument"),
                      result.output)
    }

    func testPerformOnAnObjectOfAnotherClassStops() throws {
        let result = try probe("perform-selector-wrong-target")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("NSObject.perform(_:): UIView does not implement \"sendActions\""), result.output)
    }
}
