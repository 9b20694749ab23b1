import Foundation

// The on-screen keyboard's notifications and their user-info keys, with UIKit's names and raw
// values so that observers written for iOS compile and match by name.
// OpenUIKit targets hardware keyboards: no on-screen keyboard appears, so none of these is
// posted by the framework (see the porting table). Code that posts them itself — a test that
// simulates the keyboard — reaches its observers as usual.
extension UIResponder {
    nonisolated public static let keyboardWillShowNotification = NSNotification.Name("UIKeyboardWillShowNotification")
    nonisolated public static let keyboardDidShowNotification = NSNotification.Name("UIKeyboardDidShowNotification")
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    nonisolated public static let keyboardDidHideNotification = NSNotification.Name("UIKeyboardDidHideNotification")
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's starting frame (a `CGRect` in an `NSValue` on iOS), in screen coordinates.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's ending frame, in screen coordinates.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (a `Double` in an `NSNumber` on iOS).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve, a `UIView.AnimationCurve` raw value.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to the current app (multitasking).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

    @available(*, deprecated, message: "Use keyboardFrameBeginUserInfoKey")
    nonisolated public static let keyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
    @available(*, deprecated, message: "Use keyboardFrameEndUserInfoKey")
    nonisolated public static let keyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
    @available(*, deprecated, message: "Use keyboardFrameBeginUserInfoKey or keyboardFrameEndUserInfoKey")
    nonisolated public static let keyboardBoundsUserInfoKey = "UIKeyboardBoundsUserInfoKey"
}
