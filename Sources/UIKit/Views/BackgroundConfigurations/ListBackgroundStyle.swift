import Foundation

/// Which list factory made a background configuration: its normal fill and how it answers
/// selection in `updated(for:)`.
enum ListBackgroundStyle: Hashable, Sendable {
    case plainCell, groupedCell, sidebarCell, plainHeaderFooter, groupedHeaderFooter, sidebarHeader
    /// `listCell()` (iOS 18): one of the three cells, picked by the state's list environment.
    case environmentCell
    /// `listHeader()` / `listFooter()` (iOS 18): the header or footer fill of the state's list
    /// environment.
    case environmentHeaderFooter
}
