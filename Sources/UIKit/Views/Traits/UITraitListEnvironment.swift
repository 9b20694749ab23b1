/// The style of the list a view is in (UIKit, iOS 18): table views report their style,
/// collection views the appearance of a cell's list section; `.unspecified` elsewhere.
public struct UITraitListEnvironment: UITraitDefinition, Sendable {
    public typealias Value = UIListEnvironment
    public static let defaultValue: UIListEnvironment = .unspecified
    public static let identifier = "UITraitCollection.listEnvironment"
    public static let name = "ListEnvironment"
}

/// The style of a containing list, with UIKit's raw values.
public enum UIListEnvironment: Int, Sendable {
    /// Nothing is known about a containing list.
    case unspecified = 0
    /// There is no containing list.
    case none = 1
    case plain = 2
    case grouped = 3
    case insetGrouped = 4
    case sidebar = 5
    case sidebarPlain = 6

    init(_ style: UITableView.Style) {
        switch style {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        }
    }

    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
        }
    }
}

extension UITraitCollection {
    /// Whether the traits are those of a view in a table view or a collection view list section.
    public var listEnvironment: UIListEnvironment { self[UITraitListEnvironment.self] }

    /// A trait collection with only `listEnvironment` specified.
    public convenience init(listEnvironment: UIListEnvironment) {
        self.init(mutations: { $0[UITraitListEnvironment.self] = listEnvironment })
    }
}

extension UIMutableTraits {
    /// The style of the containing list in a collection view or table view.
    public var listEnvironment: UIListEnvironment {
        get { self[UITraitListEnvironment.self] }
        set { self[UITraitListEnvironment.self] = newValue }
    }
}

extension UITraitCollection {
    /// The traits a cell's configuration state gets in a list: UIKit (iOS 18) gives views in a
    /// table view or a collection view list section the list's style. OpenUIKit puts it in the
    /// cells' configuration states only (a trait override on every cell would run a trait
    /// change through each view added to it), unless the traits already say.
    func inList(_ environment: UIListEnvironment?) -> UITraitCollection {
        guard let environment, listEnvironment == .unspecified else { return self }
        return modifyingTraits { $0.listEnvironment = environment }
    }
}
