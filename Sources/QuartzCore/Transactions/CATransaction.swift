@_spi(Diagnostics) import CoreGraphics

/// Groups layer-tree changes into atomic updates (Core Animation). Changes made outside an
/// explicit transaction join the implicit transaction, committed at the end of the current
/// run-loop turn; committing runs the layout pass, then the display pass, then hands the
/// tree to the renderer.
@MainActor
public final class CATransaction {
    private init() {}

    public static func begin() {
        TransactionCenter.shared.stack.append(TransactionCenter.Frame())
    }

    /// Commits the innermost explicit transaction; the outermost commit flushes.
    public static func commit() {
        let center = TransactionCenter.shared
        guard let frame = center.stack.popLast() else {
            FrameworkLog.log("CATransaction.commit(): no transaction was begun; nothing committed")
            return
        }
        if center.stack.isEmpty {
            center.flush()
        }
        if let completion = frame.completionBlock {
            center.pendingCompletions.append(completion)
            center.scheduleCompletions()
        }
    }

    /// Commits the implicit transaction now: layout, display and render.
    public static func flush() {
        TransactionCenter.shared.flush()
    }

    public static func lock() {}
    public static func unlock() {}

    public static func animationDuration() -> CFTimeInterval {
        TransactionCenter.shared.current?.animationDuration ?? 0.25
    }

    public static func setAnimationDuration(_ dur: CFTimeInterval) {
        TransactionCenter.shared.current?.animationDuration = dur
    }

    public static func disableActions() -> Bool {
        TransactionCenter.shared.current?.disableActions ?? false
    }

    public static func setDisableActions(_ flag: Bool) {
        TransactionCenter.shared.current?.disableActions = flag
    }

    public static func completionBlock() -> (@MainActor () -> Void)? {
        TransactionCenter.shared.current?.completionBlock
    }

    /// Called once the transaction's animations have finished (right after the commit when
    /// there are none).
    public static func setCompletionBlock(_ block: (@MainActor () -> Void)?) {
        TransactionCenter.shared.current?.completionBlock = block
    }

    public static func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        default: return TransactionCenter.shared.current?.values[key]
        }
    }

    public static func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let d = anObject as? Double { setAnimationDuration(d) }
        case kCATransactionDisableActions:
            if let b = anObject as? Bool { setDisableActions(b) }
        default:
            TransactionCenter.shared.current?.values[key] = anObject
        }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
