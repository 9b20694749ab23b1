// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIAccessibilityTraitButton' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIAccessibility.Notification")
public typealias UIAccessibilityNotifications = UIAccessibility.Notification

@available(*, unavailable, renamed: "UIAccessibilityTraits.none")
public var UIAccessibilityTraitNone: UIAccessibilityTraits { UIAccessibilityTraits.none }

@available(*, unavailable, renamed: "UIAccessibilityTraits.button")
public var UIAccessibilityTraitButton: UIAccessibilityTraits { UIAccessibilityTraits.button }

@available(*, unavailable, renamed: "UIAccessibilityTraits.link")
public var UIAccessibilityTraitLink: UIAccessibilityTraits { UIAccessibilityTraits.link }

@available(*, unavailable, renamed: "UIAccessibilityTraits.header")
public var UIAccessibilityTraitHeader: UIAccessibilityTraits { UIAccessibilityTraits.header }

@available(*, unavailable, renamed: "UIAccessibilityTraits.searchField")
public var UIAccessibilityTraitSearchField: UIAccessibilityTraits { UIAccessibilityTraits.searchField }

@available(*, unavailable, renamed: "UIAccessibilityTraits.image")
public var UIAccessibilityTraitImage: UIAccessibilityTraits { UIAccessibilityTraits.image }

@available(*, unavailable, renamed: "UIAccessibilityTraits.selected")
public var UIAccessibilityTraitSelected: UIAccessibilityTraits { UIAccessibilityTraits.selected }

@available(*, unavailable, renamed: "UIAccessibilityTraits.playsSound")
public var UIAccessibilityTraitPlaysSound: UIAccessibilityTraits { UIAccessibilityTraits.playsSound }

@available(*, unavailable, renamed: "UIAccessibilityTraits.keyboardKey")
public var UIAccessibilityTraitKeyboardKey: UIAccessibilityTraits { UIAccessibilityTraits.keyboardKey }

@available(*, unavailable, renamed: "UIAccessibilityTraits.staticText")
public var UIAccessibilityTraitStaticText: UIAccessibilityTraits { UIAccessibilityTraits.staticText }

@available(*, unavailable, renamed: "UIAccessibilityTraits.summaryElement")
public var UIAccessibilityTraitSummaryElement: UIAccessibilityTraits { UIAccessibilityTraits.summaryElement }

@available(*, unavailable, renamed: "UIAccessibilityTraits.notEnabled")
public var UIAccessibilityTraitNotEnabled: UIAccessibilityTraits { UIAccessibilityTraits.notEnabled }

@available(*, unavailable, renamed: "UIAccessibilityTraits.updatesFrequently")
public var UIAccessibilityTraitUpdatesFrequently: UIAccessibilityTraits { UIAccessibilityTraits.updatesFrequently }

@available(*, unavailable, renamed: "UIAccessibilityTraits.startsMediaSession")
public var UIAccessibilityTraitStartsMediaSession: UIAccessibilityTraits { UIAccessibilityTraits.startsMediaSession }

@available(*, unavailable, renamed: "UIAccessibilityTraits.adjustable")
public var UIAccessibilityTraitAdjustable: UIAccessibilityTraits { UIAccessibilityTraits.adjustable }

@available(*, unavailable, renamed: "UIAccessibilityTraits.allowsDirectInteraction")
public var UIAccessibilityTraitAllowsDirectInteraction: UIAccessibilityTraits { UIAccessibilityTraits.allowsDirectInteraction }

@available(*, unavailable, renamed: "UIAccessibilityTraits.causesPageTurn")
public var UIAccessibilityTraitCausesPageTurn: UIAccessibilityTraits { UIAccessibilityTraits.causesPageTurn }

@available(*, unavailable, renamed: "UIAccessibilityTraits.tabBar")
public var UIAccessibilityTraitTabBar: UIAccessibilityTraits { UIAccessibilityTraits.tabBar }

@available(*, unavailable, renamed: "UIAccessibility.Notification.layoutChanged")
public var UIAccessibilityLayoutChangedNotification: UIAccessibility.Notification { UIAccessibility.Notification.layoutChanged }

@available(*, unavailable, renamed: "UIAccessibility.Notification.screenChanged")
public var UIAccessibilityScreenChangedNotification: UIAccessibility.Notification { UIAccessibility.Notification.screenChanged }

@available(*, unavailable, renamed: "UIAccessibility.Notification.announcement")
public var UIAccessibilityAnnouncementNotification: UIAccessibility.Notification { UIAccessibility.Notification.announcement }

@available(*, unavailable, renamed: "UIAccessibility.Notification.pageScrolled")
public var UIAccessibilityPageScrolledNotification: UIAccessibility.Notification { UIAccessibility.Notification.pageScrolled }

@available(*, unavailable, renamed: "UIAccessibility.Notification.pauseAssistiveTechnology")
public var UIAccessibilityPauseAssistiveTechnologyNotification: UIAccessibility.Notification { UIAccessibility.Notification.pauseAssistiveTechnology }

@available(*, unavailable, renamed: "UIAccessibility.Notification.resumeAssistiveTechnology")
public var UIAccessibilityResumeAssistiveTechnologyNotification: UIAccessibility.Notification { UIAccessibility.Notification.resumeAssistiveTechnology }

@available(*, unavailable, renamed: "UIAccessibility.announcementStringValueUserInfoKey")
public var UIAccessibilityAnnouncementKeyStringValue: String { UIAccessibility.announcementStringValueUserInfoKey }

@available(*, unavailable, renamed: "UIAccessibility.announcementWasSuccessfulUserInfoKey")
public var UIAccessibilityAnnouncementKeyWasSuccessful: String { UIAccessibility.announcementWasSuccessfulUserInfoKey }

extension NSNotification.Name {
    @available(*, unavailable, renamed: "UIAccessibility.voiceOverStatusDidChangeNotification")
    public static var UIAccessibilityVoiceOverStatusDidChange: NSNotification.Name { UIAccessibility.voiceOverStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIAccessibility.switchControlStatusDidChangeNotification")
    public static var UIAccessibilitySwitchControlStatusDidChange: NSNotification.Name { UIAccessibility.switchControlStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIAccessibility.reduceMotionStatusDidChangeNotification")
    public static var UIAccessibilityReduceMotionStatusDidChange: NSNotification.Name { UIAccessibility.reduceMotionStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIAccessibility.reduceTransparencyStatusDidChangeNotification")
    public static var UIAccessibilityReduceTransparencyStatusDidChange: NSNotification.Name { UIAccessibility.reduceTransparencyStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIAccessibility.boldTextStatusDidChangeNotification")
    public static var UIAccessibilityBoldTextStatusDidChange: NSNotification.Name { UIAccessibility.boldTextStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIAccessibility.darkerSystemColorsStatusDidChangeNotification")
    public static var UIAccessibilityDarkerSystemColorsStatusDidChange: NSNotification.Name { UIAccessibility.darkerSystemColorsStatusDidChangeNotification }
    @available(*, unavailable, renamed: "UIAccessibility.elementFocusedNotification")
    public static var UIAccessibilityElementFocused: NSNotification.Name { UIAccessibility.elementFocusedNotification }
    @available(*, unavailable, renamed: "UIAccessibility.announcementDidFinishNotification")
    public static var UIAccessibilityAnnouncementDidFinish: NSNotification.Name { UIAccessibility.announcementDidFinishNotification }
}
