import Foundation

/// How a section scrolls along the axis across the layout's scroll direction (UIKit raw values).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section lays its groups out along the layout's scroll axis.
    case none = 0
    /// Free scrolling across the main axis.
    case continuous = 1
    /// Free scrolling that comes to rest on a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Pages the width (or height) of the collection view's content area.
    case paging = 3
    /// Pages one group at a time.
    case groupPaging = 4
    /// Pages one group at a time and centres that group.
    case groupPagingCentered = 5
}
