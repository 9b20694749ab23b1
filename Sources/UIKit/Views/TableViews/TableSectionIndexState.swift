import Foundation

/// The table's section index (one stored property of `UITableView`): the titles read from the
/// data source and the strip that shows them.
@MainActor
struct TableSectionIndexState {
    var titles: [String] = []
    var needsReload = true
    var view: TableSectionIndexView?
}
