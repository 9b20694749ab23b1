import Foundation

/// A Home Screen quick action (UIKit, iOS 9). Linux has no Home Screen: the items an app
/// sets in `UIApplication.shortcutItems` are kept, and a quick action reaches the app only
/// when a test performs one (`UIKitTestEnvironment.performQuickAction(_:)`).
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject, NSCopying, NSMutableCopying {
    var typeStorage: String
    var localizedTitleStorage: String
    var localizedSubtitleStorage: String?
    var iconStorage: UIApplicationShortcutIcon?
    var userInfoStorage: [String: any NSSecureCoding]?
    var targetContentIdentifierStorage: Any?

    /// UIKit: throws an exception when `userInfo` is not property-list encodable.
    public init(type: String, localizedTitle: String, localizedSubtitle: String?,
                icon: UIApplicationShortcutIcon?, userInfo: [String: any NSSecureCoding]? = nil) {
        Self.validate(userInfo, api: "UIApplicationShortcutItem.init(type:localizedTitle:localizedSubtitle:icon:userInfo:)")
        typeStorage = type
        localizedTitleStorage = localizedTitle
        localizedSubtitleStorage = localizedSubtitle
        iconStorage = icon
        userInfoStorage = userInfo
        super.init()
    }

    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil, userInfo: nil)
    }

    /// The app-defined type the app delegate switches on.
    open var type: String { typeStorage }
    open var localizedTitle: String { localizedTitleStorage }
    open var localizedSubtitle: String? { localizedSubtitleStorage }
    open var icon: UIApplicationShortcutIcon? { iconStorage }
    open var userInfo: [String: any NSSecureCoding]? { userInfoStorage }
    /// Which scene should handle the action (UIKit, iOS 13; OpenUIKit has one scene).
    open var targetContentIdentifier: Any? { targetContentIdentifierStorage }

    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copy(mutable: false) }
    }

    nonisolated open func mutableCopy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { copy(mutable: true) }
    }

    private func copy(mutable: Bool) -> UIApplicationShortcutItem {
        let item = mutable
            ? UIMutableApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                               icon: icon, userInfo: userInfo)
            : UIApplicationShortcutItem(type: type, localizedTitle: localizedTitle, localizedSubtitle: localizedSubtitle,
                                        icon: icon, userInfo: userInfo)
        item.targetContentIdentifierStorage = targetContentIdentifier
        return item
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIApplicationShortcutItem else { return false }
        return other.type == type && other.localizedTitle == localizedTitle
            && other.localizedSubtitle == localizedSubtitle && other.icon == icon
            && NSDictionary(dictionary: other.userInfo ?? [:]).isEqual(to: userInfo ?? [:])
    }

    open override var hash: Int { type.hashValue ^ localizedTitle.hashValue }

    /// Property-list values only: strings, numbers, dates, data, and arrays and dictionaries
    /// of them.
    static func validate(_ userInfo: [String: any NSSecureCoding]?, api: String) {
        guard let userInfo else { return }
        for (key, value) in userInfo {
            precondition(isPropertyListValue(value), "\(api): the userInfo value for \"\(key)\" (\(Swift.type(of: value))) is not property-list encodable")
        }
    }

    private static func isPropertyListValue(_ value: Any) -> Bool {
        switch value {
        case is NSString, is NSNumber, is NSDate, is NSData, is String, is Bool, is Int, is Double, is Date, is Data:
            return true
        case let array as NSArray:
            return array.allSatisfy(isPropertyListValue)
        case let dictionary as NSDictionary:
            return dictionary.allKeys.allSatisfy { $0 is String || $0 is NSString }
                && dictionary.allValues.allSatisfy(isPropertyListValue)
        default:
            return false
        }
    }
}

/// A quick action whose properties can be changed (UIKit, iOS 9).
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    open override var type: String {
        get { typeStorage }
        set { typeStorage = newValue }
    }
    open override var localizedTitle: String {
        get { localizedTitleStorage }
        set { localizedTitleStorage = newValue }
    }
    open override var localizedSubtitle: String? {
        get { localizedSubtitleStorage }
        set { localizedSubtitleStorage = newValue }
    }
    open override var icon: UIApplicationShortcutIcon? {
        get { iconStorage }
        set { iconStorage = newValue }
    }
    open override var userInfo: [String: any NSSecureCoding]? {
        get { userInfoStorage }
        set {
            Self.validate(newValue, api: "UIMutableApplicationShortcutItem.userInfo")
            userInfoStorage = newValue
        }
    }
    open override var targetContentIdentifier: Any? {
        get { targetContentIdentifierStorage }
        set { targetContentIdentifierStorage = newValue }
    }
}
