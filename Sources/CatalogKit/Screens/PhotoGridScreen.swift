import UIKit
import UIKitTesting

/// A photo grid on a compositional layout: each section a header, one large tile beside two
/// stacked small ones, then rows of three; cells from a registration, data from a diffable
/// data source. Colour swatches stand in for photos.
@MainActor
final class PhotoGridScreen: UIViewController, CatalogScreen, UICollectionViewDelegate {
    static let sectionCount = 6
    static let photosPerSection = 12
    let screenTitle = "Photo Grid"
    var log = EventLog()
    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func loadView() {
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 600),
                                    collectionViewLayout: Self.makeLayout())
        grid.backgroundColor = .systemBackground
        grid.delegate = self
        collectionView = grid
        view = grid

        let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, photo in
            cell.contentView.backgroundColor = UIColor(hue: CGFloat(photo % 36) / 36, saturation: 0.55,
                                                       brightness: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = 6
            cell.contentView.clipsToBounds = true
        }
        let headers = UICollectionView.SupplementaryRegistration<GridHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            header.label.text = "Album \(indexPath.section + 1)"
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid) { view, indexPath, photo in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { view, _, indexPath in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(Array(0..<Self.sectionCount))
        for section in 0..<Self.sectionCount {
            let first = section * Self.photosPerSection
            snapshot.appendItems(Array(first..<(first + Self.photosPerSection)), toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// One large tile (2/3 of the width, square) beside two stacked small ones, then rows of
    /// three squares; 2-point gaps, a 40-point header per section.
    static func makeLayout() -> UICollectionViewLayout {
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        small.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let stacked = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let large = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
        large.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let feature = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3)), subitems: [large, stacked])
        let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        tile.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)), repeatingSubitem: tile, count: 3)
        let page = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2.0 / 3 + 1.0 / 3 * 3)),
            subitems: [feature, row, row, row])
        let section = NSCollectionLayoutSection(group: page)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 12, trailing: 6)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        log.append("grid: selected photo \(photo + 1)")
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func script(_ input: InputSimulator) {
        guard let grid = collectionView else { return }
        // Tap the first section's large tile, then scroll to the third album.
        if let cell = grid.cellForItem(at: IndexPath(item: 0, section: 0)) {
            input.tap(cell)
            input.advance(by: 0.5)
        }
        let center = grid.convert(CGPoint(x: grid.bounds.midX, y: grid.bounds.midY), to: nil)
        input.drag(from: center, to: CGPoint(x: center.x, y: center.y - 300), duration: 0.4)
        input.advance(by: 3)
        log.append("grid: scrolled to y \(Int(grid.contentOffset.y))")
    }
}
