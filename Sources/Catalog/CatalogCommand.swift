import ArgumentParser
import Foundation

/// The Catalog's command line.
struct CatalogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Catalog",
        abstract: "The OpenUIKit Catalog: every control and gesture, live, with an event log.",
        discussion: """
        With a display (DISPLAY or WAYLAND_DISPLAY) the Catalog opens a window; without one, or \
        with --headless, it walks every screen, drives a short scripted interaction on each and \
        writes what it saw into the output folder.
        """)

    @Flag(help: "Run without a window even when a display is available.")
    var headless = false

    @Option(help: "Where headless runs write their files.")
    var output: String?

    @Option(help: "Also write the event log to this file, one line per event.")
    var log: String?

    @Option(help: "Record every platform input to this file (one JSON object per line).")
    var record: String?

    @Option(help: "Replay a recorded input file instead of the scripted interaction.")
    var replay: String?

    @Flag(help: .hidden)
    var selfTestPinch = false

    func validate() throws {
        if let replay, !FileManager.default.isReadableFile(atPath: replay) {
            throw ValidationError("cannot read the recording '\(replay)'")
        }
    }

    static var displayAvailable: Bool {
        let environment = ProcessInfo.processInfo.environment
        return !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
    }
}
