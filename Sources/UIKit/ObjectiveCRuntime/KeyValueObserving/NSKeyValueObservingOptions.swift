import Foundation

/// What a key-value observation reports (Foundation's type; Linux Foundation has no key-value
/// observing, so OpenUIKit declares it with Apple's raw values).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler runs once at once, before `observe` returns.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler also runs before each change (`isPrior`).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}
