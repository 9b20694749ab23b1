@_spi(Platform) import QuartzCore

/// Schedules on the framework scheduler (what gesture timeouts and animations use).
@MainActor
enum ProbeTimers {
    static func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) {
        FrameworkScheduler.shared.schedule(after: delay, action)
    }
}
