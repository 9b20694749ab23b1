import Foundation

/// Identifies one element of a layout: a cell, or a supplementary or decoration view of a kind.
struct CompositionalElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String
    let indexPath: IndexPath

    static func cell(_ indexPath: IndexPath) -> CompositionalElementKey {
        CompositionalElementKey(category: .cell, kind: "", indexPath: indexPath)
    }

    @MainActor
    init(attributes: UICollectionViewLayoutAttributes) {
        self.init(category: attributes.representedElementCategory, kind: attributes.representedElementKind ?? "",
                  indexPath: attributes.indexPath)
    }

    init(category: UICollectionView.ElementCategory, kind: String, indexPath: IndexPath) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
    }
}
