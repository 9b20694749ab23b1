import Foundation

extension UIListContentConfiguration.BaseStyle {
    /// A section header style (an outline disclosure on it toggles the section: UIKit's
    /// `.automatic` outline style).
    var isHeader: Bool { self == .header || self == .sidebarHeader || self == .environmentHeader }
}

extension UIListContentConfiguration {
    /// Whether `configuration` is a `header()` or `footer()` that the list environment styles.
    static func followsListEnvironment(_ configuration: (any UIContentConfiguration)?) -> Bool {
        guard let list = configuration as? UIListContentConfiguration else { return false }
        return list.baseStyle == .environmentHeader || list.baseStyle == .environmentFooter
    }

    /// `header()` / `footer()`: `base`'s look, resolved later by the list environment.
    static func environmentStyled(_ base: UIListContentConfiguration, as style: BaseStyle) -> UIListContentConfiguration {
        var configuration = base
        configuration.baseStyle = style
        return configuration
    }

    /// UIKit: the header of each list style — `plainHeader()` for plain and plain-sidebar
    /// lists (and outside a list), `groupedHeader()` for grouped and inset grouped ones,
    /// `sidebarHeader()` for sidebars.
    static func header(in environment: UIListEnvironment) -> UIListContentConfiguration {
        switch environment {
        case .grouped, .insetGrouped: return groupedHeader()
        case .sidebar: return sidebarHeader()
        case .unspecified, .none, .plain, .sidebarPlain: return plainHeader()
        }
    }

    /// UIKit: the footer of each list style (`groupedFooter()` in grouped lists).
    static func footer(in environment: UIListEnvironment) -> UIListContentConfiguration {
        switch environment {
        case .grouped, .insetGrouped: return groupedFooter()
        case .unspecified, .none, .plain, .sidebar, .sidebarPlain: return plainFooter()
        }
    }

    /// A `header()` or `footer()` styled for `environment`: text properties and margins still
    /// at one list style's defaults take `environment`'s; what the app changed is kept, and
    /// the result stays environment-styled (it follows the next state's environment too).
    /// `.unspecified` (not in a list yet) leaves the configuration as it is.
    func resolved(in environment: UIListEnvironment) -> UIListContentConfiguration {
        guard environment != .unspecified else { return self }
        let isFooter = baseStyle == .environmentFooter
        let target = isFooter ? Self.footer(in: environment) : Self.header(in: environment)
        let candidates: [UIListContentConfiguration] = isFooter
            ? [.plainFooter(), .groupedFooter()]
            : [.plainHeader(), .groupedHeader(), .sidebarHeader()]
        var configuration = self
        if candidates.contains(where: { $0.textProperties == textProperties }) {
            configuration.textProperties = target.textProperties
        }
        if candidates.contains(where: { $0.secondaryTextProperties == secondaryTextProperties }) {
            configuration.secondaryTextProperties = target.secondaryTextProperties
        }
        if candidates.contains(where: { $0.directionalLayoutMargins == directionalLayoutMargins }) {
            configuration.directionalLayoutMargins = target.directionalLayoutMargins
        }
        return configuration
    }
}
