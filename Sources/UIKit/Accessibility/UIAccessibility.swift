internal import CMainThread
import Foundation

/// UIKit's accessibility functions and settings. (A namespace; whether Apple's SDK declares it
/// as an enum or a struct is not confirmed here: `UIAccessibility.<member>` reads the same.)
///
/// Linux runs no assistive technology: every setting reports "off" (Increase Contrast and Bold
/// Text: as `UIKitTestEnvironment` sets them), and posted notifications
/// go to `AccessibilityNotificationRecorder` (UIKitTesting) for tests.
public enum UIAccessibility {}

extension UIAccessibility {
    /// A notification an app posts to assistive technologies (`UIAccessibilityNotifications`,
    /// a `uint32_t` in UIKit).
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32

        public init(rawValue: UInt32) {
            self.rawValue = rawValue
        }

        // UIKit's values (UIAccessibilityConstants.h).
        /// A new screen appeared; the argument is the element to focus (or nil) or a string to speak.
        public static let screenChanged = Notification(rawValue: 1000)
        /// The layout of the screen changed; the argument as for `screenChanged`.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// The argument is a string (or an attributed string) to announce.
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished; the argument is a string describing the new position.
        public static let pageScrolled = Notification(rawValue: 1009)
        public static let pauseAssistiveTechnology = Notification(rawValue: 1010)
        public static let resumeAssistiveTechnology = Notification(rawValue: 1011)
    }

    /// Posts `notification` to assistive technologies (recorded for tests; no assistive
    /// technology listens on Linux). Callable from any thread, as in UIKit; posts from other
    /// threads are recorded on the main thread.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        let box = UncheckedArgument(value: argument)
        if openuikit_is_main_thread() {
            MainActor.assumeIsolated {
                // UIKit: apps post `.layoutChanged` / `.screenChanged` when what assistive
                // technologies read changed in a way UIKit cannot see (UI tests look again).
                UIApplication.noteInterfaceChange()
                SystemRequestLog.send(.accessibilityNotification(notification, argument: box.value))
            }
        } else {
            DispatchQueue.main.async {
                UIApplication.noteInterfaceChange()
                SystemRequestLog.send(.accessibilityNotification(notification, argument: box.value))
            }
        }
    }

    /// The argument travels to the main thread as given, as UIKit passes it to the system.
    private struct UncheckedArgument: @unchecked Sendable {
        let value: Any?
    }

    // MARK: Settings (none of these assistive features exists on Linux)

    public static var isVoiceOverRunning: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    public static var isAssistiveTouchRunning: Bool { false }
    public static var isGuidedAccessEnabled: Bool { false }
    public static var isReduceMotionEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    /// The user's Bold Text setting (`UIKitTestEnvironment.setBoldText(_:)` plays it).
    public static var isBoldTextEnabled: Bool { UIApplication.systemSetting(.boldText) }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    /// The user's Increase Contrast setting (`UIKitTestEnvironment.setIncreaseContrast(_:)`
    /// plays it): the high `accessibilityContrast` trait.
    public static var isDarkerSystemColorsEnabled: Bool { UIApplication.systemSetting(.increasedContrast) }
    public static var isClosedCaptioningEnabled: Bool { false }
    public static var isMonoAudioEnabled: Bool { false }
    public static var isShakeToUndoEnabled: Bool { true }
    public static var isSpeakScreenEnabled: Bool { false }
    public static var isSpeakSelectionEnabled: Bool { false }
    public static var isVideoAutoplayEnabled: Bool { true }
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    public static var shouldDifferentiateWithoutColor: Bool { false }
    public static var buttonShapesEnabled: Bool { false }
    public static var prefersCrossFadeTransitions: Bool { false }

    // MARK: Notification names (posted by UIKit when a setting changes; never on Linux)

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
    public static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    public static let announcementStringValueUserInfoKey = "UIAccessibilityAnnouncementKeyStringValue"
    public static let announcementWasSuccessfulUserInfoKey = "UIAccessibilityAnnouncementKeyWasSuccessful"
}
