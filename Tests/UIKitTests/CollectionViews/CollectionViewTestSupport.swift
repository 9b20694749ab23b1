import Foundation
@_spi(Platform) import UIKit
import UIKitTesting

/// A cell that counts its `prepareForReuse` calls and can report a preferred size.
final class CountingCollectionCell: UICollectionViewCell {
    var reuseCount = 0
    var preferredSize: CGSize?

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let preferredSize else { return super.preferredLayoutAttributesFitting(layoutAttributes) }
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        attributes.size = preferredSize
        return attributes
    }
}

final class TitleView: UICollectionReusableView {}

/// Data source and flow delegate with fixed section sizes; records delegate calls and the
/// distinct cells it hands out.
@MainActor
final class CollectionRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var itemsPerSection: [Int]
    var calls: [String] = []
    var cells: [UICollectionViewCell] = []
    var sizes: ((IndexPath) -> CGSize)?
    var preferredSize: CGSize?
    var vetoSelection: Set<IndexPath> = []

    init(itemsPerSection: [Int]) {
        self.itemsPerSection = itemsPerSection
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemsPerSection.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemsPerSection[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        if !cells.contains(where: { $0 === cell }) { cells.append(cell) }
        (cell as? CountingCollectionCell)?.preferredSize = preferredSize
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }

    private func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) { calls.append("didHighlight \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) { calls.append("didUnhighlight \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(name(indexPath))")
        return !vetoSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(name(indexPath))")
        return true
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { calls.append("didSelect \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { calls.append("didDeselect \(name(indexPath))") }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("willDisplay \(name(indexPath))")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        calls.append("didEndDisplaying \(name(indexPath))")
    }
}

/// A flow layout that records the update calls the collection view makes.
final class RecordingFlowLayout: UICollectionViewFlowLayout {
    var events: [String] = []

    override func prepare() {
        events.append("prepare")
        super.prepare()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        events.append("prepareForUpdates " + updateItems.map {
            "\($0.updateAction) \($0.indexPathBeforeUpdate.map { "\($0)" } ?? "nil")>\($0.indexPathAfterUpdate.map { "\($0)" } ?? "nil")"
        }.joined(separator: ", "))
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        events.append("initial \(itemIndexPath)")
        return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        events.append("final \(itemIndexPath)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }

    override func finalizeCollectionViewUpdates() {
        events.append("finalize")
    }
}

@MainActor
enum CollectionTestSupport {
    /// A 320 × 480 window filled by a collection view with a flow layout (50 × 50 items,
    /// spacing 10) whose recorder is data source and delegate.
    static func make(itemsPerSection: [Int], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
                     frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480))
        -> (UIWindow, UICollectionView, CollectionRecorder, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CountingCollectionCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
        let recorder = CollectionRecorder(itemsPerSection: itemsPerSection)
        collectionView.dataSource = recorder
        collectionView.delegate = recorder
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
        return (window, collectionView, recorder, InputSimulator(window: window))
    }

    static func frames(_ collectionView: UICollectionView, section: Int = 0, _ items: Range<Int>) -> [CGRect] {
        items.map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
    }
}
