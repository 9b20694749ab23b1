import Foundation

extension NSCollectionLayoutSection {
    /// The element kinds of list headers and footers (the raw values of
    /// `UICollectionView.elementKindSectionHeader`/`Footer`, which helper-cv declares).
    static let listHeaderKind = "UICollectionElementKindSectionHeader"
    static let listFooterKind = "UICollectionElementKindSectionFooter"
    /// UIKit: list rows are full width and self-sizing from an estimated 44 points.
    static let listEstimatedRowHeight: CGFloat = 44
    /// UIKit: inset grouped lists sit 20 points in from the sides (the layout margins of a
    /// regular-width iPhone) and round their sections' corners with a 10-point radius.
    static let insetGroupedSideInset: CGFloat = 20
    static let insetGroupedCornerRadius: CGFloat = 10
    /// Space above a grouped list section without a header. Ours: the 35-point gap grouped
    /// table views are known for; not measured on a device for collection view lists.
    static let groupedSectionTopSpacing: CGFloat = 35
    /// Estimated header and footer height (ours; the views size themselves).
    static let listEstimatedHeaderHeight: CGFloat = 44

    /// A list section: full-width self-sizing rows, with the appearance's insets and the
    /// configuration's header and footer (UIKit).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let rowSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                             heightDimension: .estimated(listEstimatedRowHeight))
        let item = NSCollectionLayoutItem(layoutSize: rowSize)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.listConfiguration = configuration

        let grouped: Bool
        switch configuration.appearance {
        case .plain, .sidebarPlain: grouped = false
        case .grouped, .insetGrouped, .sidebar: grouped = true
        }
        if configuration.appearance == .insetGrouped {
            section.contentInsets.leading = insetGroupedSideInset
            section.contentInsets.trailing = insetGroupedSideInset
        }

        var boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                heightDimension: .estimated(listEstimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: listHeaderKind,
                                                                     alignment: .top)
            // UIKit: plain list headers stick to the top while their section scrolls by, as in
            // a plain table view.
            header.pinToVisibleBounds = !grouped
            boundaries.append(header)
            // Ours: automatic padding is 0 (UIKit's automatic figure is not documented).
            section.headerTopPadding = max(0, configuration.headerTopPadding ?? 0)
        } else if grouped {
            section.contentInsets.top = groupedSectionTopSpacing
        }
        if configuration.footerMode == .supplementary {
            boundaries.append(NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: listFooterKind,
                                                                          alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundaries
        return section
    }
}
