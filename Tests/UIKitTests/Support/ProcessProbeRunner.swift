import XCTest
import Foundation

/// Runs one ProcessProbe scenario in a child process (for programming errors that stop with a
/// precondition message, which cannot be caught in the test process). The probe is built next
/// to the test bundle, a dependency of this test target.
enum ProcessProbeRunner {
    static func run(_ scenario: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> (status: Int32, output: String) {
        let bundle = Bundle(for: BundleAnchor.self).bundleURL
        let candidates = [bundle.appendingPathComponent("ProcessProbe"),
                          bundle.deletingLastPathComponent().appendingPathComponent("ProcessProbe")]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            XCTFail("ProcessProbe was not found next to the test bundle (\(bundle.path))", file: file, line: line)
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

    private final class BundleAnchor {}
}
