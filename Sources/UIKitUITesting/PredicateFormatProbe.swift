import Foundation

/// Recovers the format string of a predicate made by `NSPredicate(format:)` (for failure
/// messages): such a predicate, given a probe, writes its format into it. Only predicates
/// registered here are probed, so a block predicate never sees a probe.
final class PredicateFormatProbe: @unchecked Sendable {
    var format: String?

    private static let lock = NSLock()
    nonisolated(unsafe) private static var formatPredicates: [ObjectIdentifier: Registered] = [:]

    private struct Registered {
        weak var predicate: NSPredicate?
    }

    static func register(_ predicate: NSPredicate) {
        lock.lock()
        defer { lock.unlock() }
        if formatPredicates.count > 256 { formatPredicates = formatPredicates.filter { $0.value.predicate != nil } }
        formatPredicates[ObjectIdentifier(predicate)] = Registered(predicate: predicate)
    }

    static func isFormatPredicate(_ predicate: NSPredicate) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return formatPredicates[ObjectIdentifier(predicate)]?.predicate === predicate
    }
}
