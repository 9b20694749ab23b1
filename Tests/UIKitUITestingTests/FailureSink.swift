import Foundation

/// Collects the failures a test expects instead of letting them fail it (XCTest reports them
/// through a nonisolated method).
final class FailureSink: @unchecked Sendable {
    private let lock = NSLock()
    private var active = false
    private var collected: [(message: String, line: Int)] = []

    /// Records the failure when collecting; false otherwise.
    func take(_ message: String, line: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard active else { return false }
        // XCTFail's description starts with "failed - ".
        collected.append((message.hasPrefix("failed - ") ? String(message.dropFirst(9)) : message, line))
        return true
    }

    /// The failures `body` reports.
    func collect(_ body: () -> Void) -> [(message: String, line: Int)] {
        lock.lock()
        active = true
        collected = []
        lock.unlock()
        body()
        lock.lock()
        defer { lock.unlock() }
        active = false
        return collected
    }
}
