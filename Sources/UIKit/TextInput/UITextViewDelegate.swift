import Foundation

/// The methods a text view's delegate implements to manage editing (UIKit). Every method is
/// optional; the defaults below are what UIKit does when the delegate does not implement one.
/// As a scroll view's delegate, it also hears about scrolling.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before the text view becomes first responder; false keeps it from editing.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The text view became first responder and is editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asked before the text view resigns first responder; false keeps it editing.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before the user's edit replaces `range` (UTF-16) with `text`; false leaves the
    /// text as it is.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not sent for programmatic changes).
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
    /// Asked when the user taps a link in a selectable, non-editable text view; false keeps
    /// the URL from opening (UIKit, iOS 10; deprecated in iOS 17).
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// Asked when the user taps an attachment in a selectable, non-editable text view (UIKit,
    /// iOS 10; deprecated in iOS 17).
    func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool
    /// The action a tap on a link or tagged text performs: `defaultAction` (opening the URL),
    /// another action, or nil for none (UIKit, iOS 17).
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction?
    /// The menu a long press on a link or tagged text shows: `defaultMenu` (for a link, Open
    /// Link and Copy Link; empty for a tag), another, or nil for none (UIKit, iOS 17).
    func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu) -> UITextItem.MenuConfiguration?
    /// A text item's menu is about to show (iOS 17).
    func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// A text item's menu is about to go (iOS 17).
    func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem, animator: any UIContextMenuInteractionAnimating)
    /// The edit menu for the selected text: nil shows the suggested actions (iOS 16).
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// The edit menu is about to show; animations added to `animator` run with it (iOS 16).
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to hide (iOS 16).
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// iOS 18: Writing Tools begins or ends working on the text (never on Linux).
    func textViewWritingToolsWillBegin(_ textView: UITextView)
    func textViewWritingToolsDidEnd(_ textView: UITextView)
    /// iOS 18: ranges Writing Tools leaves alone (never asked on Linux).
    func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange) -> [NSRange]
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                         interaction: UITextItemInteraction) -> Bool { true }
    public func textView(_ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
                         in characterRange: NSRange, interaction: UITextItemInteraction) -> Bool { true }
    /// UIKit: a delegate without this method is asked the iOS 10 question for a link or an
    /// attachment.
    public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        switch textItem.content {
        case .link(let url):
            return self.textView(textView, shouldInteractWith: url, in: textItem.range, interaction: .invokeDefaultAction)
                ? defaultAction : nil
        case .textAttachment(let attachment):
            return self.textView(textView, shouldInteractWith: attachment, in: textItem.range, interaction: .invokeDefaultAction)
                ? defaultAction : nil
        case .tag:
            return defaultAction
        }
    }
    /// UIKit: a delegate without this method is asked the iOS 10 question for a link or an
    /// attachment (`.presentActions`); the default menu shows unless it answers false.
    public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem,
                         defaultMenu: UIMenu) -> UITextItem.MenuConfiguration? {
        switch textItem.content {
        case .link(let url):
            if !self.textView(textView, shouldInteractWith: url, in: textItem.range, interaction: .presentActions) { return nil }
        case .textAttachment(let attachment):
            if !self.textView(textView, shouldInteractWith: attachment, in: textItem.range, interaction: .presentActions) {
                return nil
            }
        case .tag:
            break
        }
        return UITextItem.MenuConfiguration(menu: defaultMenu)
    }
    public func textView(_ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
                         animator: any UIContextMenuInteractionAnimating) {}
    public func textView(_ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
                         animator: any UIContextMenuInteractionAnimating) {}
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textViewWritingToolsWillBegin(_ textView: UITextView) {}
    public func textViewWritingToolsDidEnd(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, writingToolsIgnoredRangesInEnclosingRange enclosingRange: NSRange) -> [NSRange] { [] }
}
