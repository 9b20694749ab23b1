import Foundation

/// One change reported to an `observe(_:options:changeHandler:)` handler. `newValue` and
/// `oldValue` are nil unless `.new` / `.old` were asked for.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange

    public let kind: Kind
    public let newValue: Value?
    public let oldValue: Value?
    /// Only for ordered to-many relationships, which nothing here reports: always nil.
    public let indexes: IndexSet?
    /// True for the notification sent before the change (`.prior`).
    public let isPrior: Bool

    init(kind: Kind = .setting, newValue: Value?, oldValue: Value?, isPrior: Bool) {
        self.kind = kind
        self.newValue = newValue
        self.oldValue = oldValue
        self.indexes = nil
        self.isPrior = isPrior
    }
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}
