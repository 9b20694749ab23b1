import Foundation

/// The system's search tab (UIKit, iOS 18): the system's title and magnifying glass.
@preconcurrency @MainActor
open class UISearchTab: UITab {
    /// Ours: the identifier a search tab gets (UIKit assigns a system one).
    static let systemIdentifier = "UISearchTab"

    /// UIKit: the title and image are the system's (English here).
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(title: "Search", image: BarGlyph.search.image, identifier: Self.systemIdentifier,
                   viewControllerProvider: viewControllerProvider)
    }
}
