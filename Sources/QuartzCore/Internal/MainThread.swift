internal import CMainThread
@_spi(Diagnostics) import CoreGraphics
import Synchronization

/// The threading contract of QuartzCore (not Apple API).
///
/// As on iOS, the public Core Animation types (`CALayer` and its subclasses, the animations,
/// `CATransaction`, `CAMediaTimingFunction`, `CADisplayLink`) are not main-actor isolated and
/// not `Sendable`: any thread may create and configure layers and animations it owns, and
/// draw or render them (`display()`, `render(in:)`). The framework's machinery is
/// main-thread-only and stays `@MainActor`: `TransactionCenter` (transaction stack, layout and
/// display queues, flush), `LayerCompositor` and `FrameBuffer`, `LayerAnimationEngine`,
/// `FrameworkScheduler` and its timers, and `_DrawProbe`. Layer code reaches them only through
/// `MainThread.ifMain(_:_:)`: on the main thread it runs the call; off it the layer records the
/// work in its own flags (`awaitsMainThread` up to the tree's root, with `needsDisplay`,
/// `needsLayout` and its animations) and the main thread picks it up when it adds the tree to
/// a layer (`addSublayer` and friends, `mask`) or, for a tree already on screen, at the next
/// flush (logged once: on-screen layers belong to the main thread, as in Core Animation).
enum MainThread {
    /// Runs `body` with `value` when called on the main thread; returns false (running
    /// nothing) on any other thread. The value is used only on the main thread that owns
    /// it at this moment (the caller's thread), so handing it over is safe.
    ///
    /// `body` is escaping on purpose: a closure that captures nothing (pass what it needs as
    /// `value`) is then a plain function pointer, called without an allocation. A non-escaping
    /// body had to go through `withoutActuallyEscaping`, which boxes the closure on the heap
    /// and checks its reference count afterwards — several allocations per view in a layout
    /// pass (issue 12: that made autoresizing 10,000 views 1.6× slower).
    @inline(__always)
    @discardableResult
    static func ifMain<T: AnyObject>(_ value: T, _ body: @escaping @MainActor (T) -> Void) -> Bool {
        guard openuikit_is_main_thread() else { return false }
        nonisolated(unsafe) let value = value
        callUnchecked(with: value, body)
        return true
    }

    /// `body`'s result with `value` when called on the main thread; nil on any other thread.
    @inline(__always)
    static func resultIfMain<T, R>(_ value: T, _ body: @escaping @MainActor (T) -> R) -> R? {
        guard openuikit_is_main_thread() else { return nil }
        nonisolated(unsafe) let value = value
        return callUnchecked(with: value, body)
    }

    /// Runs `body` on the main thread, or returns false.
    @inline(__always)
    @discardableResult
    static func ifMain(_ body: @escaping @MainActor () -> Void) -> Bool {
        guard openuikit_is_main_thread() else { return false }
        unsafeBitCast(body, to: (() -> Void).self)()
        return true
    }

    /// Calls a main-actor function from the main thread without asking the runtime again
    /// (`MainActor.assumeIsolated` checks the current executor each time, which costs more than
    /// the layer work it guards). The caller has just checked `openuikit_is_main_thread()`:
    /// this thread's executor is the main actor's. A main-actor function of no async has the
    /// same calling convention as a plain one. Give `body` no captures (pass them in
    /// `argument`) so that no context is allocated; the argument stays on this thread.
    @inline(__always)
    static func callUnchecked<Argument, Result>(with argument: Argument, _ body: @escaping @MainActor (Argument) -> Result) -> Result {
        unsafeBitCast(body, to: ((Argument) -> Result).self)(argument)
    }

    /// `body`'s result, for a caller that has just checked `openuikit_is_main_thread()` (the
    /// same unchecked call as `callUnchecked`; the result stays on this thread).
    @inline(__always)
    static func onMainThreadUnchecked<T>(_ body: @escaping @MainActor () -> T) -> T {
        unsafeBitCast(body, to: (() -> T).self)()
    }

    private static let reported = Mutex(Set<String>())

    /// Logs `message` once per `key` for the process (off-main fallbacks).
    static func logOnce(_ key: String, _ message: String) {
        let first = reported.withLock { $0.insert(key).inserted }
        if first { FrameworkLog.log(message) }
    }
}
