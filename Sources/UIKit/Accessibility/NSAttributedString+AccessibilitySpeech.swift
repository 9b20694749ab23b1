import Foundation

// UIKit's attributes for text that assistive technologies speak (an announcement, a label):
// how VoiceOver pronounces it. Carried with the text here; nothing speaks it on Linux.
extension NSAttributedString.Key {
    /// A Boolean: speak every punctuation mark.
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key("UIAccessibilitySpeechAttributePunctuation")
    /// A BCP 47 language code to speak the text in.
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("UIAccessibilitySpeechAttributeLanguage")
    /// A number from 0 to 2 (1: normal pitch).
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// A Boolean: queue an announcement after current speech instead of interrupting it.
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// A pronunciation in the International Phonetic Alphabet.
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key("UIAccessibilitySpeechAttributeIPANotation")
    /// A Boolean: spell the text out letter by letter.
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    /// A `UIAccessibilityPriority` for an announcement (iOS 17).
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// A heading level (an integer, 0 to 6) for text in a document.
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key("UIAccessibilityTextAttributeHeadingLevel")
    /// App-defined strings VoiceOver reads as extra information about the text.
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
}

/// How urgently an announcement is spoken (UIKit, iOS 17): the value of
/// `accessibilitySpeechAnnouncementPriority`.
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Interrupts current speech and is not interrupted.
    public static let high = UIAccessibilityPriority("UIAccessibilityPriorityHigh")
    /// Interrupts current speech; later speech may interrupt it.
    public static let `default` = UIAccessibilityPriority("UIAccessibilityPriorityDefault")
    /// Queued after current speech.
    public static let low = UIAccessibilityPriority("UIAccessibilityPriorityLow")
}
