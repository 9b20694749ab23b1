import Foundation
import UniformTypeIdentifiers

/// Conformance between type identifiers for the drag and drop types: the system's type tree
/// that `UTType` declares (Linux has no UniformTypeIdentifiers of its own).
enum UniformTypeConformance {
    /// Whether `type` is `other` or (transitively) conforms to it.
    static func conforms(_ type: String, to other: String) -> Bool {
        UniformTypeTree.conforms(type, to: other)
    }
}
