import Foundation

extension UIBackgroundConfiguration {
    private static func list(_ style: ListBackgroundStyle, _ color: UIColor?) -> UIBackgroundConfiguration {
        var configuration = UIBackgroundConfiguration()
        configuration.listStyle = style
        configuration.backgroundColor = color
        return configuration
    }

    /// UIKit: a plain list's row: the system background.
    public static func listPlainCell() -> UIBackgroundConfiguration { list(.plainCell, .systemBackground) }

    /// UIKit: a grouped list's row: the secondary grouped background (white on the gray
    /// grouped table).
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        list(.groupedCell, .secondarySystemGroupedBackground)
    }

    /// UIKit: a sidebar row: clear until selected.
    public static func listSidebarCell() -> UIBackgroundConfiguration { list(.sidebarCell, .clear) }

    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { listSidebarCell() }

    /// UIKit: a plain list's header or footer: the system background (it covers the rows
    /// scrolling under a sticky header).
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        list(.plainHeaderFooter, .systemBackground)
    }

    /// UIKit: a grouped list's header or footer: clear over the grouped background.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { list(.groupedHeaderFooter, .clear) }

    public static func listSidebarHeader() -> UIBackgroundConfiguration { list(.sidebarHeader, .clear) }

    /// UIKit (iOS 18): the row background of the list the cell is in: `updated(for:)` takes
    /// the plain, grouped or sidebar row's from the state's `listEnvironment` (plain until then,
    /// and for a cell in no list).
    public static func listCell() -> UIBackgroundConfiguration { list(.environmentCell, .systemBackground) }

    /// `listCell()` made the row configuration of `environment`: its style, and its fill
    /// unless the app changed it; everything else the app set is kept.
    private func resolvedListCell(in environment: UIListEnvironment) -> UIBackgroundConfiguration {
        let base: UIBackgroundConfiguration
        switch environment {
        case .grouped, .insetGrouped: base = .listGroupedCell()
        case .sidebar, .sidebarPlain: base = .listSidebarCell()
        case .unspecified, .none, .plain: base = .listPlainCell()
        }
        var configuration = self
        configuration.listStyle = base.listStyle
        if backgroundColor === UIColor.systemBackground { configuration.backgroundColor = base.backgroundColor }
        return configuration
    }

    /// UIKit (iOS 18): the header background of the list it is shown in: `updated(for:)`
    /// takes the plain (system background), grouped (clear) or sidebar (clear) header's fill
    /// from the state's `listEnvironment` (plain until then, and outside a list).
    public static func listHeader() -> UIBackgroundConfiguration {
        list(.environmentHeaderFooter, .systemBackground)
    }

    /// UIKit (iOS 18): the footer background of the list it is shown in, resolved as
    /// `listHeader()` is.
    public static func listFooter() -> UIBackgroundConfiguration {
        list(.environmentHeaderFooter, .systemBackground)
    }

    /// Whether `configuration` is a `listCell()`, `listHeader()` or `listFooter()`, which the
    /// list environment styles (its view asks for an update when it enters its list).
    static func followsListEnvironment(_ configuration: UIBackgroundConfiguration?) -> Bool {
        configuration?.listStyle == .environmentHeaderFooter || configuration?.listStyle == .environmentCell
    }

    /// `listHeader()`/`listFooter()` with `environment`'s fill, unless the app changed the
    /// fill; the result keeps following the environment (the next state's resolves it again).
    private func resolvedListHeaderFooter(in environment: UIListEnvironment) -> UIBackgroundConfiguration {
        guard environment != .unspecified else { return self }
        let fill: UIColor
        switch environment {
        case .grouped, .insetGrouped: fill = UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor ?? .clear
        case .sidebar: fill = UIBackgroundConfiguration.listSidebarHeader().backgroundColor ?? .clear
        case .unspecified, .none, .plain, .sidebarPlain: fill = UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor ?? .systemBackground
        }
        var configuration = self
        if backgroundColor === UIColor.systemBackground || backgroundColor === UIColor.clear {
            configuration.backgroundColor = fill
        }
        return configuration
    }

    /// UIKit: the fill of the system's highlighted and selected list rows (systemGray4: light
    /// #D1D1D6).
    static var selectedListFill: UIColor { .systemGray4 }

    /// A copy styled for `state`: a list row that is highlighted or selected takes the gray
    /// fill (a sidebar row the tint color); other configurations are returned unchanged.
    public func updated(for state: any UIConfigurationState) -> UIBackgroundConfiguration {
        guard let listStyle else { return self }
        if listStyle == .environmentCell {
            return resolvedListCell(in: state.traitCollection.listEnvironment).updated(for: state)
        }
        if listStyle == .environmentHeaderFooter {
            return resolvedListHeaderFooter(in: state.traitCollection.listEnvironment)
        }
        let highlighted: Bool, selected: Bool
        if let cell = state as? UICellConfigurationState {
            highlighted = cell.isHighlighted
            selected = cell.isSelected
        } else if let view = state as? UIViewConfigurationState {
            highlighted = view.isHighlighted
            selected = view.isSelected
        } else {
            return self
        }
        guard highlighted || selected else { return self }
        var configuration = self
        switch listStyle {
        case .plainCell, .groupedCell:
            configuration.backgroundColor = Self.selectedListFill
        case .sidebarCell:
            // UIKit: a selected sidebar row fills with the tint color (nil resolves to it).
            configuration.backgroundColor = nil
            configuration.cornerRadius = 10
        case .plainHeaderFooter, .groupedHeaderFooter, .sidebarHeader, .environmentCell, .environmentHeaderFooter:
            break
        }
        return configuration
    }
}
