import Foundation

extension UIWindowScene {
    /// The scene's focus system (UIKit, iOS 15: one per scene). Ours: each window has its own,
    /// so this is the key window's (the first window's when none of the scene's is key); nil
    /// without windows.
    public var focusSystem: UIFocusSystem? {
        (keyWindow ?? windows.first)?.focusSystem
    }
}
