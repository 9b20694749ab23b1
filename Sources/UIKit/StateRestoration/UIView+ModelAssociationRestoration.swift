import Foundation

enum ModelAssociationRestorationKey {
    static let selected = "UIListSelectedModelIdentifiers"
    static let firstVisible = "UIListFirstVisibleModelIdentifier"
    /// How far the top of the view was below the top of the first visible element.
    static let firstVisibleOffset = "UIListFirstVisibleOffset"
}

// UIKit: a table or collection view whose data source adopts `UIDataSourceModelAssociation`
// saves the identifiers of its selected elements and of the first visible one, and restores
// them through the data source: the elements are selected again (no delegate calls) and the
// first visible one scrolled back to the same place, wherever the data moved them. Without
// the protocol only the content offset is restored.
extension UIView {
    func _encodeModelAssociationState(with coder: NSCoder) {
        typealias K = ModelAssociationRestorationKey
        let selected: [IndexPath]
        let visible: [IndexPath]
        let association: UIDataSourceModelAssociation
        if let table = self as? UITableView, let source = table.dataSource as? UIDataSourceModelAssociation {
            association = source
            selected = table.indexPathsForSelectedRows ?? []
            visible = (table.indexPathsForVisibleRows ?? []).filter { table.rectForRow(at: $0).maxY > table.bounds.minY }
        } else if let collection = self as? UICollectionView, let source = collection.dataSource as? UIDataSourceModelAssociation {
            association = source
            selected = collection.indexPathsForSelectedItems ?? []
            visible = collection.indexPathsForVisibleItems.filter {
                (collection.layoutAttributesForItem(at: $0)?.frame.maxY ?? -.infinity) > collection.bounds.minY
            }
        } else {
            return
        }
        let identifiers = selected.compactMap { association.modelIdentifierForElement(at: $0, in: self) }
        if !identifiers.isEmpty { coder.encode(identifiers as NSArray, forKey: K.selected) }
        if let first = visible.min(), let rect = elementRect(at: first),
           let identifier = association.modelIdentifierForElement(at: first, in: self) {
            coder.encode(identifier as NSString, forKey: K.firstVisible)
            coder.encode(Double(bounds.minY - rect.minY), forKey: K.firstVisibleOffset)
        }
    }

    /// After the content offset was restored.
    func _decodeModelAssociationState(with coder: NSCoder) {
        typealias K = ModelAssociationRestorationKey
        guard self is UITableView || self is UICollectionView else { return }
        let association: UIDataSourceModelAssociation?
        if let table = self as? UITableView {
            association = table.dataSource as? UIDataSourceModelAssociation
        } else {
            association = (self as? UICollectionView)?.dataSource as? UIDataSourceModelAssociation
        }
        guard let association else { return }
        layoutIfNeeded()
        if let identifiers = coder._decodedArray(of: NSString.self, forKey: K.selected) {
            for identifier in identifiers {
                guard let path = association.indexPathForElement(withModelIdentifier: identifier as String, in: self),
                      isValidElement(path) else { continue }
                if let table = self as? UITableView {
                    table.selectRow(at: path, animated: false, scrollPosition: .none)
                } else if let collection = self as? UICollectionView {
                    collection.selectItem(at: path, animated: false, scrollPosition: [])
                }
            }
        }
        if let identifier = coder._decodedString(forKey: K.firstVisible),
           let path = association.indexPathForElement(withModelIdentifier: identifier, in: self), isValidElement(path),
           let rect = elementRect(at: path), let scrollView = self as? UIScrollView {
            let delta = coder.containsValue(forKey: K.firstVisibleOffset) ? coder.decodeDouble(forKey: K.firstVisibleOffset) : 0
            let inset = scrollView.adjustedContentInset
            let maximum = max(-inset.top, scrollView.contentSize.height + inset.bottom - bounds.height)
            let y = min(max(rect.minY + CGFloat(delta.isFinite ? delta : 0), -inset.top), maximum)
            scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: y)
            layoutIfNeeded()
        }
    }

    private func elementRect(at path: IndexPath) -> CGRect? {
        if let table = self as? UITableView { return table.rectForRow(at: path) }
        return (self as? UICollectionView)?.layoutAttributesForItem(at: path)?.frame
    }

    private func isValidElement(_ path: IndexPath) -> Bool {
        guard path.count == 2 else { return false }
        if let table = self as? UITableView {
            return path.section >= 0 && path.section < table.numberOfSections && path.row >= 0
                && path.row < table.numberOfRows(inSection: path.section)
        }
        if let collection = self as? UICollectionView {
            return path.section >= 0 && path.section < collection.numberOfSections && path.item >= 0
                && path.item < collection.numberOfItems(inSection: path.section)
        }
        return false
    }
}
