@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UICollectionView {
    static let cellKind = "UICollectionElementKindCell"

    func _register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let cellClass else {
            cellClasses[identifier] = nil
            return
        }
        cellNibs[identifier] = nil
        guard let cellType = cellClass as? UICollectionViewCell.Type else {
            preconditionFailure("UICollectionView.register(_:forCellWithReuseIdentifier:): \(cellClass) is not a subclass of UICollectionViewCell")
        }
        cellClasses[identifier] = cellType
    }

    func _register(_ viewClass: AnyClass?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        guard let viewClass else {
            supplementaryClasses[kind]?[identifier] = nil
            return
        }
        supplementaryNibs[kind]?[identifier] = nil
        guard let viewType = viewClass as? UICollectionReusableView.Type else {
            preconditionFailure("UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:): \(viewClass) is not a subclass of UICollectionReusableView")
        }
        supplementaryClasses[kind, default: [:]][identifier] = viewType
    }

    func _dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath, api: String) -> UICollectionViewCell {
        // During an interactive movement the data source names items by its own index paths,
        // which the shown counts may not match until the movement ends.
        if movement == nil { requireValid(indexPath, api) }
        if let reconfiguring = reconfiguringCell, reconfiguring.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return reconfiguring
        }
        let cell: UICollectionViewCell
        if var queue = cellQueues[identifier], let queued = queue.popLast() {
            cellQueues[identifier] = queue
            cell = queued
            cell.prepareForReuse()
        } else if let cellType = cellClasses[identifier] {
            cell = CollectionViewFactory.make(cellType, frame: displayedAttributesForItem(at: indexPath)?.frame ?? .zero)
            cell.reuseIdentifierStorage = identifier
        } else if let nib = cellNibs[identifier] {
            cell = makeReusableView(from: nib, as: UICollectionViewCell.self, kind: Self.cellKind, reuseIdentifier: identifier)
            if let frame = displayedAttributesForItem(at: indexPath)?.frame { cell.frame = frame }
        } else {
            preconditionFailure("UICollectionView.\(api): could not dequeue a view of kind: \(Self.cellKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        applyOutlineState(to: cell, at: indexPath)
        return cell
    }

    func _dequeueReusableSupplementaryView(ofKind kind: String, withReuseIdentifier identifier: String,
                                           for indexPath: IndexPath, api: String) -> UICollectionReusableView {
        let view: UICollectionReusableView
        if var queue = supplementaryQueues[kind]?[identifier], let queued = queue.popLast() {
            supplementaryQueues[kind]?[identifier] = queue
            view = queued
            view.prepareForReuse()
        } else if let viewType = supplementaryClasses[kind]?[identifier] {
            let frame = displayedAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame ?? .zero
            view = CollectionViewFactory.make(viewType, frame: frame)
            view.reuseIdentifierStorage = identifier
        } else if let nib = supplementaryNibs[kind]?[identifier] {
            view = makeReusableView(from: nib, as: UICollectionReusableView.self, kind: kind, reuseIdentifier: identifier)
            if let frame = displayedAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame { view.frame = frame }
        } else {
            preconditionFailure("UICollectionView.\(api): could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard")
        }
        return view
    }

    func _reconfigureItems(at indexPaths: [IndexPath]) {
        guard let source = dataSourceStorage else { return }
        for indexPath in indexPaths {
            requireValid(indexPath, "reconfigureItems(at:)")
            guard let cell = visibleCellsByIndexPath[indexPath] else { continue }
            if let context = dropPlaceholder(at: indexPath) {
                context.placeholder.cellUpdateHandler?(cell)
                continue
            }
            reconfiguringCell = cell
            let returned = source.collectionView(self, cellForItemAt: dataSourceIndexPath(skippingPlaceholders: indexPath))
            reconfiguringCell = nil
            // UIKit: the data source must hand back the cell it was given.
            precondition(returned === cell, "UICollectionView.reconfigureItems(at:): the cell returned from collectionView(_:cellForItemAt:) for \(indexPath) is not the existing cell, which was dequeued for reconfiguring (dequeue with the cell's own reuse identifier)")
        }
    }

    /// Takes a cell off screen and queues it for reuse.
    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.isHighlighted = false
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
    }

    func retireSupplementary(_ view: UICollectionReusableView, _ key: ElementKey) {
        view.removeFromSuperview()
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        if let identifier = view.reuseIdentifier { supplementaryQueues[key.kind, default: [:]][identifier, default: []].append(view) }
    }

    func retireDecoration(_ view: UICollectionReusableView, _ key: ElementKey) {
        view.removeFromSuperview()
        decorationQueues[key.kind, default: []].append(view)
    }

    /// A decoration view of `kind` from the layout's registration (decoration views are the
    /// layout's own: the data source never sees them).
    func dequeueDecorationView(ofKind kind: String, frame: CGRect) -> UICollectionReusableView? {
        if var queue = decorationQueues[kind], let queued = queue.popLast() {
            decorationQueues[kind] = queue
            queued.prepareForReuse()
            return queued
        }
        if let nib = layoutStorage.decorationViewNibs[kind] {
            // UIKit: a decoration view's reuse identifier is its kind.
            let view = makeReusableView(from: nib, as: UICollectionReusableView.self, kind: kind, reuseIdentifier: kind)
            view.frame = frame
            return view
        }
        guard let viewType = layoutStorage.decorationViewClasses[kind] else {
            FrameworkLog.log("UICollectionView: no class registered for decoration views of kind \(kind); not shown")
            return nil
        }
        guard let reusableType = viewType as? UICollectionReusableView.Type else {
            FrameworkLog.log("UICollectionView: the decoration view class \(viewType) of kind \(kind) is not a UICollectionReusableView; not shown")
            return nil
        }
        return CollectionViewFactory.make(reusableType, frame: frame)
    }
}
