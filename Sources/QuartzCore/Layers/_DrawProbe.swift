internal import CMainThread
/// Tells whether a drawing pass reached only default implementations (not Apple API; used
/// by `display()` and by UIKit's override detection). `CALayer.draw(in:)` without a
/// delegate, `CALayerDelegate.draw(_:in:)`'s default and `UIView.draw(_:)`'s default note
/// themselves here; any override that does not call them leaves no note.
///
/// Main-thread-only state: off the main thread nothing is probed (`_begin()` returns false and
/// `display()` then keeps whatever was drawn).
@_spi(UIKit)
public enum _DrawProbe {
    @MainActor private static var passes: DrawPassStack { FrameworkEnvironment.drawProbe }

    /// Starts probing a pass; false off the main thread (no probe).
    static func _begin() -> Bool {
        MainThread.ifMain { passes.defaultsReached.append(false) }
    }

    /// Whether the pass reached a default implementation (call only after `_begin()` returned true).
    static func _end() -> Bool {
        guard openuikit_is_main_thread() else { return false }
        return MainThread.onMainThreadUnchecked { passes.defaultsReached.popLast() ?? false }
    }

    /// A default drawing implementation ran (it draws nothing).
    public static func noteDefaultImplementation() {
        MainThread.ifMain {
            let stack = passes
            guard !stack.defaultsReached.isEmpty else { return }
            stack.defaultsReached[stack.defaultsReached.count - 1] = true
        }
    }
}
