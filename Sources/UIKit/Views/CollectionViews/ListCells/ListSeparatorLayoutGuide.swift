import Foundation

/// The guide behind `UICollectionViewListCell.separatorLayoutGuide`: the cell sets its frame
/// to the separator's (the leading edge is where the separator starts) as it lays out.
@MainActor
final class ListSeparatorLayoutGuide: UILayoutGuide {
    var frame: CGRect = .zero

    override var layoutFrame: CGRect { owningView == nil ? .zero : frame }
}
