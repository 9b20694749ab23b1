import XCTest
import UIKit
import UIKitTesting

/// Collection view members found missing by the session-12 API diff.
@MainActor
final class APIDiffCollectionViewTests: XCTestCase {
    private final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var proposals: [CGPoint] = []
        var answer: CGPoint?
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView,
                            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            proposals.append(proposedContentOffset)
            return answer ?? proposedContentOffset
        }
    }

    /// A flow layout that records the animated bounds change calls.
    private final class RecordingLayout: UICollectionViewFlowLayout {
        var calls: [String] = []
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.size != collectionView?.bounds.size || super.shouldInvalidateLayout(forBoundsChange: newBounds)
        }
        override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
            super.prepare(forAnimatedBoundsChange: oldBounds)
            calls.append("prepare \(Int(oldBounds.width))")
        }
        override func finalizeAnimatedBoundsChange() {
            super.finalizeAnimatedBoundsChange()
            calls.append("finalize")
        }
    }

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func makeCollection(_ grid: Grid, layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout()) -> (UIWindow, UICollectionView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 320, height: 40)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = grid
        collection.delegate = grid
        window.addSubview(collection)
        collection.layoutIfNeeded()
        return (window, collection)
    }

    func testIndexPathForASupplementaryViewOnScreen() async {
        let grid = Grid()
        let (window, collection) = makeCollection(grid)
        let header = collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertNotNil(header)
        XCTAssertEqual(header.flatMap { collection.indexPath(forSupplementaryView: $0) }, IndexPath(item: 0, section: 0))
        XCTAssertNil(collection.indexPath(forSupplementaryView: UICollectionReusableView()))
        withExtendedLifetime(window) {}
    }

    func testTheDelegateHasTheLastWordOnTheContentOffsetAfterALayoutChange() async {
        let grid = Grid()
        let (window, collection) = makeCollection(grid)
        collection.contentOffset = CGPoint(x: 0, y: 300)
        grid.answer = CGPoint(x: 0, y: 120)
        let next = UICollectionViewFlowLayout()
        next.itemSize = CGSize(width: 100, height: 120)
        collection.setCollectionViewLayout(next, animated: false)
        XCTAssertEqual(grid.proposals.last, CGPoint(x: 0, y: 300), "asked with the layout's proposal")
        XCTAssertEqual(collection.contentOffset, CGPoint(x: 0, y: 120))
        withExtendedLifetime(window) {}
    }

    func testAnAnimatedBoundsChangeIsAnnouncedToTheLayout() async {
        let grid = Grid()
        let layout = RecordingLayout()
        let (window, collection) = makeCollection(grid, layout: layout)
        collection.frame.size.width = 300
        collection.layoutIfNeeded()
        XCTAssertEqual(layout.calls, [], "not announced outside an animation")
        UIView.animate(withDuration: 0.3) {
            collection.frame.size.width = 280
            collection.layoutIfNeeded()
        }
        XCTAssertEqual(layout.calls, ["prepare 300", "finalize"])
        withExtendedLifetime(window) {}
    }

    func testDataSourceTranslationAndSpringLoading() async {
        let grid = Grid()
        let (window, collection) = makeCollection(grid)
        XCTAssertEqual(collection.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 39, section: 0)), IndexPath(item: 39, section: 0))
        XCTAssertNil(collection.presentationIndexPath(forDataSourceIndexPath: IndexPath(item: 40, section: 0)))
        XCTAssertEqual(collection.presentationSectionIndex(forDataSourceSectionIndex: 1), NSNotFound)
        collection.isSpringLoaded = true
        XCTAssertTrue(collection.isSpringLoaded)
        XCTAssertEqual(collection.interactions.filter { $0 is UISpringLoadedInteraction }.count, 1)
        collection.isSpringLoaded = false
        XCTAssertFalse(collection.isSpringLoaded)
        withExtendedLifetime(window) {}
    }

    func testDragStateIsPartOfTheCellConfigurationState() async {
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        XCTAssertEqual(state.cellDragState, .none)
        XCTAssertEqual(state.cellDropState, .none)
        state.cellDragState = .lifting
        XCTAssertNotEqual(state, UICellConfigurationState(traitCollection: UITraitCollection()))
    }

    func testSectionSnapshotsGraftWholeSubtrees() async {
        var child = NSDiffableDataSourceSectionSnapshot<String>()
        child.append(["b"])
        child.append(["b1", "b2"], to: "b")
        child.expand(["b"])

        var snapshot = NSDiffableDataSourceSectionSnapshot<String>()
        snapshot.append(["a", "c"])
        snapshot.insert(child, after: "a")
        XCTAssertEqual(snapshot.items, ["a", "b", "b1", "b2", "c"])
        XCTAssertTrue(snapshot.isExpanded("b"), "expansion states come along")
        XCTAssertEqual(snapshot.parent(of: "b1"), "b")

        var other = NSDiffableDataSourceSectionSnapshot<String>()
        other.append(["x"])
        snapshot.insert(other, before: "a")
        snapshot.append(other.snapshot(of: "x", includingParent: false), to: "c")
        XCTAssertEqual(snapshot.rootItems, ["x", "a", "b", "c"])

        var replacement = NSDiffableDataSourceSectionSnapshot<String>()
        replacement.append(["n"])
        replacement.append(["n1"], to: "n")
        snapshot.replace(childrenOf: "b", using: replacement)
        XCTAssertEqual(snapshot.items, ["x", "a", "b", "n", "n1", "c"])
        XCTAssertFalse(snapshot.contains("b1"))
        XCTAssertEqual(snapshot.level(of: "n1"), 2)

        var appended = NSDiffableDataSourceSectionSnapshot<String>()
        appended.append(child)
        XCTAssertEqual(appended.items, ["b", "b1", "b2"])
    }

    func testListContentColorTransformersApplyWhenResolved() async {
        var content = UIListContentConfiguration.cell()
        content.textProperties.color = .red
        content.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .green }
        XCTAssertEqual(content.textProperties.resolvedColor(), .green)
        content.imageProperties.tintColorTransformer = UIConfigurationColorTransformer { _ in .blue }
        XCTAssertEqual(content.imageProperties.resolvedTintColor(for: .red), .blue)
        content.imageProperties.tintColorTransformer = nil
        XCTAssertEqual(content.imageProperties.resolvedTintColor(for: .red), .red)
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        XCTAssertNotNil(content.imageProperties.preferredSymbolConfiguration)
    }

    func testListContentLayoutGuidesFollowTheirParts() async {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        XCTAssertNil(view.imageLayoutGuide, "nil while the part is not shown")
        XCTAssertNil(view.secondaryTextLayoutGuide)
        let text = view.textLayoutGuide
        XCTAssertNotNil(text)
        XCTAssertTrue(text?.owningView === view)
        XCTAssertGreaterThan(text?.layoutFrame.width ?? 0, 0)
        XCTAssertTrue(view.textLayoutGuide === text, "one guide per part")

        content.secondaryText = "Subtitle"
        view.configuration = content
        view.layoutIfNeeded()
        let secondary = view.secondaryTextLayoutGuide
        XCTAssertNotNil(secondary)
        XCTAssertGreaterThanOrEqual(secondary?.layoutFrame.minY ?? 0, text?.layoutFrame.maxY ?? .infinity,
                                    "the subtitle sits below the title, and the title's guide moved with it")
    }

    func testADefaultBackgroundConfigurationFollowsTheListSectionsAppearance() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        let grid = Grid()
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = grid
        window.addSubview(collection)
        collection.layoutIfNeeded()
        let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(cell?.defaultBackgroundConfiguration(), .listGroupedCell())
        XCTAssertEqual(UICollectionViewCell().defaultBackgroundConfiguration(), .listPlainCell())
        withExtendedLifetime(grid) {}
    }
}
