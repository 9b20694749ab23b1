import Foundation

/// A block predicate's object, read on the main actor where queries evaluate predicates.
struct SentObject: @unchecked Sendable {
    let value: Any?
}
