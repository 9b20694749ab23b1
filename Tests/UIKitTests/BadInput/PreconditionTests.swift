import XCTest
import Foundation

/// UIKit raises an exception for a few programming errors. OpenUIKit stops with a clear
/// precondition message naming the API; these tests run each case in a child process.
final class PreconditionTests: XCTestCase {
    private func probe(_ scenario: String) throws -> (status: Int32, output: String) {
        // The probe is built next to the test bundle (a dependency of this test target).
        let bundle = Bundle(for: PreconditionTests.self).bundleURL
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

    func testProbeRunsNormally() throws {
        let result = try probe("ok")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("ok"))
    }

    func testAddingAViewToItselfStopsWithUIKitsMessage() throws {
        // UIKit raises "Can't add self as subview".
        let result = try probe("add-self-as-subview")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("UIView.addSubview(_:): can't add self as subview"), result.output)
    }

    func testAddingAnAncestorAsSubviewStops() throws {
        let result = try probe("add-ancestor-as-subview")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("can't add a view to one of its own descendants"), result.output)
    }

    func testAddingALayerToItselfStops() throws {
        let result = try probe("add-layer-to-itself")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("CALayer.addSublayer(_:): cannot add a layer to itself"), result.output)
    }
}

