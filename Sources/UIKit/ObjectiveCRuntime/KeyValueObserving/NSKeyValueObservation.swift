import Foundation

/// The token `observe(_:options:changeHandler:)` returns: the observation lasts until it is
/// invalidated or freed.
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
    /// Identity of the observed object (the registry's key).
    let observedIdentity: ObjectIdentifier
    /// The observed object, not kept alive by the observation (as in Foundation).
    private(set) weak var observed: AnyObject?
    /// Re-reads the value and calls the handler when it changed; nil once invalidated.
    private var check: ((AnyObject) -> Void)?
    private let lock = NSLock()

    init(observing object: AnyObject, check: @escaping (AnyObject) -> Void) {
        observedIdentity = ObjectIdentifier(object)
        observed = object
        self.check = check
        super.init()
    }

    /// Stops the observation; later changes call the handler no more. Also called when the
    /// observation is freed.
    public func invalidate() {
        lock.lock()
        let wasActive = check != nil
        check = nil
        lock.unlock()
        if wasActive {
            KeyValueObservationCenter.shared.remove(self)
        }
    }

    deinit {
        invalidate()
    }

    /// Whether the observation still reports changes (not invalidated).
    var isActive: Bool {
        lock.lock()
        defer { lock.unlock() }
        return check != nil
    }

    /// Runs the check for `object` if this observation still watches it.
    func objectDidChange(_ object: AnyObject) {
        lock.lock()
        let check = observed === object ? self.check : nil
        lock.unlock()
        check?(object)
    }
}
