import Foundation

extension UICollectionView {
    /// Prepares the layout if an invalidation asked for it (UIKit: before the first query after
    /// an invalidation).
    func prepareLayoutIfNeeded() {
        guard layoutStorage.needsPrepare else { return }
        layoutStorage.needsPrepare = false
        layoutStorage.prepare()
        layoutStorage.pendingInvalidation = nil
    }

    /// One layout pass: asks about a bounds change, prepares the layout, sizes the content and
    /// keeps a view exactly for each element in the visible rect. Self-sizing cells may
    /// invalidate the layout; the pass then runs again (a few times at most).
    func _layoutElements() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        var animatedBoundsChange = false
        let answer = boundsChangeAnswer
        boundsChangeAnswer = nil
        if let last = lastLayoutBounds, last != bounds, !layoutStorage.needsPrepare {
            // UIKit: a bounds change (scrolling included) asks the layout, which names what to
            // recompute in the context. The bounds setter asked already (see
            // `boundsWillChange(to:)`); a change it did not see is asked about here.
            let invalidate = answer.map { $0.bounds == bounds ? $0.invalidate : layoutStorage.shouldInvalidateLayout(forBoundsChange: bounds) }
                ?? layoutStorage.shouldInvalidateLayout(forBoundsChange: bounds)
            if invalidate {
                layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forBoundsChange: bounds))
                // Inside an animation block the layout hears about the animated change too.
                if UIView.inheritedAnimationDuration > 0 {
                    animatedBoundsChange = true
                    layoutStorage.prepare(forAnimatedBoundsChange: last)
                }
            }
        }
        defer { if animatedBoundsChange { layoutStorage.finalizeAnimatedBoundsChange() } }
        lastLayoutBounds = bounds
        placeBackgroundView()
        _ = selfSizeInvalidatedCells()
        for pass in 0..<4 {
            prepareLayoutIfNeeded()
            let size = layoutStorage.collectionViewContentSize
            setContentSizeFromLayout(size)
            updateOrthogonalScrollers()
            let invalidated = tileElements(askingPreferredSizes: pass < 3)
            if !invalidated { break }
        }
        lastLayoutBounds = bounds
        prefetchItems()
    }

    private func placeBackgroundView() {
        guard let backgroundView = backgroundViewStorage else { return }
        // UIKit: it fills the visible bounds and stays put while the content scrolls.
        backgroundView.frame = bounds
        if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
    }

    /// Returns true when a self-sizing element invalidated the layout.
    private func tileElements(askingPreferredSizes: Bool) -> Bool {
        let rect = bounds
        let elements = displayedAttributesForElements(in: rect)
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        cells.reserveCapacity(elements.count)
        // The cells in the layout's order (index order for most layouts; no sort per frame).
        var cellOrder: [UICollectionViewLayoutAttributes] = []
        cellOrder.reserveCapacity(elements.count)
        var supplementaries: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        var decorations: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell:
                precondition(isValid(attributes.indexPath),
                             "UICollectionView received layout attributes for a cell with an index path that does not exist: \(attributes.indexPath)")
                cells[attributes.indexPath] = attributes
                cellOrder.append(attributes)
            case .supplementaryView:
                supplementaries[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            case .decorationView:
                decorations[ElementKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] = attributes
            }
        }
        // The item being moved interactively keeps its cell, under the finger.
        if let moving = movement, let attributes = movingItemAttributes() {
            if cells[moving.current] == nil { cellOrder.append(attributes) } else {
                cellOrder = cellOrder.map { $0.indexPath == moving.current ? attributes : $0 }
            }
            cells[moving.current] = attributes
        }
        // Off-screen views go to the queues first, so the dequeues below find them there.
        for (indexPath, cell) in visibleCellsByIndexPath where cells[indexPath] == nil {
            visibleCellsByIndexPath[indexPath] = nil
            if !deferRetirementForLayoutTransition(cell, at: indexPath) { retire(cell, at: indexPath) }
        }
        for (key, view) in visibleSupplementaryViews where supplementaries[key] == nil {
            visibleSupplementaryViews[key] = nil
            if !deferRetirementForLayoutTransition(view, key: key) { retireSupplementary(view, key) }
        }
        for (key, view) in visibleDecorationViews where decorations[key] == nil {
            visibleDecorationViews[key] = nil
            retireDecoration(view, key)
        }
        var invalidated = false
        if let source = dataSourceStorage {
            for attributes in cellOrder {
                let indexPath = attributes.indexPath
                // A layout that repeats an item: its last attributes win.
                guard cells[indexPath] === attributes else { continue }
                if let cell = visibleCellsByIndexPath[indexPath] {
                    applyAttributes(attributes, to: cell)
                    continue
                }
                let cell = makeCell(forItemAt: indexPath, source)
                precondition(cell.reuseIdentifier != nil,
                             "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:")
                cell.isSelected = selectedIndexPaths.contains(indexPath)
                cell.isHighlighted = false
                if let start = layoutTransitionStart(for: indexPath) {
                    UIView.performWithoutAnimation { applyAttributes(start, to: cell) }
                    applyAttributes(attributes, to: cell)
                } else {
                    UIView.performWithoutAnimation { applyAttributes(attributes, to: cell) }
                }
                visibleCellsByIndexPath[indexPath] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
                if askingPreferredSizes, selfSize(cell, attributes) { invalidated = true }
            }
            for key in supplementaries.keys.sorted(by: { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }) {
                let attributes = supplementaries[key]!
                if let view = visibleSupplementaryViews[key] {
                    applyAttributes(attributes, to: view)
                    continue
                }
                let view = source.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
                precondition(view.reuseIdentifier != nil,
                             "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: (\(key.kind), \(key.indexPath)) does not have a reuseIdentifier - views must be retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath:")
                if let start = layoutTransitionStart(forSupplementary: key) {
                    UIView.performWithoutAnimation { applyAttributes(start, to: view) }
                    applyAttributes(attributes, to: view)
                } else {
                    UIView.performWithoutAnimation { applyAttributes(attributes, to: view) }
                }
                visibleSupplementaryViews[key] = view
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
                if askingPreferredSizes, selfSize(view, attributes) { invalidated = true }
            }
        }
        for (key, attributes) in decorations {
            if let view = visibleDecorationViews[key] {
                applyAttributes(attributes, to: view)
            } else if let view = dequeueDecorationView(ofKind: key.kind, frame: attributes.frame) {
                UIView.performWithoutAnimation { applyAttributes(attributes, to: view) }
                visibleDecorationViews[key] = view
            }
        }
        orderElementViews(cells: cells, supplementaries: supplementaries, decorations: decorations)
        if let moving = movement, let cell = visibleCellsByIndexPath[moving.current], cell.superview === self, subviews.last !== cell {
            bringSubviewToFront(cell)
        }
        placeOrthogonalScrollers()
        return invalidated
    }

    /// Asks a newly shown view for its preferred attributes; true when the layout invalidated.
    func selfSize(_ view: UICollectionReusableView, _ attributes: UICollectionViewLayoutAttributes) -> Bool {
        guard layoutStorage.selfSizesElements else { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes.copy() as! UICollectionViewLayoutAttributes)
        guard preferred.size != attributes.size,
              layoutStorage.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes)
        else { return false }
        layoutStorage.invalidateLayout(with: layoutStorage.invalidationContext(forPreferredLayoutAttributes: preferred,
                                                                               withOriginalAttributes: attributes))
        return true
    }

    /// Sets a view's geometry and look from attributes; `apply(_:)` hears only changes (UIKit
    /// skips equal attributes).
    func applyAttributes(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        // Cells of an orthogonal section live in its scroll view's coordinates.
        let shift = containerShift(for: attributes)
        if CATransform3DIsIdentity(attributes.transform3D) {
            if !CATransform3DIsIdentity(view.transform3D) { view.transform3D = CATransform3DIdentity }
            let frame = attributes.frame.offsetBy(dx: shift.x, dy: shift.y)
            if view.frame != frame { view.frame = frame }
        } else {
            view.bounds = CGRect(origin: view.bounds.origin, size: attributes.size)
            view.center = CGPoint(x: attributes.center.x + shift.x, y: attributes.center.y + shift.y)
            view.transform3D = attributes.transform3D
        }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if view.isHidden != attributes.isHidden { view.isHidden = attributes.isHidden }
        passLayoutDirection(to: view)
        if let applied = view.appliedAttributes, applied.isEqual(attributes) { return }
        view.appliedAttributes = attributes.copy() as? UICollectionViewLayoutAttributes
        view.apply(attributes)
    }

    /// Keeps the element views in zIndex order (cells before supplementary views before
    /// decoration views at equal zIndex), above the background view and below the scroll
    /// indicators.
    private func orderElementViews(cells: [IndexPath: UICollectionViewLayoutAttributes],
                                   supplementaries: [ElementKey: UICollectionViewLayoutAttributes],
                                   decorations: [ElementKey: UICollectionViewLayoutAttributes]) {
        let base = backgroundViewStorage?.superview === self ? 1 : 0
        if visibleSupplementaryViews.isEmpty, visibleDecorationViews.isEmpty {
            let firstZ = cells.first?.value.zIndex ?? 0
            if !cells.values.contains(where: { $0.zIndex != firstZ }) {
                // Cells only, one zIndex (the common case): any order among them will do.
                for (indexPath, cell) in visibleCellsByIndexPath where cell.superview !== self && orthogonalScrollers[indexPath.section] == nil {
                    insertSubview(cell, at: base)
                }
                return
            }
        }
        var entries: [(zIndex: Int, rank: Int, view: UIView)] = []
        entries.reserveCapacity(cells.count + supplementaries.count + decorations.count)
        // Cells of orthogonal sections are ordered inside their scroll views.
        for (indexPath, cell) in visibleCellsByIndexPath where orthogonalScrollers[indexPath.section] == nil {
            entries.append((cells[indexPath]?.zIndex ?? 0, 1, cell))
        }
        for (key, view) in visibleSupplementaryViews { entries.append((supplementaries[key]?.zIndex ?? 0, 2, view)) }
        for (key, view) in visibleDecorationViews { entries.append((decorations[key]?.zIndex ?? 0, 0, view)) }
        let firstZ = entries.first?.zIndex ?? 0
        let mixed = entries.contains { $0.rank != 1 || $0.zIndex != firstZ }
        guard mixed else {
            // Cells only, one zIndex: any order among them will do.
            for entry in entries where entry.view.superview !== self { insertSubview(entry.view, at: base) }
            return
        }
        var keys: [ObjectIdentifier: (Int, Int)] = [:]
        for entry in entries { keys[ObjectIdentifier(entry.view)] = (entry.zIndex, entry.rank) }
        var ordered = entries.allSatisfy { $0.view.superview === self }
        if ordered {
            var previous = (Int.min, Int.min)
            for view in subviews {
                guard let key = keys[ObjectIdentifier(view)] else { continue }
                if key < previous { ordered = false; break }
                previous = key
            }
        }
        guard !ordered else { return }
        entries.sort { ($0.zIndex, $0.rank) < ($1.zIndex, $1.rank) }
        for (offset, entry) in entries.enumerated() { insertSubview(entry.view, at: base + offset) }
    }
}
