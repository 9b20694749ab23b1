/// Collection view cells as focus items (`FocusListCell`): focusable when the collection view
/// allows focus and its delegate agrees, selecting their item with the keyboard's select press.
extension UICollectionViewCell: FocusListCell {
    typealias List = UICollectionView
}
