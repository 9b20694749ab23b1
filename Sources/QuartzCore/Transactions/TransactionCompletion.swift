/// A main-thread transaction's completion block and the animations it waits for.
///
/// Core Animation: the block runs once every animation added to a layer after it was set in
/// that transaction has finished or been removed, or right after the commit when there are
/// none. Main-thread state: animations added on other threads are not counted (those
/// transactions run their block when they commit, see `CATransaction`).
final class TransactionCompletion: @unchecked Sendable {
    var block: (() -> Void)?
    private var pending = 0
    private var committed = false
    private var done = false

    init(block: (() -> Void)?) {
        self.block = block
    }

    /// Whether it still counts animations (its transaction has not finished).
    var isOpen: Bool { !done }

    func animationAdded() {
        pending += 1
    }

    func animationStopped() {
        pending -= 1
        runIfDone()
    }

    /// Its transaction committed: the block runs now if nothing is running, else when the last
    /// animation stops.
    func commit() {
        committed = true
        runIfDone()
    }

    private func runIfDone() {
        guard committed, pending <= 0, !done else { return }
        done = true
        guard block != nil else { return }
        _ = MainThread.ifMain(self) { completion in
            guard let block = completion.block else { return }
            let center = TransactionCenter.shared
            center.pendingCompletions.append(block)
            center.scheduleCompletions()
        }
    }
}
