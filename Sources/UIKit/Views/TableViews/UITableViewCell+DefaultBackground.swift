import Foundation

extension UITableViewCell {
    /// UIKit: the values follow the table's style (plain or grouped rows); a cell outside a
    /// table gets the plain row's.
    func _defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        var view = superview
        while let candidate = view, !(candidate is UITableView) { view = candidate.superview }
        switch (view as? UITableView)?.style ?? .plain {
        case .plain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        }
    }
}
