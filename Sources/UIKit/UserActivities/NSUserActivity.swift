import Foundation

/// The persistent identifier of a user activity (Foundation's typealias).
public typealias NSUserActivityPersistentIdentifier = String

/// A representation of the state of an app at a moment (Foundation on Apple platforms; the
/// Linux Foundation has no such class, so OpenUIKit declares it).
///
/// What it does here: it carries its type, title, user info and flags; `becomeCurrent()`
/// saves it when `needsSave` is set (the delegate's `userActivityWillSave(_:)`, then
/// `updateUserActivityState(_:)` of each responder whose `userActivity` it is), as UIKit does
/// before an activity is handed off. There is no Handoff, Spotlight or Siri to give it to.
open class NSUserActivity: NSObject {
    /// The activity's type (a reverse-DNS string the app declares).
    public let activityType: String
    open var title: String?
    /// Property-list values describing the state.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to restore the state (nil: all of them).
    open var requiredUserInfoKeys: Set<String>?
    /// Set when the state changed; the next save asks the delegate and responders.
    open var needsSave = false
    open var webpageURL: URL?
    open var referrerURL: URL?
    open var expirationDate: Date?
    open var keywords: Set<String> = []
    open var supportsContinuationStreams = false
    open var targetContentIdentifier: String?
    /// Foundation: true.
    open var isEligibleForHandoff = true
    open var isEligibleForSearch = false
    open var isEligibleForPublicIndexing = false
    open var isEligibleForPrediction = false
    open var persistentIdentifier: NSUserActivityPersistentIdentifier?
    open weak var delegate: (any NSUserActivityDelegate)?

    /// Whether the activity is the current one (between `becomeCurrent()` and
    /// `resignCurrent()` or `invalidate()`).
    var isCurrent = false
    var isInvalidated = false
    /// The responders whose `userActivity` this is (UIKit asks them to update it).
    var owners: [WeakResponder] = []

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Foundation: an activity of the app's first declared type; here the bundle's
    /// identifier stands in (OpenUIKit reads no Info.plist activity types).
    public override convenience init() {
        self.init(activityType: Bundle.main.bundleIdentifier ?? "")
    }

    /// Merges `otherDictionary` into `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes the activity current; saves it first when `needsSave` is set.
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        isCurrent = true
        saveIfNeeded()
    }

    open func resignCurrent() {
        isCurrent = false
    }

    /// Ends the activity for good: it can no longer become current.
    open func invalidate() {
        isCurrent = false
        isInvalidated = true
    }

    /// UIKit's save: the delegate, then the owning responders, each asked to update the
    /// activity; `needsSave` is cleared. Only on the main thread (responders are main-actor).
    func saveIfNeeded() {
        guard needsSave else { return }
        save()
    }

    /// The save itself (also before a scene's restoration activity is kept, whether or not
    /// `needsSave` is set, as UIKit documents for `stateRestorationActivity(for:)`).
    func save() {
        guard Thread.isMainThread else { return }
        needsSave = false
        delegate?.userActivityWillSave(self)
        // On the main thread (checked above): the responders are called where they live.
        nonisolated(unsafe) let activity = self
        let owners = self.owners
        MainActor.assumeIsolated {
            for owner in owners {
                owner.responder?.updateUserActivityState(activity)
            }
        }
    }

    struct WeakResponder {
        weak var responder: UIResponder?
    }
}

/// Hears about a user activity's saves and continuations (Foundation).
public protocol NSUserActivityDelegate: NSObjectProtocol {
    /// The activity is about to be saved: bring its `userInfo` up to date.
    func userActivityWillSave(_ userActivity: NSUserActivity)
    /// The activity was continued on another device.
    func userActivityWasContinued(_ userActivity: NSUserActivity)
}

extension NSUserActivityDelegate {
    public func userActivityWillSave(_ userActivity: NSUserActivity) {}
    public func userActivityWasContinued(_ userActivity: NSUserActivity) {}
}
