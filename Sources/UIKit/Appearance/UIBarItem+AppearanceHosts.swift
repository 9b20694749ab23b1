import Foundation

extension UIToolbar: BarItemAppearanceHost {
    var itemsForAppearance: [UIBarItem] { items ?? [] }
}

extension UITabBar: BarItemAppearanceHost {
    var itemsForAppearance: [UIBarItem] { items ?? [] }
}

extension UINavigationBar: BarItemAppearanceHost {
    /// The top item's bar button items (the ones the bar shows).
    var itemsForAppearance: [UIBarItem] { (topItem?.leftItems ?? []) + (topItem?.rightItems ?? []) }
}
