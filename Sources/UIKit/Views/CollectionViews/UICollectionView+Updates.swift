import Foundation

extension UICollectionView {
    /// Ours: the length of the update animation (UIKit's figure is not documented).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Records a change; outside `performBatchUpdates` it is a batch of its own (UIKit).
    func record(_ change: (inout CollectionViewUpdates) -> Void) {
        if pendingUpdates != nil {
            change(&pendingUpdates!)
        } else {
            withoutActuallyEscaping(change) { change in
                _performBatchUpdates({ change(&self.pendingUpdates!) }, completion: nil)
            }
        }
    }

    func _performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if pendingUpdates != nil {
            // Nested: part of the outer batch.
            updates?()
            completion.map { done in DispatchQueue.main.async { MainActor.assumeIsolated { done(true) } } }
            return
        }
        cancelMovementForDataChange()
        // The counts before the update (read now if never read), and the layout they gave.
        let oldCounts = loadedItemCounts
        prepareLayoutIfNeeded()
        pendingUpdates = CollectionViewUpdates()
        updates?()
        var changes = pendingUpdates!
        pendingUpdates = nil
        deletePlaceholdersForSectionChanges(&changes)
        let newCounts = readItemCounts()
        let mapping = changes.mapping(old: oldCounts, new: newCounts)
        // Drop placeholders follow their items.
        remapPlaceholders(mapping)
        itemCounts = newCounts

        selectedIndexPaths = selectedIndexPaths.compactMap { mapping.reloaded.contains($0) ? nil : mapping.newIndexPath(forOld: $0) }
        prefetch.prefetched = Set(prefetch.prefetched.compactMap { mapping.newIndexPath(forOld: $0) })
        touchedIndexPath = nil

        // Cells of surviving items follow them; the others leave (animated out below).
        var leaving: [(UICollectionViewCell, IndexPath)] = []
        var kept: [IndexPath: UICollectionViewCell] = [:]
        for (old, cell) in visibleCellsByIndexPath {
            if !mapping.reloaded.contains(old), let new = mapping.newIndexPath(forOld: old) {
                kept[new] = cell
            } else {
                leaving.append((cell, old))
            }
        }
        visibleCellsByIndexPath = kept
        leaving.sort { $0.1 < $1.1 }
        // Supplementary views follow their sections (UIKit keeps them unless their section is
        // reloaded or deleted); the others animate out below.
        var leavingSupplementary: [(UICollectionReusableView, ElementKey)] = []
        var keptSupplementary: [ElementKey: UICollectionReusableView] = [:]
        var keptSupplementaryKeys: [ElementKey: ElementKey] = [:]
        for (key, view) in visibleSupplementaryViews {
            let section = key.indexPath.first ?? -1
            if section >= 0, section < mapping.newSection.count, let newSection = mapping.newSection[section],
               !changes.reloadedSections.contains(section) {
                var indexPath = key.indexPath
                indexPath[0] = newSection
                keptSupplementary[ElementKey(kind: key.kind, indexPath: indexPath)] = view
                keptSupplementaryKeys[key] = ElementKey(kind: key.kind, indexPath: indexPath)
            } else {
                leavingSupplementary.append((view, key))
            }
        }
        visibleSupplementaryViews = keptSupplementary
        leavingSupplementary.sort { ($0.1.indexPath, $0.1.kind) < ($1.1.indexPath, $1.1.kind) }

