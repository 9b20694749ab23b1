@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Reads the restoration archive at launch (UIKit's state restoration, between
/// `application(_:willFinishLaunchingWithOptions:)` and `…didFinishLaunchingWithOptions:`):
/// the app delegate is asked (`application(_:shouldRestoreSecureApplicationState:)`), the
/// view controllers are made or found, their states and then their views' states are
/// decoded, each restored view controller hears `applicationFinishedRestoringState()`, and
/// the delegate decodes its own keys last (`application(_:didDecodeRestorableStateWith:)`).
@MainActor
final class StateRestorationRestorer {
    private let application: UIApplication
    private var controllers: [[String]: UIViewController] = [:]
    private var objects: [[String]: any UIStateRestoring] = [:]
    /// The restored view controllers and custom objects with their coders, in archive order.
    private var restored: [(object: any UIStateRestoring, coder: StateRestorationCoder)] = []

    init(application: UIApplication) {
        self.application = application
    }

    /// Restores from `data`; false when nothing was restored (declined, damaged or foreign).
    @discardableResult
    func restore(from data: Data) -> Bool {
        guard let delegate = application.delegate else { return false }
        guard let archive = try? NSKeyedUnarchiver(forReadingFrom: data) else {
            FrameworkLog.log("State restoration: the archive cannot be read; the app launches without it")
            return false
        }
        archive.requiresSecureCoding = false
        let coder = StateRestorationCoder(archive)
        guard let entries = StateRestorationArchive.read(from: coder) else {
            FrameworkLog.log("State restoration: the archive is not a restoration archive; the app launches without it")
            return false
        }
        guard delegate.application(application, shouldRestoreSecureApplicationState: coder) else { return false }

        // 1. The view controllers, made or found.
        var viewEntries: [(entry: StateRestorationArchive.Entry, coder: StateRestorationCoder)] = []
        for entry in entries {
            guard let objectCoder = makeCoder(entry.state) else {
                FrameworkLog.log("State restoration: the state of \(entry.path.joined(separator: "/")) cannot be read; skipped")
                continue
            }
            switch entry.kind {
            case .view:
                viewEntries.append((entry, objectCoder))
            case .viewController:
                if let controller = viewController(for: entry, coder: objectCoder, delegate: delegate) {
                    controllers[entry.path] = controller
                    restored.append((controller, objectCoder))
                }
            case .object:
                if let object = object(for: entry, coder: objectCoder) {
                    objects[entry.path] = object
                    restored.append((object, objectCoder))
                }
            }
        }
        // 2. Their state, in the order they were saved (parents before the children they
        // reference, which come back already made).
        for (object, objectCoder) in restored {
            object.decodeRestorableState(with: objectCoder)
        }
        // 3. UIKit: a view is restored only with its view controller.
        for (entry, objectCoder) in viewEntries {
            guard let owner = controllers[Array(entry.path.dropLast())],
                  let view = restorableView(entry.path.last!, of: owner) else { continue }
            view.decodeRestorableState(with: objectCoder)
        }
        // 4. Done: every object decoded.
        for (object, _) in restored {
            object.applicationFinishedRestoringState()
        }
        delegate.application(application, didDecodeRestorableStateWith: coder)
        return true
    }

    private func makeCoder(_ data: Data) -> StateRestorationCoder? {
        let delegate = StateRestorationReferenceDelegate(replace: { $0 }, resolve: { [unowned self] in self.resolve($0) })
        return StateRestorationArchive.makeObjectDecoder(data, delegate: delegate).map {
            StateRestorationCoder($0, referenceDelegate: delegate)
        }
    }

    /// UIKit's order: the restoration class (whose nil ends the search); else the app
    /// delegate; else a view controller the app made already at that path (its windows' view
    /// controllers and those restored so far, with their children).
    private func viewController(for entry: StateRestorationArchive.Entry, coder: NSCoder,
                                delegate: any UIApplicationDelegate) -> UIViewController? {
        if !entry.restorationClassName.isEmpty {
            guard let type = NSClassFromString(entry.restorationClassName) as? any UIViewControllerRestoration.Type else {
                FrameworkLog.log("State restoration: the restoration class \(entry.restorationClassName) is not in this program; \(entry.path.joined(separator: "/")) is not restored")
                return nil
            }
            return type.viewController(withRestorationIdentifierPath: entry.path, coder: coder)
        }
        if let controller = delegate.application(application, viewControllerWithRestorationIdentifierPath: entry.path, coder: coder) {
            return controller
        }
        return existingViewController(at: entry.path)
    }

    /// UIKit: the object's restoration class; else the object registered at that path.
    private func object(for entry: StateRestorationArchive.Entry, coder: NSCoder) -> (any UIStateRestoring)? {
        if !entry.restorationClassName.isEmpty {
            guard let type = NSClassFromString(entry.restorationClassName) as? any UIObjectRestoration.Type else {
                FrameworkLog.log("State restoration: the object restoration class \(entry.restorationClassName) is not in this program; \(entry.path.joined(separator: "/")) is not restored")
                return nil
            }
            return type.object(withRestorationIdentifierPath: entry.path, coder: coder)
        }
        let registry = application.stateRestorationRegistry
        return registry.objects.first { StateRestorationPreserver.restorationPath(of: $0, registry: registry) == entry.path }
    }

    private func existingViewController(at path: [String]) -> UIViewController? {
        var candidates: [UIViewController] = application.windows.filter { !$0.isHidden }.compactMap(\.rootViewController)
        if let window = application.delegate?.window ?? nil, let root = window.rootViewController { candidates.append(root) }
        candidates += restored.compactMap { $0.object as? UIViewController }
        var visited: Set<ObjectIdentifier> = []
        while !candidates.isEmpty {
            let controller = candidates.removeFirst()
            guard visited.insert(ObjectIdentifier(controller)).inserted else { continue }
            if controller.restorationIdentifier == path.last, StateRestorationPreserver.restorationPath(of: controller) == path {
                return controller
            }
            candidates += controller.childList
            if let presented = controller.presentedStorage { candidates.append(presented) }
        }
        return nil
    }

    private func restorableView(_ identifier: String, of controller: UIViewController) -> UIView? {
        StateRestorationPreserver.restorableViews(of: controller, under: controller.view)
            .first { $0.restorationIdentifier == identifier }
    }

    /// A reference decoded from an object's coder: the view controller restored at that path,
    /// or the restorable view there.
    private func resolve(_ reference: StateRestorationReference) -> Any? {
        guard !reference.path.isEmpty else { return nil }
        switch reference.kind {
        case .viewController: return controllers[reference.path]
        case .object: return objects[reference.path]
        case .view: break
        }
        guard let owner = controllers[Array(reference.path.dropLast())] else { return nil }
        return restorableView(reference.path.last!, of: owner)
    }
}
