@_spi(UIKit) @_spi(Platform) import QuartzCore
import Foundation

/// The views that asked for a properties update (`setNeedsUpdateProperties()` on them or on
/// their view controller). Core Animation's commit calls `runPending()` before its layout
/// pass and after each layout round (`TransactionCenter.willLayoutHandlers`), so the order
/// in one update cycle is: traits, properties, layout, display.
///
/// A view that is not in a window waits (its first layout in a window, or
/// `updatePropertiesIfNeeded()`, updates it). Entries hold their views weakly.
@MainActor
final class PropertyUpdateQueue {
    static var shared: PropertyUpdateQueue { FrameworkEnvironment.propertyUpdates }

    private struct Entry {
        weak var view: UIView?
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var isRunning = false
    private var installed = false

    init() {}

    var isEmpty: Bool { entries.isEmpty }

    /// Notes that `view` (or its controller) needs an update and asks for a commit.
    func enqueue(_ view: UIView) {
        entries[ObjectIdentifier(view)] = Entry(view: view)
        installIfNeeded()
        TransactionCenter.shared.requestFlush()
    }

    private func installIfNeeded() {
        guard !installed else { return }
        installed = true
        TransactionCenter.shared.willLayoutHandlers.append { PropertyUpdateQueue.shared.runPending() }
    }

    /// Updates the waiting views that are in a window, top-down (a superview's update may
    /// ask its subviews for one, which runs in the same pass). Each view updates at most once
    /// per pass: one that asks again while updating waits for the next update cycle, so a
    /// view that always invalidates itself does not stall the run loop.
    func runPending() {
        guard !entries.isEmpty, !isRunning else { return }
        isRunning = true
        defer { isRunning = false }
        var updated = Set<ObjectIdentifier>()
        var leftForNextCycle = false
        while true {
            var due: [(depth: Int, view: UIView)] = []
            for (id, entry) in entries {
                guard let view = entry.view, view._propertiesUpdateIsDue else {
                    entries[id] = nil
                    continue
                }
                guard view.window != nil else { continue }
                if updated.contains(id) {
                    leftForNextCycle = true
                    continue
                }
                entries[id] = nil
                due.append((view._hierarchyDepth, view))
            }
            if due.isEmpty { break }
            due.sort { $0.depth < $1.depth }
            for (_, view) in due where view._propertiesUpdateIsDue {
                updated.insert(ObjectIdentifier(view))
                view._deliverPendingTraitChangesAbove()
                view._runPropertiesUpdate()
            }
        }
        if leftForNextCycle {
            // Asked during this commit: the next one (requests are ignored while flushing).
            DispatchQueue.main.async { MainActor.assumeIsolated { TransactionCenter.shared.requestFlush() } }
        }
    }
}
