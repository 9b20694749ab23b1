internal import CMainThread
@_spi(Diagnostics) import CoreGraphics

/// Groups layer-tree changes into atomic updates (Core Animation). Changes made outside an
/// explicit transaction join the implicit transaction, committed at the end of the current
/// run-loop turn; committing runs the layout pass, then the display pass, then hands the
/// tree to the renderer.
///
/// Not main-actor isolated, as in Core Animation: each thread has its own transactions. On the
/// main thread they are `TransactionCenter`'s; another thread's transactions only scope
/// `disableActions`, `animationDuration` and values for the layers it configures, and a
/// completion block set there runs when its transaction commits (there is nothing to flush:
/// the main thread takes those layers' work when it adopts them, see `MainThread`).
public final class CATransaction {
    private init() {}

    public static func begin() {
        if !MainThread.ifMain({ TransactionCenter.shared.stack.append(TransactionCenter.Frame()) }) {
            BackgroundTransactions.current.stack.append(TransactionCenter.Frame())
        }
    }

    /// Commits the innermost explicit transaction; the outermost commit flushes. With no
    /// explicit transaction, commits the implicit one (Core Animation: there always is one),
    /// as the end of the run-loop turn would.
    public static func commit() {
        if MainThread.ifMain({ commitOnMainThread() }) { return }
        let transactions = BackgroundTransactions.current
        let frame = transactions.stack.popLast() ?? transactions.takeImplicitFrame()
        frame.completionBlock?()
    }

    @MainActor
    private static func commitOnMainThread() {
        let center = TransactionCenter.shared
        guard let frame = center.stack.popLast() else {
            // The implicit transaction: laid out, drawn and rendered now; its completion block
            // waits for the animations added in it.
            center.flush()
            return
        }
        if center.stack.isEmpty {
            center.flush(endingImplicitTransaction: false)
        }
        // UIKit: the block runs once the animations added after it was set have finished.
        frame.completion?.commit()
    }

    /// Commits the implicit transaction now: layout, display and render (on the main thread;
    /// elsewhere there is nothing to commit).
    public static func flush() {
        MainThread.ifMain { TransactionCenter.shared.flush() }
    }

    public static func lock() {}
    public static func unlock() {}

    /// The calling thread's innermost transaction (its implicit one outside `begin()`).
    /// Frames are used only on the thread that owns them.
    private static var current: TransactionCenter.Frame {
        if openuikit_is_main_thread() {
            return MainThread.onMainThreadUnchecked { UncheckedFrame(frame: TransactionCenter.shared.current) }.frame
        }
        return BackgroundTransactions.current.current
    }

    /// Hands a main-thread frame out of the main-actor closure to the same thread.
    private struct UncheckedFrame: @unchecked Sendable {
        let frame: TransactionCenter.Frame
    }

    public static func animationDuration() -> CFTimeInterval {
        current.animationDuration
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        current.animationDuration = dur
    }

    public static func disableActions() -> Bool {
        // Asked before every animatable change (twice per frame change in a layout pass): the
        // main thread reads the flag in place instead of handing the frame out.
        if openuikit_is_main_thread() {
            return MainThread.onMainThreadUnchecked { TransactionCenter.shared.currentDisablesActions }
        }
        return BackgroundTransactions.current.current.disableActions
    }

    public static func setDisableActions(_ flag: Bool) {
        current.disableActions = flag
    }

    public static func completionBlock() -> (() -> Void)? {
        current.completionBlock
    }

    /// Called once the animations added to layers in the transaction after this call have
    /// finished or been removed (right after the commit when there are none). Without an
    /// explicit transaction the block belongs to the implicit one, which commits at the end of
    /// the run-loop turn (or at a `commit()` or `flush()` before then).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        current.completionBlock = block
    }

    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        current.values[kCATransactionAnimationTimingFunction] as? CAMediaTimingFunction
    }

    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        current.values[kCATransactionAnimationTimingFunction] = function
    }

    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        default: return current.values[key]
        }
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = anObject as? Double { setAnimationDuration(d) }
        case kCATransactionDisableActions:
            if let b = anObject as? Bool { setDisableActions(b) }
        default:
            current.values[key] = anObject
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
