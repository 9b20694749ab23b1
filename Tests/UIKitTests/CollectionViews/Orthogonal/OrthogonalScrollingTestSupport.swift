import XCTest
@testable @_spi(Platform) import UIKit
import UIKitTesting

/// A 320 × 480 window filled by a collection view: section 0 scrolls orthogonally (ten
/// 100 × 100 groups, so it scrolls 0...680), section 1 is twenty 100-point rows (the content
/// is 2100 tall).
@MainActor
struct OrthogonalFixture {
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: UICollectionViewCompositionalLayout
    let recorder: CollectionRecorder
    let input: InputSimulator
    let section: NSCollectionLayoutSection

    init(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, rightToLeft: Bool = false) {
        let item = NSCollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
        let cardGroup = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [item])
        let cards = NSCollectionLayoutSection(group: cardGroup)
        cards.orthogonalScrollingBehavior = behavior
        let rowGroup = NSCollectionLayoutGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let rows = NSCollectionLayoutSection(group: rowGroup)
        layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? cards : rows }
        section = cards
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        recorder = CollectionRecorder(itemsPerSection: [10, 20])
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        if rightToLeft { collectionView.semanticContentAttribute = .forceRightToLeft }
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        input = InputSimulator(window: window)
    }

    /// The section's scroll view.
    var scroller: UIScrollView? {
        collectionView.subviews.compactMap { $0 as? UIScrollView }.first
    }

    var offset: CGFloat { layout._orthogonalScrollOffset(forSection: 0) }

    /// A slow horizontal drag by `distance` (positive: the finger moves left) at y = 50,
    /// held still before lifting so that nothing flings.
    func drag(by distance: CGFloat, from x: CGFloat = 300) {
        input.touchDown(1, at: CGPoint(x: x, y: 50))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: x - 10, y: 50))
        input.advance(by: 0.01)
        input.touchMove(1, to: CGPoint(x: x - 10 - distance, y: 50))
        holdAndLift(at: CGPoint(x: x - 10 - distance, y: 50))
    }

    /// Keeps finger 1 still at `point` long enough that the pan's velocity is zero, then lifts it.
    func holdAndLift(at point: CGPoint) {
        for _ in 0..<2 {
            input.advance(by: 0.3)
            input.touchMove(1, to: point)
        }
        input.touchUp(1, at: point)
    }

    /// A fling to the left at `speed` pt/s over `steps` samples 5 ms apart.
    func flingLeft(speed: CGFloat, steps: Int, from x: CGFloat = 300) {
        let interval: TimeInterval = 1.0 / 200
        var point = CGPoint(x: x, y: 50)
        input.touchDown(1, at: point)
        for _ in 0..<steps {
            input.advance(by: interval)
            point.x -= speed * CGFloat(interval)
            input.touchMove(1, to: point)
        }
        input.touchUp(1, at: point)
    }

    /// Asserts a frame to within rounding (the offsets move the frames by sums of deltas).
    func assertFrame(_ frame: CGRect?, _ expected: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame else { return XCTFail("no frame", file: file, line: line) }
        for (a, b) in [(frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width), (frame.height, expected.height)] {
            XCTAssertEqual(a, b, accuracy: 1e-9, "\(frame) is not \(expected)", file: file, line: line)
        }
    }

    /// Where item `item` of the orthogonal section is on screen (in the collection view's coordinates).
    func cellFrame(_ item: Int) -> CGRect? {
        guard let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) else { return nil }
        return cell.convert(cell.bounds, to: collectionView)
    }
}
