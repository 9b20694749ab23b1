import XCTest
import Foundation

/// The application entry point runs the launch sequence and the main run loop.
final class ApplicationMainTests: XCTestCase {
    func testUIApplicationMainRunsLaunchCallbacksAndTheRunLoop() throws {
        try assertProbeLaunches(scenario: "application-main")
    }

    /// `@main class AppDelegate: UIResponder, UIApplicationDelegate` calls the protocol's
    /// static `main()`, which creates the delegate class itself (UIKit, iOS 14).
    func testStaticMainOfAPlainAppDelegateCreatesItAndLaunches() throws {
        try assertProbeLaunches(scenario: "main-attribute")
    }

    private func assertProbeLaunches(scenario: String) throws {
        let bundle = Bundle(for: ApplicationMainTests.self).bundleURL
        let candidates = [bundle.appendingPathComponent("ProcessProbe"),
                          bundle.deletingLastPathComponent().appendingPathComponent("ProcessProbe")]
        guard let binary = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            return XCTFail("ProcessProbe was not found next to the test bundle")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = [scenario]
        // No display: UIKit's entry point falls back to headless with a one-line notice.
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = nil
        environment["WAYLAND_DISPLAY"] = nil
        environment["OPENUIKIT_BACKEND"] = nil
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(lines, ["OpenUIKit: no display (DISPLAY and WAYLAND_DISPLAY are unset); running headless.",
                               "willFinishLaunching", "didFinishLaunching", "didBecomeActive", "main queue ran",
                               "framework timer fired after its delay", "delegate is next responder: true"])
    }
}
