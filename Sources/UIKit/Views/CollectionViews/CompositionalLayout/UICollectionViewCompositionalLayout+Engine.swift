import Foundation

extension UICollectionViewCompositionalLayout {
    /// Lays out every section from the container's size.
    func computeLayout(containerSize: CGSize, itemCounts: [Int]) {
        let axis = scrollAxis
        let configuration = configurationStorage
        let traits = collectionView?.traitCollection ?? UITraitCollection()
        sectionGeometries = []
        layoutBoundaries = []
        elementsByKey = [:]
        selfSizingAxes = [:]
        anyCellSizesItself = false

        let layoutInsets = referenceInsets(configuration.contentInsetsReference)
        let layoutEnvironment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: containerSize, contentInsets: layoutInsets),
            traitCollection: traits)
        let crossInsets = axis.other.insets(layoutInsets)
        let crossStart = crossInsets.start
        let crossLength = max(0, axis.cross(containerSize) - crossInsets.start - crossInsets.end)

        var position: CGFloat = 0
        // Layout headers, then the sections, then layout footers.
        let layoutHeaders = configuration.boundarySupplementaryItems.filter { isLeading($0.alignment, axis: axis) }
        let layoutFooters = configuration.boundarySupplementaryItems.filter { !isLeading($0.alignment, axis: axis) }
        position = placeBoundaries(layoutHeaders, isHeader: true, at: position, section: nil, axis: axis,
                                   crossStart: crossStart, crossLength: crossLength, containerSize: containerSize,
                                   into: &layoutBoundaries)

        for (index, count) in itemCounts.enumerated() {
            if index > 0 { position += max(0, configuration.interSectionSpacing) }
            let section = fixedSection ?? sectionProvider?(index, layoutEnvironment)
            let geometry: CompositionalSectionGeometry
            if let section {
                geometry = layoutSection(section, index: index, itemCount: count, start: position, axis: axis,
                                         containerSize: containerSize, environment: layoutEnvironment)
            } else {
                // Bad input: UIKit requires a section for every index; an empty one keeps the layout going.
                print("UICollectionViewCompositionalLayout: the section provider returned nil for section \(index); laying out no items there")
                geometry = CompositionalSectionGeometry(index: index, section: nil, environment: layoutEnvironment)
                geometry.frame = axis.rect(main: position, cross: crossStart, mainLength: 0, crossLength: crossLength)
            }
            sectionGeometries.append(geometry)
            position = axis.maxMain(geometry.frame)
        }

        position = placeBoundaries(layoutFooters, isHeader: false, at: position, section: nil, axis: axis,
                                   crossStart: crossStart, crossLength: crossLength, containerSize: containerSize,
                                   into: &layoutBoundaries)
        for boundary in layoutBoundaries { register(boundary.attributes, selfSizing: boundary.item.layoutSize) }
        contentSizeStorage = axis.size(main: position, cross: axis.cross(containerSize))
    }

    /// The insets a content insets reference stands for, as directional insets (left-to-right).
    func referenceInsets(_ reference: UIContentInsetsReference) -> NSDirectionalEdgeInsets {
        guard let collectionView else { return .zero }
        let insets: UIEdgeInsets
        switch reference {
        case .none: insets = .zero
        case .automatic, .safeArea: insets = collectionView.safeAreaInsets
        // Ours: the readable content guide is approximated by the layout margins.
        case .layoutMargins, .readableContent: insets = collectionView.layoutMargins
        }
        return NSDirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }

    /// Whether a boundary item with `alignment` comes before the content along `axis` (a header).
    func isLeading(_ alignment: NSRectAlignment, axis: LayoutAxis) -> Bool {
        switch axis {
        case .vertical: return [.top, .topLeading, .topTrailing, .leading, .trailing, .none].contains(alignment)
        case .horizontal: return [.leading, .topLeading, .bottomLeading, .top, .bottom, .none].contains(alignment)
        }
    }

    /// Where a boundary item sits across the axis: 0 at the start, 0.5 centred, 1 at the end.
    private func crossAlignment(_ alignment: NSRectAlignment, axis: LayoutAxis) -> CGFloat {
        switch axis {
        case .vertical:
            switch alignment {
            case .topLeading, .bottomLeading, .leading: return 0
            case .topTrailing, .bottomTrailing, .trailing: return 1
            default: return 0.5
            }
        case .horizontal:
            switch alignment {
            case .topLeading, .topTrailing, .top: return 0
            case .bottomLeading, .bottomTrailing, .bottom: return 1
            default: return 0.5
            }
        }
    }

    /// Places headers (at `position`) or footers (ending at `position` when they do not extend
    /// the boundary); returns the position after the ones that extend it.
    func placeBoundaries(_ items: [NSCollectionLayoutBoundarySupplementaryItem], isHeader: Bool, at position: CGFloat,
                         section: Int?, axis: LayoutAxis, crossStart: CGFloat, crossLength: CGFloat,
                         containerSize: CGSize, into boundaries: inout [CompositionalSectionGeometry.Boundary]) -> CGFloat {
        var extent: CGFloat = 0
        let container = axis.size(main: axis.main(containerSize), cross: crossLength)
        for item in items {
            let indexPath = section.map { IndexPath(item: 0, section: $0) } ?? IndexPath(index: 0)
            let key = CompositionalElementKey(category: .supplementaryView, kind: item.elementKind, indexPath: indexPath)
            var size = item.layoutSize.resolved(in: container)
            if let preferred = preferredSizes[key] {
                if item.layoutSize.widthDimension.isSelfSizing { size.width = preferred.width }
                if item.layoutSize.heightDimension.isSelfSizing { size.height = preferred.height }
            }
            let mainLength = axis.main(size)
            let cross = crossStart + (crossLength - axis.cross(size)) * crossAlignment(item.alignment, axis: axis)
            let main = isHeader || item.extendsBoundary ? position : position - mainLength
            var frame = axis.rect(main: main, cross: cross, mainLength: mainLength, crossLength: axis.cross(size))
            frame = frame.offsetBy(dx: item.offset.x, dy: item.offset.y)
            let attributes = makeAttributes(supplementaryKind: item.elementKind, indexPath: indexPath)
            attributes.frame = frame
            attributes.zIndex = item.zIndex
            boundaries.append(CompositionalSectionGeometry.Boundary(attributes: attributes, item: item, isHeader: isHeader))
            if item.extendsBoundary { extent = max(extent, mainLength) }
        }
        return position + extent
    }

    /// Lays out one section starting at `start` along the scroll axis.
    func layoutSection(_ section: NSCollectionLayoutSection, index: Int, itemCount: Int, start: CGFloat, axis: LayoutAxis,
                       containerSize: CGSize, environment: any NSCollectionLayoutEnvironment) -> CompositionalSectionGeometry {
        let reference = section.contentInsetsReference == .automatic
            ? configurationStorage.contentInsetsReference : section.contentInsetsReference
        let referenceCross = axis.other.insets(referenceInsets(reference))
        let sectionCrossStart = referenceCross.start
        let sectionCrossLength = max(0, axis.cross(containerSize) - referenceCross.start - referenceCross.end)
        let mainInsets = axis.insets(section.contentInsets)
        let crossInsets = axis.other.insets(section.contentInsets)
        let contentCrossStart = sectionCrossStart + crossInsets.start
        let contentCrossLength = max(0, sectionCrossLength - crossInsets.start - crossInsets.end)
        let sectionEnvironment = CompositionalLayoutEnvironment(
            container: CompositionalLayoutContainer(contentSize: containerSize, contentInsets: section.contentInsets),
            traitCollection: environment.traitCollection)
        let geometry = CompositionalSectionGeometry(index: index, section: section, environment: sectionEnvironment)

        // UIKit: headers and footers follow the content insets across the axis (by default)
        // and sit outside them along it.
        let supplementaryCrossStart = section.supplementariesFollowContentInsets ? contentCrossStart : sectionCrossStart
        let supplementaryCrossLength = section.supplementariesFollowContentInsets ? contentCrossLength : sectionCrossLength
        let headers = section.boundarySupplementaryItems.filter { isLeading($0.alignment, axis: axis) }
        let footers = section.boundarySupplementaryItems.filter { !isLeading($0.alignment, axis: axis) }
        var position = start + (headers.isEmpty ? 0 : section.headerTopPadding)
        var boundaries: [CompositionalSectionGeometry.Boundary] = []
        position = placeBoundaries(headers, isHeader: true, at: position, section: index, axis: axis,
                                   crossStart: supplementaryCrossStart, crossLength: supplementaryCrossLength,
                                   containerSize: containerSize, into: &boundaries)
        position += mainInsets.start

        // The container the section's group is sized in (the section's effective content size).
        let groupContainer = axis.size(main: max(0, axis.main(containerSize) - mainInsets.start - mainInsets.end),
                                       cross: contentCrossLength)
        var solver = CompositionalGroupSolver(itemCount: itemCount, traitCollection: environment.traitCollection,
                                              preferredSize: { [preferredSizes] item in
                                                  preferredSizes[.cell(IndexPath(item: item, section: index))]
                                              })
        geometry.cells.reserveCapacity(itemCount)
        geometry.cellSelfSizing.reserveCapacity(itemCount)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var crossPosition = contentCrossStart
        var farEdge = -CGFloat.infinity
        var mainExtent: CGFloat = 0
        while solver.cursor < itemCount {
            let groupSize = section.group.layoutSize.resolved(in: groupContainer)
            let result = solver.layout(section.group, size: groupSize)
            guard !result.cells.isEmpty else { break }
            let origin = orthogonal ? axis.point(main: position, cross: crossPosition)
                                    : axis.point(main: position, cross: contentCrossStart)
            var union = CGRect(origin: origin, size: result.size)
            let firstCell = geometry.cells.count
            for cell in result.cells {
                let attributes = makeCellAttributes(IndexPath(item: cell.item, section: index))
                attributes.frame = cell.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = cell.zIndex
                union = union.union(attributes.frame)
                geometry.cells.append(attributes)
                let axes: UInt8 = (cell.selfSizingWidth ? 1 : 0) | (cell.selfSizingHeight ? 2 : 0)
                geometry.cellSelfSizing.append(axes)
                if axes != 0 { anyCellSizesItself = true }
            }
            var supplementaries: [UICollectionViewLayoutAttributes] = []
            for placed in result.supplementaries {
                let attributes = makeAttributes(supplementaryKind: placed.kind ?? "", indexPath: IndexPath(item: placed.item, section: index))
                attributes.frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
                attributes.zIndex = placed.zIndex
                union = union.union(attributes.frame)
                supplementaries.append(attributes)
                elementsByKey[CompositionalElementKey(attributes: attributes)] = attributes
            }
            let cellRange = firstCell..<geometry.cells.count
            geometry.groups.append(.init(frame: union, cells: cellRange, supplementaries: supplementaries))
            let stackAxis = orthogonal ? axis.other : axis
            farEdge = max(farEdge, stackAxis.maxMain(union))
            geometry.groupFarEdges.append(farEdge)
            if orthogonal {
                geometry.orthogonalGroupSpans.append((crossPosition - sectionCrossStart, axis.cross(result.size)))
                crossPosition += axis.cross(result.size)
                mainExtent = max(mainExtent, axis.main(result.size))
                if solver.cursor < itemCount { crossPosition += section.interGroupSpacing }
            } else {
                position += axis.main(result.size)
                if solver.cursor < itemCount { position += section.interGroupSpacing }
            }
        }
        if orthogonal {
            position += mainExtent
            geometry.orthogonalContentLength = crossPosition + crossInsets.end - sectionCrossStart
            geometry.orthogonalViewportLength = sectionCrossLength
        }
        position += mainInsets.end
        position = placeBoundaries(footers, isHeader: false, at: position, section: index, axis: axis,
                                   crossStart: supplementaryCrossStart, crossLength: supplementaryCrossLength,
                                   containerSize: containerSize, into: &boundaries)
        geometry.boundaries = boundaries
        for boundary in boundaries { register(boundary.attributes, selfSizing: boundary.item.layoutSize) }
        geometry.frame = axis.rect(main: start, cross: sectionCrossStart, mainLength: position - start, crossLength: sectionCrossLength)

        // UIKit: a background decoration covers the section's frame inset by its content insets.
        for decoration in section.decorationItems {
            let attributes = makeAttributes(decorationKind: decoration.elementKind, indexPath: IndexPath(item: 0, section: index))
            let insets = decoration.contentInsets
            attributes.frame = CGRect(x: geometry.frame.minX + insets.leading, y: geometry.frame.minY + insets.top,
                                      width: max(0, geometry.frame.width - insets.leading - insets.trailing),
                                      height: max(0, geometry.frame.height - insets.top - insets.bottom))
            attributes.zIndex = decoration.zIndex
            geometry.decorations.append(attributes)
            elementsByKey[CompositionalElementKey(attributes: attributes)] = attributes
        }

        if orthogonal { restoreOrthogonalOffset(of: geometry) }
        return geometry
    }

    // MARK: Attributes

    private var attributesClass: UICollectionViewLayoutAttributes.Type {
        (type(of: self).layoutAttributesClass as? UICollectionViewLayoutAttributes.Type) ?? UICollectionViewLayoutAttributes.self
    }

    func makeCellAttributes(_ indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        let attributes = attributesClass.init()
        attributes.indexPath = indexPath
        return attributes
    }

    /// Supplementary and decoration attributes are base-class instances (a subclass's class
    /// cannot be made with the kind through a metatype); cells use `layoutAttributesClass`.
    func makeAttributes(supplementaryKind kind: String, indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
    }

    func makeAttributes(decorationKind kind: String, indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
        UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
    }

    private func register(_ attributes: UICollectionViewLayoutAttributes, selfSizingWidth: Bool, selfSizingHeight: Bool) {
        let key = CompositionalElementKey(attributes: attributes)
        elementsByKey[key] = attributes
        if selfSizingWidth || selfSizingHeight { selfSizingAxes[key] = (selfSizingWidth, selfSizingHeight) }
    }

    private func register(_ attributes: UICollectionViewLayoutAttributes, selfSizing size: NSCollectionLayoutSize) {
        register(attributes, selfSizingWidth: size.widthDimension.isSelfSizing, selfSizingHeight: size.heightDimension.isSelfSizing)
    }
}
