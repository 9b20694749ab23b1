import Foundation

/// The keyboard language in use for text input (UIKit).
///
/// OpenUIKit has one input mode, the hardware keyboard's, whose language is the first of the
/// user's preferred languages (`Locale.preferredLanguages`, "en-US" without one); it never
/// changes, so `currentInputModeDidChangeNotification` is not posted.
@preconcurrency @MainActor
open class UITextInputMode: NSObject {
    /// Posted when the user switches keyboards (UIKit).
    public static let currentInputModeDidChangeNotification = Notification.Name("UITextInputCurrentInputModeDidChangeNotification")

    /// The language of the mode, a BCP 47 tag such as "en-US" (UIKit: "dictation" and
    /// "emoji" for those keyboards).
    open var primaryLanguage: String? { primaryLanguageStorage }
    let primaryLanguageStorage: String

    init(primaryLanguage: String) {
        primaryLanguageStorage = primaryLanguage
        super.init()
    }

    /// The input modes the user can switch between: here the one keyboard.
    open class var activeInputModes: [UITextInputMode] { [current] }

    /// The hardware keyboard's mode, shared by every text object.
    static let current = UITextInputMode(primaryLanguage: Locale.preferredLanguages.first ?? "en-US")
}
