import Foundation

/// Foundation's protocol that gives `NSObject` and its subclasses the key-path form of
/// key-value observing, `observe(_:options:changeHandler:)`.
///
/// Linux has no Objective-C runtime to intercept setters, so OpenUIKit reports the changes
/// of UIKit's own view geometry and appearance (`frame`, `bounds`, `center`, `transform`,
/// `alpha`, `isHidden`, and a scroll view's `contentOffset`, `contentSize`, `contentInset`,
/// `adjustedContentInset`),
/// and of whatever key path reads them (`\.bounds.size`, `\.contentOffset.y`): after each such
/// change, the observations of that object re-read their key paths and report values that
/// differ (compared with `==`, objects by identity). Other properties are not reported.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` when the value at `keyPath` changes (see the protocol for which
    /// changes are reported), until the returned observation is invalidated or freed.
    ///
    /// As in Foundation, the handler is `@Sendable` and so not isolated to the caller's actor;
    /// UIKit's changes are reported on the main thread, where `MainActor.assumeIsolated` holds.
    @preconcurrency
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>,
                               options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let object = self as AnyObject
        var last = self[keyPath: keyPath]
        let observation = NSKeyValueObservation(observing: object) { changed in
            guard let observed = changed as? Self else { return }
            let value = observed[keyPath: keyPath]
            guard !KeyValueObservedValues.areEqual(last, value) else { return }
            let old = last
            // Stored before the handler runs: a handler that sets the property again is told
            // of that change relative to this value.
            last = value
            let oldValue = options.contains(.old) ? old : nil
            if options.contains(.prior) {
                // UIKit: sent before the change; reported here just before the change
                // notification, since only completed changes are seen.
                changeHandler(observed, NSKeyValueObservedChange(newValue: nil, oldValue: oldValue, isPrior: true))
            }
            changeHandler(observed, NSKeyValueObservedChange(newValue: options.contains(.new) ? value : nil,
                                                             oldValue: oldValue, isPrior: false))
        }
        KeyValueObservationCenter.shared.add(observation)
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(newValue: options.contains(.new) ? last : nil,
                                                         oldValue: nil, isPrior: false))
        }
        return observation
    }
}
