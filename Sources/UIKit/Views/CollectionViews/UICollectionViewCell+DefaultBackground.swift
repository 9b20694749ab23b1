import Foundation

extension UICollectionViewCell {
    /// UIKit: the values follow the section the cell shows in — a list section's appearance
    /// (plain, grouped or sidebar row). Ours: the plain list row's elsewhere.
    func _defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let collectionView = superview as? UICollectionView,
              let layout = collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout,
              let indexPath = collectionView.indexPath(for: self),
              let list = layout._listConfiguration(forSection: indexPath.section) else { return .listPlainCell() }
        switch list.appearance {
        case .plain: return .listPlainCell()
        case .grouped, .insetGrouped: return .listGroupedCell()
        case .sidebar, .sidebarPlain: return .listSidebarCell()
        }
    }
}
