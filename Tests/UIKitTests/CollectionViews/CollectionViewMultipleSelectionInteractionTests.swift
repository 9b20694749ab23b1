import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// A flow delegate and data source recording the multiple-selection calls.
@MainActor
final class CollectionMultipleSelectionRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var calls: [String] = []
    var allows = true

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        calls.append("shouldBegin \(indexPath.item)")
        return allows
    }

    func collectionView(_ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        calls.append("didBegin \(indexPath.item) editing=\(collectionView.isEditing)")
    }

    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        calls.append("didEnd")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }
}

/// The collection view's two-finger multiple-selection pan (iOS 13).
@MainActor
final class CollectionViewMultipleSelectionInteractionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func make(allows: Bool) -> (UIWindow, UICollectionView, CollectionMultipleSelectionRecorder, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.allowsMultipleSelectionDuringEditing = true
        let recorder = CollectionMultipleSelectionRecorder()
        recorder.allows = allows
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (window, collectionView, recorder, InputSimulator(window: window))
    }

    /// Two fingers (centred on x = 25) dragged from the first item down to the first item of
    /// the second line (50 × 50 items, five to a line, lines 60 pt apart).
    private func drag(_ input: InputSimulator, from start: CGFloat, to end: CGFloat) {
        input.send([.init(id: 1, phase: .began, location: CGPoint(x: 15, y: start)),
                    .init(id: 2, phase: .began, location: CGPoint(x: 35, y: start))])
        for step in 1...10 {
            input.advance(by: 0.02)
            let y = start + (end - start) * CGFloat(step) / 10
            input.send([.init(id: 1, phase: .moved, location: CGPoint(x: 15, y: y)),
                        .init(id: 2, phase: .moved, location: CGPoint(x: 35, y: y))])
        }
        input.advance(by: 0.02)
        input.send([.init(id: 1, phase: .ended, location: CGPoint(x: 15, y: end)),
                    .init(id: 2, phase: .ended, location: CGPoint(x: 35, y: end))])
    }

    func testATwoFingerPanSelectsFromTheAnchorToTheItemUnderTheFingers() async {
        let (window, collectionView, recorder, input) = make(allows: true)
        defer { withExtendedLifetime(window) {} }
        drag(input, from: 25, to: 85)
        XCTAssertTrue(collectionView.isEditing)
        XCTAssertEqual(recorder.calls, ["shouldBegin 0", "didBegin 0 editing=true",
                                        "didSelect 0", "didSelect 1", "didSelect 2", "didSelect 3", "didSelect 4", "didSelect 5",
                                        "didEnd"])
        XCTAssertEqual(collectionView.indexPathsForSelectedItems?.sorted(), (0...5).map { IndexPath(item: $0, section: 0) })
        XCTAssertEqual(collectionView.contentOffset, .zero)
    }

    func testADecliningDelegateLeavesTheCollectionViewScrolling() async {
        let (window, collectionView, recorder, input) = make(allows: false)
        defer { withExtendedLifetime(window) {} }
        drag(input, from: 385, to: 185)
        XCTAssertEqual(recorder.calls, ["shouldBegin 30"])
        XCTAssertFalse(collectionView.isEditing)
        XCTAssertEqual(collectionView.indexPathsForSelectedItems ?? [], [])
        XCTAssertGreaterThan(collectionView.contentOffset.y, 100)
    }
}
