import Foundation

/// The shortcuts bar's items of a responder that edits text (UIKit, iPadOS 9): bar button groups
/// shown before and after the keyboard's suggestions.
///
/// OpenUIKit has no on-screen keyboard, so no shortcuts bar shows; the groups are kept for code
/// that configures them (a text field's `inputAssistantItem.leadingBarButtonGroups = []` to hide
/// the bar, say).
@preconcurrency @MainActor
open class UITextInputAssistantItem: NSObject {
    /// UIKit: true — the user may hide the shortcuts.
    open var allowsHidingShortcuts: Bool = true
    /// Groups shown before the suggestions; empty by default.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// Groups shown after the suggestions; empty by default.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// UIKit (iOS 17): the item that replaces the keyboard's action (return) key; nil by default.
    open var keyboardActionButtonItem: UIBarButtonItem?

    public override init() {
        super.init()
    }
}
