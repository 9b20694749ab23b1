import Foundation

/// Bar button items kept together in a navigation bar (UIKit, iOS 9; iOS 16's customization
/// kinds): a hidden group's items are not shown.
///
/// Differs from UIKit: OpenUIKit's bar never runs short of room for a group, so
/// `isDisplayingRepresentativeItem` stays false and the representative item is kept; the
/// customization kinds (fixed, movable, optional) are kept (no customization sheet).
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The customization kind the class functions make.
    enum Kind {
        case fixed
        case movable(identifier: String)
        case optional(identifier: String, isInDefaultCustomization: Bool)
    }

    private(set) var kind: Kind = .fixed
    /// The navigation item showing the group, told when its items or visibility change.
    weak var owningItem: UINavigationItem?

    /// A fixed group; `representativeItem` must not be one of `barButtonItems`.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
        for item in barButtonItems { item.buttonGroup = self }
    }

    public required init?(coder: NSCoder) {
        self.barButtonItems = []
        super.init()
    }

    /// UIKit (iOS 16): a group the user cannot move or remove when customizing the bar.
    public class func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// UIKit (iOS 16): a group the user can move but not remove.
    public class func movableGroup(customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil,
                                   items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.kind = .movable(identifier: customizationIdentifier)
        return group
    }

    /// UIKit (iOS 16): a group the user can move, remove or add back.
    public class func optionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true,
                                    representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.kind = .optional(identifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization)
        return group
    }

    /// UIKit (iOS 16): a group of one zero-width fixed space.
    public class func fixedSpace() -> UIBarButtonItemGroup {
        UIBarButtonItemGroup(barButtonItems: [.fixedSpace(0)], representativeItem: nil)
    }

    /// The items, in reading order.
    open var barButtonItems: [UIBarButtonItem] {
        didSet {
            for item in oldValue where item.buttonGroup === self { item.buttonGroup = nil }
            for item in barButtonItems { item.buttonGroup = self }
            owningItem?.rebuildItemsFromGroups()
        }
    }

    /// Shown in place of the items when the bar is short of room (never, here).
    open var representativeItem: UIBarButtonItem?
    /// Always false: OpenUIKit's bar shows the items.
    open var isDisplayingRepresentativeItem: Bool { false }
    /// UIKit (iOS 16): a hidden group's items are not shown.
    open var isHidden: Bool = false {
        didSet { if isHidden != oldValue { owningItem?.rebuildItemsFromGroups() } }
    }
    /// UIKit (iOS 16): whether the group stays reachable in the overflow menu. Kept.
    open var alwaysAvailable: Bool = false
    /// UIKit (iOS 16): the group's element in the overflow menu. Kept (no overflow menu).
    open var menuRepresentation: UIMenuElement?
}

extension UIBarButtonItem {
    /// UIKit (iOS 16): a fixed group of this item alone.
    public func creatingFixedGroup() -> UIBarButtonItemGroup {
        .fixedGroup(items: [self])
    }

    /// UIKit (iOS 16): a movable group of this item alone.
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// UIKit (iOS 16): an optional group of this item alone.
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true) -> UIBarButtonItemGroup {
        .optionalGroup(customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization, items: [self])
    }
}
