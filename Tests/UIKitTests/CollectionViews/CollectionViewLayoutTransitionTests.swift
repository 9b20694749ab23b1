import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A flow layout that records the layout-transition calls it hears, in order, into a shared log.
private final class TransitionLoggingLayout: UICollectionViewFlowLayout {
    let name: String
    let log: TransitionLog

    init(name: String, itemSize: CGSize, log: TransitionLog) {
        self.name = name
        self.log = log
        super.init()
        self.itemSize = itemSize
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        log.events.append("\(name) prepareForTransition(to: \((newLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }

    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        log.events.append("\(name) prepareForTransition(from: \((oldLayout as? TransitionLoggingLayout)?.name ?? "?")) attached \(collectionView != nil)")
    }

    override func finalizeLayoutTransition() {
        log.events.append("\(name) finalizeLayoutTransition")
    }
}

@MainActor
private final class TransitionLog {
    var events: [String] = []
}

@MainActor
final class CollectionViewLayoutTransitionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func presentationFrame(_ view: UIView) -> CGRect {
        guard let layer = view.layer.presentation() else { return .null }
        return CGRect(x: layer.position.x - layer.bounds.width / 2, y: layer.position.y - layer.bounds.height / 2,
                      width: layer.bounds.width, height: layer.bounds.height)
    }

