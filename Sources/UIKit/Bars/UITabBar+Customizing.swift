import Foundation

// UIKit's tab customizing: a sheet over the bar where the person rearranges `items`. There
// is no sheet here; beginning and ending tell the delegate in UIKit's order, so code that
// drives customizing (and a tab bar controller's "More" editing) sees the same calls.
extension UITabBar {
    /// Begins customizing `items` (those the person may move): the delegate's
    /// `willBeginCustomizing` and `didBeginCustomizing`. Ignored while customizing.
    public func beginCustomizingItems(_ items: [UITabBarItem]) {
        guard customizingItems == nil else { return }
        delegate?.tabBar(self, willBeginCustomizing: items)
        customizingItems = items
        delegate?.tabBar(self, didBeginCustomizing: items)
    }

    /// Ends customizing: the delegate's `willEndCustomizing` and `didEndCustomizing` with the
    /// bar's items, unchanged (nothing moves them here). True when customizing was ended,
    /// false when the bar was not customizing.
    @discardableResult
    public func endCustomizing(animated: Bool) -> Bool {
        guard customizingItems != nil else { return false }
        let items = itemList
        delegate?.tabBar(self, willEndCustomizing: items, changed: false)
        customizingItems = nil
        delegate?.tabBar(self, didEndCustomizing: items, changed: false)
        return true
    }

    /// Whether `beginCustomizingItems(_:)` started customizing that has not ended.
    public var isCustomizing: Bool { customizingItems != nil }
}
