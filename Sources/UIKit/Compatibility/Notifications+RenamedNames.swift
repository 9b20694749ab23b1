import Foundation

// Swift 4 spellings of notification names and user-info keys that Swift 4.2 moved onto their
// types, still declared by Apple's SDK as unavailable and renamed: code written with them
// (`NSNotification.Name.UIDeviceOrientationDidChange`, `UIKeyboardFrameEndUserInfoKey`) stops
// with "'…' has been renamed to '…'" and a fix-it, as it does with Xcode, instead of
// "has no member".

extension NSNotification.Name {
    @available(*, unavailable, renamed: "UIDevice.orientationDidChangeNotification")
    public static var UIDeviceOrientationDidChange: NSNotification.Name { UIDevice.orientationDidChangeNotification }
    @available(*, unavailable, renamed: "UIDevice.batteryStateDidChangeNotification")
    public static var UIDeviceBatteryStateDidChange: NSNotification.Name { UIDevice.batteryStateDidChangeNotification }
    @available(*, unavailable, renamed: "UIDevice.batteryLevelDidChangeNotification")
    public static var UIDeviceBatteryLevelDidChange: NSNotification.Name { UIDevice.batteryLevelDidChangeNotification }
    @available(*, unavailable, renamed: "UIDevice.proximityStateDidChangeNotification")
    public static var UIDeviceProximityStateDidChange: NSNotification.Name { UIDevice.proximityStateDidChangeNotification }

    @available(*, unavailable, renamed: "UIResponder.keyboardWillShowNotification")
    public static var UIKeyboardWillShow: NSNotification.Name { UIResponder.keyboardWillShowNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidShowNotification")
    public static var UIKeyboardDidShow: NSNotification.Name { UIResponder.keyboardDidShowNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardWillHideNotification")
    public static var UIKeyboardWillHide: NSNotification.Name { UIResponder.keyboardWillHideNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidHideNotification")
    public static var UIKeyboardDidHide: NSNotification.Name { UIResponder.keyboardDidHideNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static var UIKeyboardWillChangeFrame: NSNotification.Name { UIResponder.keyboardWillChangeFrameNotification }
    @available(*, unavailable, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static var UIKeyboardDidChangeFrame: NSNotification.Name { UIResponder.keyboardDidChangeFrameNotification }

    @available(*, unavailable, renamed: "UITextField.textDidBeginEditingNotification")
    public static var UITextFieldTextDidBeginEditing: NSNotification.Name { UITextField.textDidBeginEditingNotification }
    @available(*, unavailable, renamed: "UITextField.textDidChangeNotification")
    public static var UITextFieldTextDidChange: NSNotification.Name { UITextField.textDidChangeNotification }
    @available(*, unavailable, renamed: "UITextField.textDidEndEditingNotification")
    public static var UITextFieldTextDidEndEditing: NSNotification.Name { UITextField.textDidEndEditingNotification }
    @available(*, unavailable, renamed: "UITextView.textDidBeginEditingNotification")
    public static var UITextViewTextDidBeginEditing: NSNotification.Name { UITextView.textDidBeginEditingNotification }
    @available(*, unavailable, renamed: "UITextView.textDidChangeNotification")
    public static var UITextViewTextDidChange: NSNotification.Name { UITextView.textDidChangeNotification }
    @available(*, unavailable, renamed: "UITextView.textDidEndEditingNotification")
    public static var UITextViewTextDidEndEditing: NSNotification.Name { UITextView.textDidEndEditingNotification }

    @available(*, unavailable, renamed: "UIContentSizeCategory.didChangeNotification")
    public static var UIContentSizeCategoryDidChange: NSNotification.Name { UIContentSizeCategory.didChangeNotification }

    @available(*, unavailable, renamed: "UIMenuController.willShowMenuNotification")
    public static var UIMenuControllerWillShowMenu: NSNotification.Name { UIMenuController.willShowMenuNotification }
    @available(*, unavailable, renamed: "UIMenuController.didShowMenuNotification")
    public static var UIMenuControllerDidShowMenu: NSNotification.Name { UIMenuController.didShowMenuNotification }
    @available(*, unavailable, renamed: "UIMenuController.willHideMenuNotification")
    public static var UIMenuControllerWillHideMenu: NSNotification.Name { UIMenuController.willHideMenuNotification }
    @available(*, unavailable, renamed: "UIMenuController.didHideMenuNotification")
    public static var UIMenuControllerDidHideMenu: NSNotification.Name { UIMenuController.didHideMenuNotification }
    @available(*, unavailable, renamed: "UIMenuController.menuFrameDidChangeNotification")
    public static var UIMenuControllerMenuFrameDidChange: NSNotification.Name { UIMenuController.menuFrameDidChangeNotification }

    @available(*, unavailable, renamed: "UITableView.selectionDidChangeNotification")
    public static var UITableViewSelectionDidChange: NSNotification.Name { UITableView.selectionDidChangeNotification }
    @available(*, unavailable, renamed: "UIPasteboard.changedNotification")
    public static var UIPasteboardChanged: NSNotification.Name { UIPasteboard.changedNotification }
    @available(*, unavailable, renamed: "UIPasteboard.removedNotification")
    public static var UIPasteboardRemoved: NSNotification.Name { UIPasteboard.removedNotification }
    @available(*, unavailable, renamed: "UIApplication.backgroundRefreshStatusDidChangeNotification")
    public static var UIApplicationBackgroundRefreshStatusDidChange: NSNotification.Name { UIApplication.backgroundRefreshStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIViewController.showDetailTargetDidChangeNotification")
    public static var UIViewControllerShowDetailTargetDidChange: NSNotification.Name { UIViewController.showDetailTargetDidChangeNotification }
    @available(*, unavailable, renamed: "UIFocusSystem.didUpdateNotification")
    public static var UIFocusDidUpdate: NSNotification.Name { UIFocusSystem.didUpdateNotification }
    @available(*, unavailable, renamed: "UIFocusSystem.movementDidFailNotification")
    public static var UIFocusMovementDidFail: NSNotification.Name { UIFocusSystem.movementDidFailNotification }
    @available(*, unavailable, renamed: "NSTextStorage.willProcessEditingNotification")
    public static var NSTextStorageWillProcessEditing: NSNotification.Name { NSTextStorage.willProcessEditingNotification }
    @available(*, unavailable, renamed: "NSTextStorage.didProcessEditingNotification")
    public static var NSTextStorageDidProcessEditing: NSNotification.Name { NSTextStorage.didProcessEditingNotification }
}

@available(*, unavailable, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public var UIKeyboardFrameBeginUserInfoKey: String { UIResponder.keyboardFrameBeginUserInfoKey }

@available(*, unavailable, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public var UIKeyboardFrameEndUserInfoKey: String { UIResponder.keyboardFrameEndUserInfoKey }

@available(*, unavailable, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public var UIKeyboardAnimationDurationUserInfoKey: String { UIResponder.keyboardAnimationDurationUserInfoKey }

@available(*, unavailable, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public var UIKeyboardAnimationCurveUserInfoKey: String { UIResponder.keyboardAnimationCurveUserInfoKey }

@available(*, unavailable, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public var UIKeyboardIsLocalUserInfoKey: String { UIResponder.keyboardIsLocalUserInfoKey }
