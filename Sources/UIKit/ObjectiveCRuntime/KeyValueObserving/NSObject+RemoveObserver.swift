import Foundation

// Foundation's string-keyed observer removal. Linux Foundation's `NSObject` has none of the
// string-keyed KVO methods; the only observers registered here are the observations
// `observe(_:options:changeHandler:)` returns, so removing one of those ends it, as removing
// the observation's own registration does in Foundation (code written for iOS 10, before
// observations removed themselves when freed, does exactly that).
extension NSObject {
    /// Stops `observer` from observing this object at `keyPath`.
    ///
    /// The observer must be an `NSKeyValueObservation` made by observing this object; as in
    /// Foundation, removing an observer that is not registered is a programming error.
    /// Observations carry no key-path string on Linux, so `keyPath` is not compared.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        removeObserver(observer, forKeyPath: keyPath, context: nil)
    }

    /// Stops `observer` from observing this object at `keyPath`; `context` is not compared
    /// (observations have none).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        guard let observation = observer as? NSKeyValueObservation,
              observation.observedIdentity == ObjectIdentifier(self),
              observation.isActive else {
            preconditionFailure("Cannot remove an observer \(observer) for the key path \"\(keyPath)\" from \(self) "
                                + "because it is not registered as an observer.")
        }
        observation.invalidate()
    }
}
