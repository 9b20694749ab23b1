/// An object (other than a view or view controller) whose state the restoration archive
/// keeps: register it with `UIApplication.registerObject(forStateRestoration:restorationIdentifier:)`
/// and encode it in a preserved object's coder. Every member is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIStateRestoring: NSObjectProtocol {
    /// The object whose restoration path this object's extends (nil: the path is its identifier).
    var restorationParent: (any UIStateRestoring)? { get }
    /// The class that makes the object at launch; nil: the object registered at that path then.
    var objectRestorationClass: (any UIObjectRestoration.Type)? { get }
    func encodeRestorableState(with coder: NSCoder)
    func decodeRestorableState(with coder: NSCoder)
    func applicationFinishedRestoringState()
}

extension UIStateRestoring {
    public var restorationParent: (any UIStateRestoring)? { nil }
    public var objectRestorationClass: (any UIObjectRestoration.Type)? { nil }
    public func encodeRestorableState(with coder: NSCoder) {}
    public func decodeRestorableState(with coder: NSCoder) {}
    public func applicationFinishedRestoringState() {}
}

/// The class that makes a restorable custom object again at launch
/// (`UIStateRestoring.objectRestorationClass`).
@preconcurrency @MainActor
public protocol UIObjectRestoration: AnyObject {
    /// The object for `identifierComponents` (its ancestors' identifiers, its own last), or nil.
    static func object(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> (any UIStateRestoring)?
}

// UIKit: view controllers adopt the protocol, so they can be a custom object's restoration parent.
extension UIViewController: UIStateRestoring {}

/// The application's state restoration bookkeeping: the custom objects registered (weakly)
/// with their identifiers, and the open `extendStateRestoration()` calls.
@MainActor
final class StateRestorationRegistry {
    /// `extendStateRestoration()` calls not yet balanced by `completeStateRestoration()`.
    var openExtensions = 0

    private struct Entry {
        weak var object: NSObject?
        var identifier: String
        var order: Int
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    private var registrations = 0

    func register(_ object: any UIStateRestoring, identifier: String) {
        guard let nsObject = object as? NSObject else { return }
        entries = entries.filter { $0.value.object != nil }
        registrations += 1
        entries[ObjectIdentifier(nsObject)] = Entry(object: nsObject, identifier: identifier, order: registrations)
    }

    func identifier(of object: any UIStateRestoring) -> String? {
        guard let nsObject = object as? NSObject else { return nil }
        return entries[ObjectIdentifier(nsObject)]?.identifier
    }

    /// The registered objects still alive, the latest registered first (it wins a path).
    var objects: [any UIStateRestoring] {
        entries.values.sorted { $0.order > $1.order }.compactMap { $0.object as? any UIStateRestoring }
    }
}
