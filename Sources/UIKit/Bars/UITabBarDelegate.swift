/// The delegate of a tab bar (UIKit): told when the person selects an item.
///
/// Differs from UIKit: no customizing methods (tab bars here are not customizable).
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}
