import Foundation

/// A decoration view of a section, such as its background (UIKit).
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// 0 by default (ours, like items; UIKit draws section backgrounds behind the cells).
    open var zIndex: Int = 0
    open private(set) var elementKind: String

    init(elementKind: String) {
        self.elementKind = elementKind
        // UIKit: a background covers the whole section; its content insets shrink it.
        super.init(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background for the section, laid out in the section's frame inset by `contentInsets`.
    /// Register the view class with the layout's `register(_:forDecorationViewOfKind:)`.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
