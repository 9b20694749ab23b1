import Foundation

/// The size and insets of the space an element is laid out in (UIKit).
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer: NSObjectProtocol {
    /// The container's full size.
    var contentSize: CGSize { get }
    /// The size less `effectiveContentInsets`.
    var effectiveContentSize: CGSize { get }
    /// The insets given to the container.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets actually applied.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
