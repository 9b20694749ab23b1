import Foundation

extension UICollectionView {
    /// The list environment of `cell`'s section (an item's, or a list cell's used as a section
    /// header or footer): its list configuration's appearance in a compositional list
    /// section, nil elsewhere.
    func listEnvironment(of cell: UICollectionViewCell) -> UIListEnvironment? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
              let indexPath = indexPath(for: cell) ?? indexPath(forSupplementaryView: cell),
              let list = layout._listConfiguration(forSection: indexPath.section) else { return nil }
        return UIListEnvironment(list.appearance)
    }
}
