import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// The layout's batch-update hooks for supplementary and decoration views:
/// `indexPathsToInsert…`/`indexPathsToDelete…ForSupplementaryView`/`ForDecorationView` and the
/// decoration views' initial and final attributes.
@MainActor
final class CollectionViewLayoutElementUpdateTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    static let background = "background"

    /// A flow layout (30 pt headers) with a full-width background decoration behind each
    /// section listed in `decorated`, that records the questions it is asked.
    final class HookLayout: UICollectionViewFlowLayout {
        var events: [String] = []
        var decorated: [Int] = [0]
        var headerDeletes: [IndexPath] = []
        var headerInserts: [IndexPath] = []
        var decorationDeletes: [IndexPath] = []
        var decorationInserts: [IndexPath] = []

        override init() {
            super.init()
            headerReferenceSize = CGSize(width: 0, height: 30)
            register(UICollectionReusableView.self, forDecorationViewOfKind: CollectionViewLayoutElementUpdateTests.background)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard elementKind == CollectionViewLayoutElementUpdateTests.background, decorated.contains(indexPath.section) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: indexPath)
            attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.section) * 100, width: 320, height: 100)
            attributes.zIndex = -1
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let decorations = decorated.compactMap {
                layoutAttributesForDecorationView(ofKind: CollectionViewLayoutElementUpdateTests.background, at: IndexPath(item: 0, section: $0))
            }
            return (super.layoutAttributesForElements(in: rect) ?? []) + decorations.filter { $0.frame.intersects(rect) }
        }

        override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
            super.prepare(forCollectionViewUpdates: updateItems)
            events.append("prepare")
        }

        override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
            events.append("delete? \(elementKind)")
            return elementKind == UICollectionView.elementKindSectionHeader ? headerDeletes : []
        }

        override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
            events.append("insert? \(elementKind)")
            return elementKind == UICollectionView.elementKindSectionHeader ? headerInserts : []
        }

        override func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            events.append("delete decoration? \(elementKind)")
            return decorationDeletes
        }

        override func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] {
            events.append("insert decoration? \(elementKind)")
            return decorationInserts
        }

        override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                              at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            events.append("initial supplementary \(elementIndexPath)")
            return super.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: elementKind, at: elementIndexPath)
        }

        override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                               at elementIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            events.append("final supplementary \(elementIndexPath)")
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: elementIndexPath)
            attributes.frame = CGRect(x: 320, y: 100, width: 320, height: 30)
            return attributes
        }

        override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String,
                                                                           at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            events.append("initial decoration \(decorationIndexPath)")
            let attributes = layoutAttributesForDecorationView(ofKind: elementKind, at: decorationIndexPath)?.copy() as? UICollectionViewLayoutAttributes
            attributes?.frame.origin.x = -320
            return attributes
        }

        override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String,
                                                                            at decorationIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            events.append("final decoration \(decorationIndexPath)")
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: elementKind, with: decorationIndexPath)
            attributes.frame = CGRect(x: 320, y: 0, width: 320, height: 100)
            return attributes
        }
    }

    private func make() -> (UICollectionView, CollectionRecorder, HookLayout) {
        let layout = HookLayout()
        let (window, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [2, 2], layout: layout)
        addTeardownBlock { @MainActor in _ = (recorder, window) }
        return (collectionView, recorder, layout)
    }

    private func decorations(_ collectionView: UICollectionView) -> [UIView] {
        collectionView.subviews.filter { type(of: $0) == UICollectionReusableView.self }
    }

    func testTheBaseLayoutAddsAndRemovesNothing() async {
        let layout = UICollectionViewLayout()
        XCTAssertEqual(layout.indexPathsToInsertForSupplementaryView(ofKind: "k"), [])
        XCTAssertEqual(layout.indexPathsToDeleteForSupplementaryView(ofKind: "k"), [])
        XCTAssertEqual(layout.indexPathsToInsertForDecorationView(ofKind: "k"), [])
        XCTAssertEqual(layout.indexPathsToDeleteForDecorationView(ofKind: "k"), [])
        XCTAssertNil(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "k", at: [0, 0]))
    }

    /// The layout is asked after `prepare(forCollectionViewUpdates:)`, kind by kind; a header
    /// it deletes leaves (animating to its final attributes) and the one it inserts in its
    /// place is a new view that starts from its initial attributes.
    func testSupplementaryViewsTheLayoutReplaces() async {
        let (collectionView, recorder, layout) = make()
        let header = UICollectionView.elementKindSectionHeader
        let oldHeader = collectionView.supplementaryView(forElementKind: header, at: [1, 0])!
        layout.events = []
        layout.headerDeletes = [[1, 0]]
        layout.headerInserts = [[1, 0]]
        collectionView.performBatchUpdates({
            recorder.itemsPerSection = [3, 2]
            collectionView.insertItems(at: [[0, 2]])
        })
        let footer = UICollectionView.elementKindSectionFooter
        XCTAssertEqual(Array(layout.events.prefix(5)),
                       ["prepare", "delete? \(footer)", "insert? \(footer)", "delete? \(header)", "insert? \(header)"])
        XCTAssertTrue(layout.events.contains("initial supplementary [1, 0]"))
        XCTAssertTrue(layout.events.contains("final supplementary [1, 0]"))
        let newHeader = collectionView.supplementaryView(forElementKind: header, at: [1, 0])
        XCTAssertNotNil(newHeader)
        XCTAssertFalse(newHeader === oldHeader)
        // The old one heads for its final attributes, then leaves when the animation ends.
        XCTAssertTrue(oldHeader.superview === collectionView)
        XCTAssertEqual(oldHeader.frame, CGRect(x: 320, y: 100, width: 320, height: 30))
        ManualClock.advance(by: 1)
        XCTAssertNil(oldHeader.superview)
        XCTAssertTrue(newHeader?.superview === collectionView)
        // Section 1 starts below section 0's header and its one line of three items: 30 + 50.
        XCTAssertEqual(newHeader?.frame, CGRect(x: 0, y: 80, width: 320, height: 30))
    }

    /// A decoration view the layout deletes animates to its final attributes and leaves; one
    /// it inserts starts from its initial attributes.
    func testDecorationViewsTheLayoutMoves() async {
        let (collectionView, _, layout) = make()
        let old = decorations(collectionView)
        XCTAssertEqual(old.map(\.frame), [CGRect(x: 0, y: 0, width: 320, height: 100)])
        layout.events = []
        layout.decorated = [1]
        layout.decorationDeletes = [[0, 0]]
        layout.decorationInserts = [[1, 0]]
        collectionView.performBatchUpdates({
            collectionView.reloadItems(at: [[0, 0]])
        })
        XCTAssertTrue(layout.events.contains("delete decoration? \(Self.background)"))
        XCTAssertTrue(layout.events.contains("initial decoration [1, 0]"))
        XCTAssertTrue(layout.events.contains("final decoration [0, 0]"))
        XCTAssertEqual(old[0].frame, CGRect(x: 320, y: 0, width: 320, height: 100), "heading out")
        let new = decorations(collectionView).filter { $0 !== old[0] }
        XCTAssertEqual(new.count, 1)
        XCTAssertEqual(new.first?.frame, CGRect(x: 0, y: 100, width: 320, height: 100))
        ManualClock.advance(by: 0.01)
        XCTAssertLessThan(new.first?.layer.presentation()?.position.x ?? 0, 0, "starts from the initial attributes")
        ManualClock.advance(by: 1)
        XCTAssertNil(old[0].superview)
        XCTAssertEqual(decorations(collectionView).map(\.frame), [CGRect(x: 0, y: 100, width: 320, height: 100)])
    }
}
