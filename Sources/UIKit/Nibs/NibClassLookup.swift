import Foundation

/// Finds the class a nib (or storyboard scene) without a file is named after — the porting
/// aid `UINib` documents — and makes its instances from code.
@MainActor
enum NibClassLookup {
    /// Names already resolved (UIKit caches loaded nibs too).
    private static var resolved: [String: AnyClass] = [:]

    /// The `UIView` or `UIViewController` subclass `name` names: module-qualified as given,
    /// or in the module of one of `context`'s objects, of the bundle's executable or of the
    /// main executable.
    static func lookUp(_ name: String, bundle: Bundle, context: [Any]) -> AnyClass? {
        if let known = resolved[name] { return known }
        var candidates = [name]
        var modules: [String] = []
        func addModule(_ module: String?) {
            guard let module, !module.isEmpty, !modules.contains(module) else { return }
            modules.append(module)
        }
        for object in context { addModule(moduleName(of: type(of: object as AnyObject))) }
        for executable in [bundle.executableURL, Bundle.main.executableURL] {
            // SwiftPM and Xcode name an executable's module after it, "-" made "_".
            addModule(executable?.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "-", with: "_"))
        }
        candidates += modules.map { "\($0).\(name)" }
        for candidate in candidates {
            guard let type = _typeByName(candidate) as? AnyClass,
                  type is UIView.Type || type is UIViewController.Type else { continue }
            resolved[name] = type
            return type
        }
        return nil
    }

    private static func moduleName(of type: AnyClass) -> String? {
        let name = String(reflecting: type)
        guard let dot = name.firstIndex(of: ".") else { return nil }
        let module = String(name[..<dot])
        return module == "UIKit" || module == "Foundation" ? nil : module
    }

    /// An instance of `type` made from code (see `UINib`), not yet awoken.
    static func instantiate(_ type: AnyClass, bundle: Bundle, reuseIdentifier: String?) -> NSObject? {
        if let cellType = type as? UITableViewCell.Type {
            return TableViewCellFactory.make(cellType, style: .default, reuseIdentifier: reuseIdentifier)
        }
        if let headerType = type as? UITableViewHeaderFooterView.Type {
            return UITableView.makeHeaderFooterView(headerType, reuseIdentifier: reuseIdentifier)
        }
        if let reusableType = type as? UICollectionReusableView.Type {
            let view = CollectionViewFactory.make(reusableType, frame: .zero)
            if let reuseIdentifier { view.reuseIdentifierStorage = reuseIdentifier }
            return view
        }
        if let viewType = type as? UIView.Type {
            return CollectionViewFactory.make(viewType, frame: .zero)
        }
        if let controllerType = type as? UIViewController.Type {
            return ViewControllerFactory.make(controllerType, nibName: nil, bundle: bundle)
        }
        return nil
    }
}
