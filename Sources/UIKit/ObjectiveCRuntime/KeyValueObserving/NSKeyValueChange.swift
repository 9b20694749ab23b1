import Foundation

/// The kind of a key-value change (Foundation's raw values). Observed properties here are
/// set as a whole, so changes are `.setting`.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
