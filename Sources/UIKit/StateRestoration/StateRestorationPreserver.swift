@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Writes the restoration archive (UIKit's state preservation): the app delegate is asked
/// (`application(_:shouldSaveSecureApplicationState:)`), writes its own keys, then every
/// window's root view controller with a restoration identifier is encoded, and with it every
/// view controller it references in its coder (a navigation controller's stack, a presented
/// view controller...) and the restorable views of each.
@MainActor
final class StateRestorationPreserver {
    private enum Item {
        case controller(UIViewController)
        case object(any UIStateRestoring)
    }

    private var queue: [(item: Item, path: [String])] = []
    private var queued: Set<ObjectIdentifier> = []
    private var entries: [StateRestorationArchive.Entry] = []
    private var registry: StateRestorationRegistry?

    /// The archive, or nil when the delegate does not want the state saved.
    func makeArchive(for application: UIApplication) -> Data? {
        guard let delegate = application.delegate else { return nil }
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        guard delegate.application(application, shouldSaveSecureApplicationState: coder) else { return nil }
        Self.encodeApplicationKeys(into: coder)
        registry = application.stateRestorationRegistry
        delegate.application(application, willEncodeRestorableStateWith: coder)
        for window in application.windows where !window.isHidden {
            if let root = window.rootViewController { _ = enqueue(root) }
        }
        while !queue.isEmpty {
            let (item, path) = queue.removeFirst()
            switch item {
            case .controller(let controller): encode(controller, path: path)
            case .object(let object): encode(object, path: path)
            }
        }
        StateRestorationArchive.write(entries, to: coder)
        coder.finishEncoding()
        return coder.encodedData
    }

    private static func encodeApplicationKeys(into coder: NSCoder) {
        let info = Bundle.main.infoDictionary ?? [:]
        let version = (info["CFBundleVersion"] as? String) ?? (info["CFBundleShortVersionString"] as? String) ?? ""
        coder.encode(version as NSString, forKey: UIApplication.stateRestorationBundleVersionKey)
        coder.encode(UIScreen.main.traitCollection.userInterfaceIdiom.rawValue, forKey: UIApplication.stateRestorationUserInterfaceIdiomKey)
        coder.encode(Date() as NSDate, forKey: UIApplication.stateRestorationTimestampKey)
        let system = ProcessInfo.processInfo.operatingSystemVersion
        coder.encode("\(system.majorVersion).\(system.minorVersion).\(system.patchVersion)" as NSString,
                     forKey: UIApplication.stateRestorationSystemVersionKey)
    }

    /// UIKit: a view controller is preserved only if it and every ancestor (its parent, or
    /// the view controller presenting it) have a restoration identifier; its path lists them
    /// from the root down.
    static func restorationPath(of controller: UIViewController) -> [String]? {
        guard let identifier = controller.restorationIdentifier else { return nil }
        if let parent = controller.parentStorage {
            return restorationPath(of: parent).map { $0 + [identifier] }
        }
        if let presenting = controller.presentingStorage {
            return restorationPath(of: presenting).map { $0 + [identifier] }
        }
        return [identifier]
    }

    /// Queues `controller` for encoding (once) and gives its path; nil when it is not preserved.
    private func enqueue(_ controller: UIViewController) -> [String]? {
        guard let path = Self.restorationPath(of: controller) else { return nil }
        if queued.insert(ObjectIdentifier(controller)).inserted {
            queue.append((.controller(controller), path))
        }
        return path
    }

    /// UIKit: a custom object's path is its restoration parent's path (a view controller's or
    /// another object's) and the identifier it was registered with; nil when it was not
    /// registered or its parent is not preserved.
    static func restorationPath(of object: any UIStateRestoring, registry: StateRestorationRegistry) -> [String]? {
        if let controller = object as? UIViewController { return restorationPath(of: controller) }
        guard let identifier = registry.identifier(of: object) else { return nil }
        guard let parent = object.restorationParent else { return [identifier] }
        return restorationPath(of: parent, registry: registry).map { $0 + [identifier] }
    }

    private func enqueue(object: any UIStateRestoring) -> [String]? {
        guard let registry, let path = Self.restorationPath(of: object, registry: registry) else {
            FrameworkLog.log("State preservation: \(type(of: object)) was encoded but not registered with UIApplication.registerObject(forStateRestoration:restorationIdentifier:) (or its restoration parent is not preserved); it is archived as nil")
            return nil
        }
        if let nsObject = object as? NSObject, queued.insert(ObjectIdentifier(nsObject)).inserted {
            queue.append((.object(object), path))
        }
        return path
    }

    private func encode(_ object: any UIStateRestoring, path: [String]) {
        var className = ""
        if let type = object.objectRestorationClass, let cls = (type as Any) as? AnyClass, UIView._isNameableInArchives(cls) {
            className = String(reflecting: cls)
        }
        entries.append(StateRestorationArchive.Entry(
            path: path, kind: .object, restorationClassName: className,
            state: encodeState { object.encodeRestorableState(with: $0) }))
    }

    private func encode(_ controller: UIViewController, path: [String]) {
        entries.append(StateRestorationArchive.Entry(
            path: path, kind: .viewController, restorationClassName: Self.restorationClassName(of: controller),
            state: encodeState { controller.encodeRestorableState(with: $0) }))
        // UIKit: a view's state is saved with its view controller's, for the views of the
        // loaded view hierarchy that have a restoration identifier.
        guard let root = controller.viewIfLoaded else { return }
        var seen: Set<String> = []
        for view in Self.restorableViews(of: controller, under: root) {
            guard let identifier = view.restorationIdentifier, seen.insert(identifier).inserted else {
                FrameworkLog.log("State preservation: two views of \(type(of: controller)) have the restoration identifier \"\(view.restorationIdentifier ?? "")\"; the second is not saved")
                continue
            }
            entries.append(StateRestorationArchive.Entry(
                path: path + [identifier], kind: .view, restorationClassName: "",
                state: encodeState { view.encodeRestorableState(with: $0) }))
        }
    }

    /// The views in `controller`'s hierarchy with a restoration identifier, depth first; the
    /// root views of other view controllers (children) belong to those.
    static func restorableViews(of controller: UIViewController, under view: UIView) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            if let owner = view.viewControllerStorage, owner !== controller { return }
            if view.restorationIdentifier != nil { result.append(view) }
            for subview in view.subviewList { visit(subview) }
        }
        visit(view)
        return result
    }

    private static func restorationClassName(of controller: UIViewController) -> String {
        guard let type = controller.restorationClass else { return "" }
        let name = String(reflecting: type)
        guard let cls = (type as Any) as? AnyClass, UIView._isNameableInArchives(cls) else {
            FrameworkLog.log("State preservation: the restoration class \(name) is not a top-level class, which Foundation on Linux cannot find by name; \(Swift.type(of: controller)) is restored without it")
            return ""
        }
        return name
    }

    private func encodeState(_ body: (NSCoder) -> Void) -> Data {
        let delegate = StateRestorationReferenceDelegate(replace: { [unowned self] in self.reference(for: $0) },
                                                          resolve: { _ in nil })
        let coder = StateRestorationArchive.makeObjectCoder(delegate: delegate)
        // The archiver holds its delegate weakly.
        withExtendedLifetime(delegate) {
            body(coder)
            coder.finishEncoding()
        }
        return coder.encodedData
    }

    /// UIKit: a view controller or a restorable view encoded in a restoration coder is
    /// archived as a reference to it (and a view controller is preserved in turn).
    private func reference(for object: Any) -> Any? {
        if let controller = object as? UIViewController {
            return StateRestorationReference(path: enqueue(controller) ?? [], kind: .viewController)
        }
        if !(object is UIView), let restorable = object as? any UIStateRestoring {
            return StateRestorationReference(path: enqueue(object: restorable) ?? [], kind: .object)
        }
        if let view = object as? UIView, let identifier = view.restorationIdentifier,
           let owner = view._restorationOwner, let path = Self.restorationPath(of: owner) {
            _ = enqueue(owner)
            return StateRestorationReference(path: path + [identifier], kind: .view)
        }
        return object
    }
}

extension UIView {
    /// The view controller whose view hierarchy holds this view (the nearest one up).
    var _restorationOwner: UIViewController? {
        var current: UIView? = self
        while let view = current {
            if let controller = view.viewControllerStorage { return controller }
            current = view.superviewStorage
        }
        return nil
    }
}
