import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// The one clock of the framework: event timestamps, timers, gesture timeouts, animations
/// and display links all read it. In an app it is the monotonic system clock (seconds since
/// boot, like `CACurrentMediaTime()` on iOS); tests switch it to manual time, which only
/// moves when told to, so that time-based behaviour is deterministic and instant.
@_spi(Platform)
public final class MediaClock: Sendable {
    /// The process's clock (`FrameworkEnvironment.clock`).
    public static var shared: MediaClock { FrameworkEnvironment.clock }

    private struct State {
        var manualTime: TimeInterval?
    }

    private let state = Mutex(State())

    init() {}

    public var now: TimeInterval {
        state.withLock { $0.manualTime } ?? Self.systemTime()
    }

    public var isManual: Bool {
        state.withLock { $0.manualTime != nil }
    }

    /// Freezes time at its current value (or at `time`); from now on only
    /// `FrameworkScheduler.advance(by:)` moves it.
    public func useManualTime(startingAt time: TimeInterval? = nil) {
        let start = time ?? now
        state.withLock { $0.manualTime = start }
    }

    public func useSystemTime() {
        state.withLock { $0.manualTime = nil }
    }

    /// Moves manual time forward (never backward). No effect in system mode.
    func setManualTime(_ time: TimeInterval) {
        state.withLock { s in
            if let current = s.manualTime, time > current { s.manualTime = time }
        }
    }

    static func systemTime() -> TimeInterval {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return TimeInterval(ts.tv_sec) + TimeInterval(ts.tv_nsec) / 1_000_000_000
    }
}

public typealias CFTimeInterval = Double

/// The current absolute time in seconds, from the framework clock.
public func CACurrentMediaTime() -> CFTimeInterval {
    MediaClock.shared.now
}
