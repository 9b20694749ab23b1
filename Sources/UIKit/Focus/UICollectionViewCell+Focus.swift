/// Collection view cells as focus items: focusable when the collection view allows focus,
/// selected with the keyboard's select press.
extension UICollectionViewCell {
    /// The collection view the cell is shown in (its superview chain).
    var focusCollectionView: UICollectionView? {
        var current = superview
        while let view = current {
            if let collection = view as? UICollectionView { return collection }
            current = view.superview
        }
        return nil
    }

    var _cellCanBecomeFocused: Bool {
        guard let collection = focusCollectionView, collection.allowsFocus, !collection.isEditing || collection.allowsFocusDuringEditing,
              let indexPath = collection.indexPath(for: self) else { return false }
        return collection.collectionDelegate?.collectionView(collection, canFocusItemAt: indexPath) ?? true
    }

    func _cellFocusPressesBegan(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard isFocused, let press = presses.first(where: { $0.type == .select && $0.key != nil }),
              let collection = focusCollectionView, collection.allowsSelection else { return presses }
        focusStorage.activatingPress = ObjectIdentifier(press)
        isHighlighted = true
        return presses.subtracting([press])
    }

    func _cellFocusPressesEnded(_ presses: Set<UIPress>, cancelled: Bool) -> Set<UIPress> {
        guard let active = extras?.focus?.activatingPress,
              let press = presses.first(where: { ObjectIdentifier($0) == active }) else { return presses }
        focusStorage.activatingPress = nil
        isHighlighted = false
        if !cancelled, let collection = focusCollectionView, let indexPath = collection.indexPath(for: self) {
            // UIKit: the same delegate sequence as a tap (shouldSelect, didSelect).
            collection.selectFromTouch(indexPath)
        }
        return presses.subtracting([press])
    }
}
