import Foundation

/// The wall time of each `XCUIApplication.launch()` while a launch metric records.
enum LaunchDurations {
    final class Recording: @unchecked Sendable {
        var durations: [TimeInterval] = []
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var recordings: [Recording] = []

    static func begin() -> Recording {
        let recording = Recording()
        lock.lock()
        recordings.append(recording)
        lock.unlock()
        return recording
    }

    static func end(_ recording: Recording) {
        lock.lock()
        recordings.removeAll { $0 === recording }
        lock.unlock()
    }

    /// Runs `launch`, adding its duration to every recording open.
    static func measure(_ launch: () -> Void) {
        let start = MonotonicClock.nanoseconds()
        launch()
        let seconds = Double(MonotonicClock.nanoseconds() &- start) / 1e9
        lock.lock()
        for recording in recordings { recording.durations.append(seconds) }
        lock.unlock()
    }
}
