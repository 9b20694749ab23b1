extension UINavigationItem {
    /// UIKit (iOS 16): the groups at the bar's leading edge, in reading order; the bar shows
    /// the items of those that are not hidden. Setting them replaces `leftBarButtonItems`.
    public var leadingItemGroups: [UIBarButtonItemGroup] {
        get { leadingGroupsStorage }
        set {
            adopt(newValue, replacing: leadingGroupsStorage)
            leadingGroupsStorage = newValue
            rebuildItemsFromGroups()
        }
    }

    /// UIKit (iOS 16): the groups at the bar's trailing edge, in reading order (the last
    /// group's last item is the trailing-most). Setting them replaces `rightBarButtonItems`.
    public var trailingItemGroups: [UIBarButtonItemGroup] {
        get { trailingGroupsStorage }
        set {
            adopt(newValue, replacing: trailingGroupsStorage)
            trailingGroupsStorage = newValue
            rebuildItemsFromGroups()
        }
    }

    /// UIKit (iOS 16): groups shown in the middle of the bar by the browser and editor styles
    /// and in the overflow menu by the navigator style. Kept: OpenUIKit's bar shows neither.
    public var centerItemGroups: [UIBarButtonItemGroup] {
        get { centerGroupsStorage }
        set { centerGroupsStorage = newValue }
    }

    /// UIKit (iOS 16): a group past the trailing groups, at the trailing edge.
    public var pinnedTrailingGroup: UIBarButtonItemGroup? {
        get { pinnedTrailingGroupStorage }
        set {
            adopt(newValue.map { [$0] } ?? [], replacing: pinnedTrailingGroupStorage.map { [$0] } ?? [])
            pinnedTrailingGroupStorage = newValue
            rebuildItemsFromGroups()
        }
    }

    func replaceLeadingGroups(with items: [UIBarButtonItem]) {
        leadingItemGroups = items.isEmpty ? [] : [UIBarButtonItemGroup(barButtonItems: items, representativeItem: nil)]
    }

    /// `rightBarButtonItems` are listed trailing edge first, groups in reading order.
    func replaceTrailingGroups(with items: [UIBarButtonItem]) {
        trailingItemGroups = items.isEmpty ? [] : [UIBarButtonItemGroup(barButtonItems: items.reversed(), representativeItem: nil)]
    }

    private func adopt(_ groups: [UIBarButtonItemGroup], replacing old: [UIBarButtonItemGroup]) {
        for group in old where group.owningItem === self { group.owningItem = nil }
        for group in groups { group.owningItem = self }
    }

    /// The bar's left and right items from the groups that are not hidden.
    func rebuildItemsFromGroups() {
        let visible = { (groups: [UIBarButtonItemGroup]) in groups.filter { !$0.isHidden }.flatMap(\.barButtonItems) }
        leftItems = visible(leadingGroupsStorage)
        let trailingInReadingOrder = visible(trailingGroupsStorage) + visible(pinnedTrailingGroupStorage.map { [$0] } ?? [])
        rightItems = trailingInReadingOrder.reversed()
        itemDidChange()
    }
}

extension UINavigationItem {
    /// How a navigation item lays out its content (UIKit, iOS 16), with UIKit's raw values.
    public enum ItemStyle: Int, Sendable {
        /// Centred title; center groups in the overflow menu.
        case navigator = 0
        /// Leading title, center groups shown: for history-based navigation.
        case browser = 1
        /// Leading title, chevron-only back button, center groups shown: for documents.
        case editor = 2
    }
}
