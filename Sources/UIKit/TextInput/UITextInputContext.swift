import Foundation

/// What kind of text input people are likely to use (UIKit, iOS 16.4).
///
/// On Linux text comes from a hardware keyboard (through an input method), so
/// `isHardwareKeyboardInputExpected` starts true and the pencil and dictation answers false;
/// each is settable, as in UIKit, so an app or a test can say otherwise.
@preconcurrency @MainActor
open class UITextInputContext: NSObject {
    private static let shared = UITextInputContext()

    /// The shared text-input context.
    open class func current() -> UITextInputContext! { shared }

    /// Whether someone is likely to write with Apple Pencil (false: no pencil on Linux).
    open var isPencilInputExpected = false
    /// Whether someone is likely to dictate (false: no dictation on Linux).
    open var isDictationInputExpected = false
    /// Whether someone is likely to type on a hardware keyboard (true on Linux).
    open var isHardwareKeyboardInputExpected = true
}