    /// Animated: the old layout is told first, then the new one, both finalize, and the
    /// completion runs once the cells have moved (0.3 s), not before.
    func testAnimatedChangeCallsTheLayoutsInOrderAndCompletesAfterTheAnimation() async {
        let log = TransitionLog()
        let small = TransitionLoggingLayout(name: "small", itemSize: CGSize(width: 50, height: 50), log: log)
        let (window, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [12], layout: small)
        defer { withExtendedLifetime((window, recorder)) {} }
        let large = TransitionLoggingLayout(name: "large", itemSize: CGSize(width: 100, height: 100), log: log)
        var completions: [Bool] = []
        collectionView.setCollectionViewLayout(large, animated: true) { completions.append($0) }
        log.events.append("returned")
        XCTAssertEqual(log.events, [
            "small prepareForTransition(to: large)",
            "large prepareForTransition(from: small) attached true",
            "small finalizeLayoutTransition",
            "large finalizeLayoutTransition",
            "returned",
        ])
        XCTAssertTrue(collectionView.collectionViewLayout === large)
        XCTAssertEqual(completions, [])
        // Item 4: (270, 0) in the small grid (five across, justified), (110, 110) in the large one.
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        XCTAssertEqual(cell.frame, CGRect(x: 110, y: 110, width: 100, height: 100))
        XCTAssertEqual(presentationFrame(cell), CGRect(x: 270, y: 0, width: 50, height: 50))
        input.advance(by: 0.15)
        XCTAssertEqual(completions, [])
        input.advance(by: 0.2)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(presentationFrame(cell), CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    /// Cells that leave the screen move to their new places before they are retired; cells
    /// that come on screen start where the old layout had them.
    func testLeavingCellsMoveOutAndArrivingCellsMoveInFromTheOldLayout() async {
        let log = TransitionLog()
        let small = TransitionLoggingLayout(name: "small", itemSize: CGSize(width: 50, height: 50), log: log)
        let (window, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [30], layout: small)
        defer { withExtendedLifetime((window, recorder)) {} }
        let large = TransitionLoggingLayout(name: "large", itemSize: CGSize(width: 100, height: 100), log: log)
        // Item 20: (0, 240) in the small grid; (220, 660) in the large one, below the screen.
        let leaving = collectionView.cellForItem(at: IndexPath(item: 20, section: 0))!
        recorder.calls = []
        collectionView.setCollectionViewLayout(large, animated: true)
        XCTAssertNil(collectionView.cellForItem(at: IndexPath(item: 20, section: 0)))
        XCTAssertTrue(leaving.superview === collectionView, "still shown while it moves")
        XCTAssertEqual(leaving.frame, CGRect(x: 220, y: 660, width: 100, height: 100))
        XCTAssertEqual(presentationFrame(leaving), CGRect(x: 0, y: 240, width: 50, height: 50))
        XCTAssertFalse(recorder.calls.contains("didEndDisplaying 0.20"))
        input.advance(by: 0.35)
        XCTAssertNil(leaving.superview)
        XCTAssertTrue(recorder.calls.contains("didEndDisplaying 0.20"))

        // Back to the small grid: item 20 comes on screen from (220, 660).
        collectionView.setCollectionViewLayout(small, animated: true)
        let arriving = collectionView.cellForItem(at: IndexPath(item: 20, section: 0))!
        XCTAssertEqual(arriving.frame, CGRect(x: 0, y: 240, width: 50, height: 50))
        XCTAssertEqual(presentationFrame(arriving), CGRect(x: 220, y: 660, width: 100, height: 100))
        input.advance(by: 0.35)
        XCTAssertEqual(presentationFrame(arriving), CGRect(x: 0, y: 240, width: 50, height: 50))
    }

    /// Without animation the change is done when the call returns; the completion runs then.
    func testUnanimatedChangeCompletesAtOnce() async {
        let log = TransitionLog()
        let small = TransitionLoggingLayout(name: "small", itemSize: CGSize(width: 50, height: 50), log: log)
        let (window, collectionView, recorder, _) = CollectionTestSupport.make(itemsPerSection: [12], layout: small)
        defer { withExtendedLifetime((window, recorder)) {} }
        let large = TransitionLoggingLayout(name: "large", itemSize: CGSize(width: 100, height: 100), log: log)
        var completions: [Bool] = []
        collectionView.setCollectionViewLayout(large, animated: false) { completions.append($0) }
        XCTAssertEqual(completions, [true])
        let cell = collectionView.cellForItem(at: IndexPath(item: 4, section: 0))!
        XCTAssertEqual(cell.frame, CGRect(x: 110, y: 110, width: 100, height: 100))
        XCTAssertEqual(presentationFrame(cell), CGRect(x: 110, y: 110, width: 100, height: 100))
        XCTAssertEqual(log.events.count, 4)
    }

    /// Interactive: the transition layout places each item between its two places by the
    /// progress (and the content size between the two); finishing animates to the next layout
    /// and tells the completion it completed.
    func testInteractiveTransitionBlendsThenFinishes() async {
        let log = TransitionLog()
        let small = TransitionLoggingLayout(name: "small", itemSize: CGSize(width: 50, height: 50), log: log)
        let (window, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [12], layout: small)
        defer { withExtendedLifetime((window, recorder)) {} }
        let large = TransitionLoggingLayout(name: "large", itemSize: CGSize(width: 100, height: 100), log: log)
        var results: [String] = []
        let transition = collectionView.startInteractiveTransition(to: large) { completed, finished in
            results.append("completed \(completed) finished \(finished)")
        }
        XCTAssertTrue(collectionView.collectionViewLayout === transition)
        XCTAssertTrue(transition.currentLayout === small)
        XCTAssertTrue(transition.nextLayout === large)
        XCTAssertEqual(transition.transitionProgress, 0)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 270, y: 0, width: 50, height: 50))
        transition.transitionProgress = 0.5
        collectionView.layoutIfNeeded()
        // Centres (295, 25) and (160, 160), sizes 50 and 100: half way.
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 190, y: 55, width: 75, height: 75))
        XCTAssertEqual(collectionView.contentSize.height, 300, "170 and 430, half way")
        collectionView.finishInteractiveTransition()
        XCTAssertEqual(results, [])
        input.advance(by: 0.35)
        XCTAssertEqual(results, ["completed true finished true"])
        XCTAssertTrue(collectionView.collectionViewLayout === large)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    /// Cancelling animates back to the layout the change started from.
    func testInteractiveTransitionCancelsBack() async {
        let log = TransitionLog()
        let small = TransitionLoggingLayout(name: "small", itemSize: CGSize(width: 50, height: 50), log: log)
        let (window, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [12], layout: small)
        defer { withExtendedLifetime((window, recorder)) {} }
        let large = TransitionLoggingLayout(name: "large", itemSize: CGSize(width: 100, height: 100), log: log)
        var results: [String] = []
        let transition = collectionView.startInteractiveTransition(to: large) { completed, finished in
            results.append("completed \(completed) finished \(finished)")
        }
        transition.transitionProgress = 0.8
        transition.updateValue(2, forAnimatedKey: "scale")
        XCTAssertEqual(transition.value(forAnimatedKey: "scale"), 2)
        XCTAssertEqual(transition.value(forAnimatedKey: "other"), 0)
        collectionView.layoutIfNeeded()
        collectionView.cancelInteractiveTransition()
        input.advance(by: 0.35)
        XCTAssertEqual(results, ["completed false finished true"])
        XCTAssertTrue(collectionView.collectionViewLayout === small)
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 270, y: 0, width: 50, height: 50))
    }

    /// Section headers move with the change too: one that stays on screen grows from its old
    /// frame; one that leaves the screen moves to its new place before it is retired.
    func testSupplementaryViewsMoveWithTheChange() async {
        let log = TransitionLog()
        let small = TransitionLoggingLayout(name: "small", itemSize: CGSize(width: 50, height: 50), log: log)
        small.headerReferenceSize = CGSize(width: 0, height: 30)
        let (window, collectionView, recorder, input) = CollectionTestSupport.make(itemsPerSection: [12, 12], layout: small)
        defer { withExtendedLifetime((window, recorder)) {} }
        let large = TransitionLoggingLayout(name: "large", itemSize: CGSize(width: 100, height: 100), log: log)
        large.headerReferenceSize = CGSize(width: 0, height: 60)
        let kind = UICollectionView.elementKindSectionHeader
        let first = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 0))!
        // Section 1's header: below 30 + 170 pt of items in the small grid; below 60 + 430 in the large one.
        let second = collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1))!
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 200, width: 320, height: 30))
        collectionView.setCollectionViewLayout(large, animated: true)
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 320, height: 60))
        XCTAssertEqual(presentationFrame(first), CGRect(x: 0, y: 0, width: 320, height: 30))
        XCTAssertNil(collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: 1)))
        XCTAssertTrue(second.superview === collectionView, "still shown while it moves")
        XCTAssertEqual(second.frame, CGRect(x: 0, y: 490, width: 320, height: 60))
        XCTAssertEqual(presentationFrame(second), CGRect(x: 0, y: 200, width: 320, height: 30))
        input.advance(by: 0.35)
        XCTAssertNil(second.superview)
        XCTAssertEqual(presentationFrame(first), CGRect(x: 0, y: 0, width: 320, height: 60))
    }
}
