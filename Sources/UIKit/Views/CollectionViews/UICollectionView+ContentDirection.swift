import Foundation

/// UIKit: a collection view with a forced direction (`semanticContentAttribute` other than
/// `.unspecified`) hands it to its cells and supplementary views, so their content lays out
/// in the collection view's direction (a right-to-left collection view in a left-to-right
/// app shows its list cells' images on the right).
extension UICollectionView {
    /// Gives `view` (and a cell's content view) the collection view's attribute when it is
    /// forced; a view given one before gets `.unspecified` back when it no longer is. A view
    /// whose attribute the app set itself keeps it while the collection view's is unspecified.
    func passLayoutDirection(to view: UICollectionReusableView) {
        let attribute = semanticContentAttribute
        if attribute == .unspecified {
            guard let passed = view.passedSemanticContentAttribute else { return }
            view.passedSemanticContentAttribute = nil
            if view.semanticContentAttribute == passed { view.semanticContentAttribute = .unspecified }
            if let cell = view as? UICollectionViewCell, cell.contentView.semanticContentAttribute == passed {
                cell.contentView.semanticContentAttribute = .unspecified
                cell.contentView.setNeedsLayout()
            }
            view.setNeedsLayout()
            return
        }
        guard view.passedSemanticContentAttribute != attribute || view.semanticContentAttribute != attribute else { return }
        view.passedSemanticContentAttribute = attribute
        view.semanticContentAttribute = attribute
        if let cell = view as? UICollectionViewCell {
            cell.contentView.semanticContentAttribute = attribute
            cell.contentView.setNeedsLayout()
        }
        view.setNeedsLayout()
    }
}
