import Foundation
import Synchronization

/// The key-value observations of every object, and the changes UIKit's setters report to them.
///
/// A setter wraps its work in `change(of:_:)`; the observations of the changed objects are
/// checked when the outermost change ends (so an override that finishes its work after
/// `super` is seen complete, as with Foundation's notifications after the setter returns).
final class KeyValueObservationCenter: @unchecked Sendable {
    static let shared = KeyValueObservationCenter()

    private final class WeakObservation {
        weak var observation: NSKeyValueObservation?
        init(_ observation: NSKeyValueObservation) { self.observation = observation }
    }

    private let lock = NSLock()
    private var observations: [ObjectIdentifier: [WeakObservation]] = [:]
    private var depth = 0
    private var pending: [AnyObject] = []
    /// Observed objects plus open changes, readable without the lock: geometry setters ask on
    /// every set, and nothing is observed almost always.
    private let activity = Atomic<Int>(0)

    /// Call with the lock held after changing `observations` or `depth`.
    private func noteActivity() {
        activity.store(observations.count + depth, ordering: .relaxed)
    }

    func add(_ observation: NSKeyValueObservation) {
        lock.lock()
        observations[observation.observedIdentity, default: []].append(WeakObservation(observation))
        noteActivity()
        lock.unlock()
    }

    func remove(_ observation: NSKeyValueObservation) {
        lock.lock()
        let key = observation.observedIdentity
        let kept = observations[key]?.filter { $0.observation != nil && $0.observation !== observation } ?? []
        observations[key] = kept.isEmpty ? nil : kept
        noteActivity()
        lock.unlock()
    }

    /// Runs `body`, which changes `object`, then tells the object's observations.
    @inline(__always)
    static func change(of object: AnyObject, _ body: () -> Void) {
        let center = shared
        guard center.begin() else {
            body()
            return
        }
        body()
        center.end(object)
    }

    /// False (and nothing to end) while nothing is observed.
    private func begin() -> Bool {
        guard activity.load(ordering: .relaxed) > 0 else { return false }
        lock.lock()
        defer { lock.unlock() }
        guard !observations.isEmpty || depth > 0 else { return false }
        depth += 1
        noteActivity()
        return true
    }

    private func end(_ object: AnyObject) {
        lock.lock()
        depth = max(depth - 1, 0)
        noteActivity()
        if observations[ObjectIdentifier(object)] != nil, !pending.contains(where: { $0 === object }) {
            pending.append(object)
        }
        var changed: [AnyObject] = []
        if depth == 0 {
            changed = pending
            pending.removeAll()
        }
        lock.unlock()
        for object in changed {
            notify(object)
        }
    }

    private func notify(_ object: AnyObject) {
        lock.lock()
        let current = observations[ObjectIdentifier(object)]?.compactMap(\.observation) ?? []
        lock.unlock()
        for observation in current {
            observation.objectDidChange(object)
        }
    }
}
