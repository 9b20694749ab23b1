import Foundation

/// Watches the loads a drop target starts on a dropped session's item providers and tells
/// the source's delegate `sessionDidTransferItems` once they have all delivered their data.
///
/// Ours, where UIKit documents only that the call follows the destination receiving the data:
/// it comes once, after `performDrop` has returned and every load started from the drop on
/// has completed (at once for data in memory); a target that loads nothing causes no call.
final class DragTransferWatch: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = 0
    private var started = false
    private var dropReturned = false
    private var reported = false
    private let report: @MainActor () -> Void
    private let providers: [NSItemProvider]

    @MainActor
    init(providers: [NSItemProvider], report: @escaping @MainActor () -> Void) {
        self.providers = providers
        self.report = report
        for provider in providers {
            provider.loadObserver = { [weak self] began in self?.loadEvent(began) }
        }
    }

    /// `performDrop` returned: loads that already finished are reported now.
    @MainActor
    func dropDidReturn() {
        let ready = lock.withLock { () -> Bool in
            dropReturned = true
            return takeReport()
        }
        if ready { finish() }
    }

    private func loadEvent(_ began: Bool) {
        let ready = lock.withLock { () -> Bool in
            if began {
                pending += 1
                started = true
                return false
            }
            pending -= 1
            return takeReport()
        }
        guard ready else { return }
        if Thread.isMainThread {
            MainActor.assumeIsolated { finish() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.finish() } }
        }
    }

    /// Under the lock: whether the report is due now (and marks it made).
    private func takeReport() -> Bool {
        guard dropReturned, started, pending == 0, !reported else { return false }
        reported = true
        return true
    }

    @MainActor
    private func finish() {
        for provider in providers { provider.loadObserver = nil }
        report()
    }
}
