import Foundation

/// What a context menu shows: its menu (from the action provider) and the identifier of the
/// item it acts on (UIKit).
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The item the menu acts on (UIKit: a unique identifier when created with nil).
    public let identifier: any NSCopying
    /// UIKit (iOS 16): the identifiers of the other items a multi-item menu acts on.
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// UIKit (iOS 16): the number badged on a multi-item preview; below 2, no badge. Kept for
    /// the delegate; OpenUIKit draws no preview stack.
    open var badgeCount: Int = 0
    /// UIKit (iOS 16): how the menu orders its elements. OpenUIKit shows every order as `.fixed`.
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider makes (no suggested actions: OpenUIKit has none to offer).
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}
