import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A one-column list of 100-tall rows with a decoration view behind each section; records
/// what the collection view asks.
final class ListLayout: UICollectionViewLayout {
    var events: [String] = []
    var invalidatesOnBoundsChange = false
    private var frames: [[CGRect]] = []

    override init() {
        super.init()
        register(BandView.self, forDecorationViewOfKind: "band")
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        events.append("prepare")
        guard let collectionView else { return }
        var y: CGFloat = 0
        frames = (0..<collectionView.numberOfSections).map { section in
            (0..<collectionView.numberOfItems(inSection: section)).map { _ in
                defer { y += 100 }
                return CGRect(x: 0, y: y, width: collectionView.bounds.width, height: 100)
            }
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.joined().count) * 100)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, items) in frames.enumerated() {
            if let first = items.first, let last = items.last {
                let band = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "band", with: [section, 0])
                band.frame = first.union(last)
                band.zIndex = -1
                if band.frame.minY < rect.maxY, band.frame.maxY > rect.minY { result.append(band) }
            }
            for (item, frame) in items.enumerated() where frame.minY < rect.maxY && frame.maxY > rect.minY {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: [section, item])
                attributes.frame = frame
                result.append(attributes)
            }
        }
        return result
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.section][indexPath.item]
        return attributes
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        events.append("shouldInvalidate \(newBounds.minY)")
        return invalidatesOnBoundsChange
    }
}

final class BandView: UICollectionReusableView {}

@MainActor
final class CollectionViewCustomLayoutTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testScrollingAsksTheLayoutAboutTheNewBounds() async {
        let layout = ListLayout()
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [3, 10], layout: UICollectionViewFlowLayout())
        defer { withExtendedLifetime(recorder) {} }
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.events, ["prepare"])
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 1300))
        collectionView.contentOffset = CGPoint(x: 0, y: 250)
        collectionView.layoutIfNeeded()
        // The base answer (false here) keeps the prepared layout.
        XCTAssertEqual(layout.events, ["prepare", "shouldInvalidate 250.0"])
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [[0, 2], [1, 0], [1, 1], [1, 2], [1, 3], [1, 4]])
        layout.invalidatesOnBoundsChange = true
        collectionView.contentOffset = CGPoint(x: 0, y: 260)
        collectionView.layoutIfNeeded()
        XCTAssertEqual(layout.events.suffix(2), ["shouldInvalidate 260.0", "prepare"])
        // UIKit: the base class's bounds-change context invalidates neither everything nor the counts.
        let context = UICollectionViewLayout().invalidationContext(forBoundsChange: .zero)
        XCTAssertFalse(context.invalidateEverything)
        XCTAssertFalse(context.invalidateDataSourceCounts)
        XCTAssertTrue(UICollectionViewLayoutInvalidationContext().invalidateEverything)
    }

    /// Decoration views come from the layout's registration and sit behind the cells.
    func testDecorationViewsComeFromTheLayout() async {
        let layout = ListLayout()
        let (_, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [3, 10], layout: UICollectionViewFlowLayout())
        defer { withExtendedLifetime(recorder) {} }
        collectionView.collectionViewLayout = layout
        collectionView.layoutIfNeeded()
        let bands = collectionView.subviews.compactMap { $0 as? BandView }.sorted { $0.frame.minY < $1.frame.minY }
        XCTAssertEqual(bands.map(\.frame), [CGRect(x: 0, y: 0, width: 320, height: 300), CGRect(x: 0, y: 300, width: 320, height: 1000)])
        let firstCell = collectionView.subviews.firstIndex { $0 is UICollectionViewCell }!
        XCTAssertTrue(collectionView.subviews.prefix(firstCell).contains { $0 is BandView })
        XCTAssertEqual(collectionView.subviews.lastIndex { $0 is BandView }!, 1)
    }
}
