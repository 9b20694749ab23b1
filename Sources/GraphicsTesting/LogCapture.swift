@_spi(Diagnostics) import CoreGraphics
import Synchronization

/// The lines OpenUIKit logs while a closure runs (bad input it ignored or clamped, dropped
/// platform events), to assert that a problem is reported rather than fatal:
///
///     let log = LogCapture.capture { layer.shadowRadius = .nan }
///     XCTAssertTrue(log.contains("shadowRadius"))
///
/// While it runs, the lines go to the capture instead of standard error. Captures nest.
public final class LogCapture: Sendable {
    private let storage = Mutex<[String]>([])

    /// The captured lines, in order.
    public var lines: [String] { storage.withLock { $0 } }

    /// Whether a captured line contains `fragment`.
    public func contains(_ fragment: String) -> Bool {
        lines.contains { $0.contains(fragment) }
    }

    /// Runs `body`, capturing what it logs (from any thread); ignoring the result runs it
    /// quietly.
    @discardableResult
    public static func capture(_ body: () throws -> Void) rethrows -> LogCapture {
        let capture = LogCapture()
        let previous = FrameworkLog.setHandler { line in capture.storage.withLock { $0.append(line) } }
        defer { FrameworkLog.setHandler(previous) }
        try body()
        return capture
    }
}
