import Foundation

// The rest of UIKit's status-change notifications and user-info keys. UIKit posts a
// notification when its setting changes; Linux has none of these settings, so they are never
// posted here (Bold Text and Increase Contrast: see `UIAccessibility.swift`).
extension UIAccessibility {
    public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
    public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    public static let hearingDevicePairedEarDidChangeNotification = Foundation.Notification.Name("UIAccessibilityHearingDevicePairedEarDidChangeNotification")

    // User-info keys of `elementFocusedNotification`.
    public static let focusedElementUserInfoKey = "UIAccessibilityFocusedElementKey"
    public static let unfocusedElementUserInfoKey = "UIAccessibilityUnfocusedElementKey"
    public static let assistiveTechnologyUserInfoKey = "UIAccessibilityAssistiveTechnologyKey"

    /// Which assistive technology a notification or a focused element belongs to
    /// (`UIAccessibilityAssistiveTechnologyIdentifier`, a string in UIKit).
    public struct AssistiveTechnologyIdentifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let notificationVoiceOver = AssistiveTechnologyIdentifier("UIAccessibilityNotificationVoiceOverIdentifier")
        public static let notificationSwitchControl = AssistiveTechnologyIdentifier("UIAccessibilityNotificationSwitchControlIdentifier")
    }

    /// The ears a Made for iPhone hearing device is paired with.
    public struct HearingDeviceEar: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let left = HearingDeviceEar(rawValue: 1 << 1)
        public static let right = HearingDeviceEar(rawValue: 1 << 2)
        public static let both: HearingDeviceEar = [.left, .right]
    }

    /// No hearing device is paired on Linux: no ears.
    public static var hearingDevicePairedEar: HearingDeviceEar { [] }
}
