import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// Six 50 × 50 items; records selection and primary actions.
@MainActor
private final class PrimaryActionCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var calls: [String] = []
    var preferredSize: CGSize?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? CountingCollectionCell)?.preferredSize = preferredSize
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        calls.append("primary \(indexPath.item)")
    }
}

@MainActor
final class CollectionViewAuditTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func make(layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(), preferredSize: CGSize? = nil)
        -> (UIWindow, UICollectionView, PrimaryActionCollectionSource, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        let source = PrimaryActionCollectionSource()
        source.preferredSize = preferredSize
        collectionView.dataSource = source
        collectionView.delegate = source
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (window, collectionView, source, InputSimulator(window: window))
    }

    private func tapItem(_ item: Int, _ collectionView: UICollectionView, _ input: InputSimulator) {
        let frame = collectionView.cellForItem(at: [0, item])!.frame
        input.tap(at: collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil))
    }

    func testEditingSelectionDefaults() async {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        XCTAssertFalse(collectionView.allowsSelectionDuringEditing)
        XCTAssertFalse(collectionView.allowsMultipleSelectionDuringEditing)
        XCTAssertEqual(collectionView.selfSizingInvalidation, .enabled)
        XCTAssertEqual(UICollectionView.SelfSizingInvalidation.enabledIncludingConstraints.rawValue, 2)
    }

    /// UIKit (iOS 14): while editing, taps select only with `allowsSelectionDuringEditing`
    /// (or the multiple form, which adds to the selection).
    func testEditingUsesTheDuringEditingSwitches() async {
        let (_, collectionView, source, input) = make()
        collectionView.isEditing = true
        tapItem(1, collectionView, input)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
        XCTAssertEqual(source.calls, [])
        collectionView.allowsSelectionDuringEditing = true
        tapItem(1, collectionView, input)
        tapItem(2, collectionView, input)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 2]])
        // No primary action while editing (the default `canPerformPrimaryActionForItemAt`).
        XCTAssertEqual(source.calls, ["shouldSelect 1", "didSelect 1", "shouldSelect 2", "didDeselect 1", "didSelect 2"])
        collectionView.allowsMultipleSelectionDuringEditing = true
        tapItem(3, collectionView, input)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems, [[0, 2], [0, 3]])
        // Out of editing, the usual single selection again.
        collectionView.isEditing = false
        collectionView.selectItem(at: nil, animated: false, scrollPosition: [])
        collectionView.allowsSelection = false
        tapItem(4, collectionView, input)
        XCTAssertNil(collectionView.indexPathsForSelectedItems)
    }

    /// UIKit (iOS 16): shouldSelect, didSelect, then the primary action; extending a multiple
    /// selection is not a primary action.
    func testPrimaryActionFollowsDidSelect() async {
        let (_, collectionView, source, input) = make()
        tapItem(0, collectionView, input)
        XCTAssertEqual(source.calls, ["shouldSelect 0", "didSelect 0", "primary 0"])
        source.calls = []
        collectionView.allowsMultipleSelection = true
        tapItem(1, collectionView, input)
        XCTAssertEqual(source.calls, ["shouldSelect 1", "didSelect 1"])
    }

    /// UIKit (iOS 16): a shown self-sizing cell that invalidates its intrinsic size is measured
    /// again at the next layout; `.disabled` leaves it.
    func testSelfSizingInvalidationMeasuresAShownCellAgain() async {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let (_, collectionView, source, _) = make(layout: layout, preferredSize: CGSize(width: 80, height: 40))
        defer { withExtendedLifetime(source) {} }
        let cell = collectionView.cellForItem(at: [0, 0]) as! CountingCollectionCell
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 80, height: 40))
        cell.preferredSize = CGSize(width: 80, height: 70)
        cell.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 80, height: 70))
        // The line grows: the fourth item's line starts 10 below the 70 pt one.
        XCTAssertEqual(collectionView.cellForItem(at: [0, 3])?.frame, CGRect(x: 0, y: 80, width: 80, height: 40))
        // The content view's invalidation counts too.
        cell.preferredSize = CGSize(width: 80, height: 60)
        cell.contentView.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 80, height: 60))

        collectionView.selfSizingInvalidation = .disabled
        cell.preferredSize = CGSize(width: 80, height: 30)
        cell.invalidateIntrinsicContentSize()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 80, height: 60))
    }
}
