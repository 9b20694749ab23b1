import Foundation

enum PredicateFormatDescription {
    /// The format of a predicate made with a format string; "BLOCKPREDICATE" for a block.
    static func format(of predicate: NSPredicate) -> String {
        guard PredicateFormatProbe.isFormatPredicate(predicate) else { return "BLOCKPREDICATE" }
        let probe = PredicateFormatProbe()
        _ = predicate.evaluate(with: probe)
        return probe.format ?? "BLOCKPREDICATE"
    }
}
