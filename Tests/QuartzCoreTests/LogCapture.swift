@_spi(Diagnostics) import CoreGraphics
import Synchronization

/// Captures OpenUIKit's log lines while `body` runs.
final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])

    var lines: [String] { storage.withLock { $0 } }

    func contains(_ fragment: String) -> Bool {
        lines.contains { $0.contains(fragment) }
    }

    @MainActor
    static func capture(_ body: () throws -> Void) rethrows -> LogCapture {
        let capture = LogCapture()
        let previous = FrameworkLog.setHandler { line in capture.storage.withLock { $0.append(line) } }
        defer { FrameworkLog.setHandler(previous) }
        try body()
        return capture
    }
}