        // The old layout answers the disappearing items' final attributes (old index paths)
        // after prepare(forCollectionViewUpdates:); ask the layout in UIKit's order.
        let layout = layoutStorage
        let context = invalidationContext()
        layout.invalidateLayout(with: context)
        prepareLayoutIfNeeded()
        let updateItems = changes.updateItems()
        layout.prepare(forCollectionViewUpdates: updateItems)
        let size = layout.collectionViewContentSize
        setContentSizeFromLayout(size)
        let layoutProposal = layout.targetContentOffset(forProposedContentOffset: contentOffset)
        // UIKit: the delegate has the last word on the layout's proposal.
        let proposed = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: layoutProposal) ?? layoutProposal
        let offset = clampedOffset(proposed)
        if offset != contentOffset { contentOffset = offset }

        // UIKit: then the layout names supplementary and decoration views to remove or add
        // beyond those of deleted and inserted sections, kind by kind.
        var supplementaryInserts = Set<ElementKey>()
        let supplementaryKinds = Set(supplementaryClasses.keys).union(visibleSupplementaryViews.keys.map(\.kind))
            .union(leavingSupplementary.map(\.1.kind))
        for kind in supplementaryKinds.sorted() {
            for old in layout.indexPathsToDeleteForSupplementaryView(ofKind: kind) {
                let oldKey = ElementKey(kind: kind, indexPath: old)
                guard let newKey = keptSupplementaryKeys[oldKey], let view = visibleSupplementaryViews[newKey] else { continue }
                visibleSupplementaryViews[newKey] = nil
                leavingSupplementary.append((view, oldKey))
            }
            for new in layout.indexPathsToInsertForSupplementaryView(ofKind: kind) {
                supplementaryInserts.insert(ElementKey(kind: kind, indexPath: new))
            }
        }
        var leavingDecorations: [(UICollectionReusableView, ElementKey)] = []
        var decorationInserts = Set<ElementKey>()
        let decorationKinds = Set(layout.decorationViewClasses.keys).union(layout.decorationViewNibs.keys).union(visibleDecorationViews.keys.map(\.kind))
        for kind in decorationKinds.sorted() {
            for old in layout.indexPathsToDeleteForDecorationView(ofKind: kind) {
                let key = ElementKey(kind: kind, indexPath: old)
                guard let view = visibleDecorationViews[key] else { continue }
                visibleDecorationViews[key] = nil
                leavingDecorations.append((view, key))
            }
            for new in layout.indexPathsToInsertForDecorationView(ofKind: kind) {
                decorationInserts.insert(ElementKey(kind: kind, indexPath: new))
            }
        }

        // Inserted items on screen start from their initial attributes.
        if let source = dataSourceStorage {
            let inRect = displayedAttributesForElements(in: bounds)
            let reloadedTargets = Set(mapping.reloaded.compactMap { mapping.newIndexPath(forOld: $0) })
            UIView.performWithoutAnimation {
                for attributes in inRect where attributes.representedElementCategory == .cell
                    && (mapping.inserted.contains(attributes.indexPath) || reloadedTargets.contains(attributes.indexPath)) {
                    guard visibleCellsByIndexPath[attributes.indexPath] == nil else { continue }
                    let cell = makeCell(forItemAt: attributes.indexPath, source)
                    cell.isSelected = selectedIndexPaths.contains(attributes.indexPath)
                    let initial = displayed(layout.initialLayoutAttributesForAppearingItem(at: attributes.indexPath)) ?? attributes
                    applyAttributes(initial, to: cell)
                    visibleCellsByIndexPath[attributes.indexPath] = cell
                    if let scroller = orthogonalScroller(for: attributes) {
                        scroller.addSubview(cell)
                    } else {
                        insertSubview(cell, at: backgroundViewStorage?.superview === self ? 1 : 0)
                    }
                    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
                }
            }
        }
        insertAppearingSupplementaryViews(changes: changes, mapping: mapping, layoutInserts: supplementaryInserts)
        insertAppearingDecorationViews(decorationInserts)
        let finalAttributes = leaving.map { cell, old in
            self.displayed(layout.finalLayoutAttributesForDisappearingItem(at: old)) ?? faded(cell.appliedAttributes)
        }
        // UIKit: supplementary views of deleted or reloaded sections animate to the layout's
        // final attributes for them (index paths before the update).
        let finalSupplementaryAttributes = leavingSupplementary.map { view, key in
            self.displayed(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind, at: key.indexPath))
                ?? faded(view.appliedAttributes)
        }
        let finalDecorationAttributes = leavingDecorations.map { view, key in
            self.displayed(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind, at: key.indexPath))
                ?? faded(view.appliedAttributes)
        }
        let animate = UIView.areAnimationsEnabled && window != nil
        disappearingViews += leaving.map(\.0)
        disappearingViews += leavingSupplementary.map(\.0)
        disappearingViews += leavingDecorations.map(\.0)
        let apply = {
            self.lastLayoutBounds = self.bounds
            self._layoutElements()
            for ((cell, _), final) in zip(leaving, finalAttributes) {
                if let final { self.applyAttributes(final, to: cell) }
            }
            for ((view, _), final) in zip(leavingSupplementary, finalSupplementaryAttributes) {
                if let final { self.applyAttributes(final, to: view) }
            }
            for ((view, _), final) in zip(leavingDecorations, finalDecorationAttributes) {
                if let final { self.applyAttributes(final, to: view) }
            }
            layout.finalizeCollectionViewUpdates()
        }
        let finish = { (finished: Bool) in
            for (cell, old) in leaving {
                self.disappearingViews.removeAll { $0 === cell }
                self.retire(cell, at: old)
            }
            for (view, key) in leavingSupplementary {
                self.disappearingViews.removeAll { $0 === view }
                self.retireSupplementary(view, key)
            }
            for (view, key) in leavingDecorations {
                self.disappearingViews.removeAll { $0 === view }
                self.retireDecoration(view, key)
            }
            completion?(finished)
        }
        if animate {
            UIView.animate(withDuration: Self.updateAnimationDuration, animations: apply, completion: finish)
        } else {
            UIView.performWithoutAnimation(apply)
            finish(true)
        }
    }

    /// UIKit: the supplementary views of inserted and reloaded sections that show after the
    /// update start from the layout's initial attributes for them, then animate to their place.
    /// The layout's `indexPathsToInsertForSupplementaryView` additions appear the same way.
    private func insertAppearingSupplementaryViews(changes: CollectionViewUpdates, mapping: CollectionViewUpdates.Mapping,
                                                   layoutInserts: Set<ElementKey>) {
        guard let source = dataSourceStorage else { return }
        var appearingSections = Set(changes.insertedSections)
        for old in changes.reloadedSections where old < mapping.newSection.count {
            if let new = mapping.newSection[old] { appearingSections.insert(new) }
        }
        guard !appearingSections.isEmpty || !layoutInserts.isEmpty else { return }
        let layout = layoutStorage
        let inRect = displayedAttributesForElements(in: bounds).filter {
            $0.representedElementCategory == .supplementaryView
                && (appearingSections.contains($0.indexPath.first ?? -1)
                    || layoutInserts.contains(ElementKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath)))
        }
        UIView.performWithoutAnimation {
            for attributes in inRect {
                let key = ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                guard visibleSupplementaryViews[key] == nil else { continue }
                let view = source.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                let initial = displayed(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)) ?? attributes
                applyAttributes(initial, to: view)
                visibleSupplementaryViews[key] = view
                addSubview(view)
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            }
        }
    }

    /// Decoration views the layout adds (`indexPathsToInsertForDecorationView`) that show after
    /// the update start from its initial attributes for them.
    private func insertAppearingDecorationViews(_ keys: Set<ElementKey>) {
        guard !keys.isEmpty else { return }
        let layout = layoutStorage
        let inRect = displayedAttributesForElements(in: bounds).filter {
            $0.representedElementCategory == .decorationView
                && keys.contains(ElementKey(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath))
        }
        UIView.performWithoutAnimation {
            for attributes in inRect {
                let key = ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                guard visibleDecorationViews[key] == nil,
                      let view = dequeueDecorationView(ofKind: key.kind, frame: attributes.frame) else { continue }
                let initial = displayed(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)) ?? attributes
                applyAttributes(initial, to: view)
                visibleDecorationViews[key] = view
                if view.superview !== self { insertSubview(view, at: backgroundViewStorage?.superview === self ? 1 : 0) }
            }
        }
    }

    private func faded(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let copy = attributes?.copy() as? UICollectionViewLayoutAttributes else { return nil }
        copy.alpha = 0
        return copy
    }
}
