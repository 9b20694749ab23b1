/// The selector-based observations of one notification center (kept as the center's
/// associated object), so that `removeObserver` finds the Foundation tokens behind them.
final class SelectorObservations: @unchecked Sendable {
    private struct Observation {
        let observer: ObjectReference
        let name: NSNotification.Name?
        let object: ObjectIdentifier?
        let token: NSObjectProtocol
    }

    nonisolated(unsafe) private static var key: UInt8 = 0
    private static let creationLock = NSLock()

    private let lock = NSLock()
    private var observations: [Observation] = []
    /// The center, to remove the tokens of freed observers.
    private weak var center: NotificationCenter?

    private init(center: NotificationCenter) {
        self.center = center
    }

    static func of(_ center: NotificationCenter) -> SelectorObservations {
        creationLock.lock()
        defer { creationLock.unlock() }
        if let existing = objc_getAssociatedObject(center, &key) as? SelectorObservations { return existing }
        let created = SelectorObservations(center: center)
        objc_setAssociatedObject(center, &key, created, .OBJC_ASSOCIATION_RETAIN)
        return created
    }

    func add(observer: ObjectReference, name: NSNotification.Name?, object: ObjectIdentifier?, token: NSObjectProtocol) {
        lock.lock()
        observations.append(Observation(observer: observer, name: name, object: object, token: token))
        lock.unlock()
    }

    /// Forgets the matching observations (nil name or object: any) and returns their tokens.
    func remove(observer: ObjectIdentifier, name: NSNotification.Name?, object: ObjectIdentifier?) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        var tokens: [NSObjectProtocol] = []
        observations.removeAll { observation in
            guard observation.observer.identity == observer,
                  name == nil || observation.name == name,
                  object == nil || observation.object == object else { return false }
            tokens.append(observation.token)
            return true
        }
        return tokens
    }

    /// Drops the observations of a freed observer.
    func forget(observer: ObjectIdentifier) {
        let tokens = remove(observer: observer, name: nil, object: nil)
        for token in tokens { center?.removeObserver(token as Any) }
    }
}
