import Foundation

extension UIScene {
    /// Why a scene connects: URLs to open, the app that asked (UIKit; made by the system).
    /// OpenUIKit's launch asks for nothing: the sets are empty and the values nil.
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        let shortcutItemStorage: UIApplicationShortcutItem?
        let urlContextsStorage: Set<UIOpenURLContext>
        let userActivitiesStorage: Set<NSUserActivity>
        let sourceApplicationStorage: String?

        init(shortcutItem: UIApplicationShortcutItem? = nil, urlContexts: Set<UIOpenURLContext> = [],
             userActivities: Set<NSUserActivity> = [], sourceApplication: String? = nil) {
            shortcutItemStorage = shortcutItem
            urlContextsStorage = urlContexts
            userActivitiesStorage = userActivities
            sourceApplicationStorage = sourceApplication
            super.init()
        }

        /// URLs to open at connection. UIKit: the scene delegate opens them from here;
        /// `scene(_:openURLContexts:)` is not called for them.
        open var urlContexts: Set<UIOpenURLContext> { urlContextsStorage }
        /// The bundle identifier of the app that asked for the connection.
        open var sourceApplication: String? { sourceApplicationStorage }
        /// The type of a Handoff activity whose data is still on its way (nil: no Handoff here).
        open var handoffUserActivityType: String? { nil }
        /// Activities to continue at connection (a universal link is an
        /// `NSUserActivityTypeBrowsingWeb` activity). UIKit: `scene(_:continue:)` is not called
        /// for them.
        open var userActivities: Set<NSUserActivity> { userActivitiesStorage }
        /// The Home Screen quick action that launched the app (UIKit: then
        /// `windowScene(_:performActionFor:completionHandler:)` is not called for it).
        open var shortcutItem: UIApplicationShortcutItem? { shortcutItemStorage }
    }

    /// Options for `UIScene.open(_:options:completionHandler:)`.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Open the URL only when an app claims it as a universal link (false).
        open var universalLinksOnly = false

        public override init() {
            super.init()
        }
    }

    /// The options a URL arrived with (UIKit, iOS 13), in its `UIOpenURLContext`.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        let sourceApplicationStorage: String?
        let annotationStorage: Any?
        let openInPlaceStorage: Bool
        let eventAttributionStorage: UIEventAttribution?

        init(sourceApplication: String? = nil, annotation: Any? = nil, openInPlace: Bool = false,
             eventAttribution: UIEventAttribution? = nil) {
            sourceApplicationStorage = sourceApplication
            annotationStorage = annotation
            openInPlaceStorage = openInPlace
            eventAttributionStorage = eventAttribution
            super.init()
        }

        /// The bundle identifier of the app that opened the URL (nil when it is not one of
        /// the developer's own apps, as on iOS).
        open var sourceApplication: String? { sourceApplicationStorage }
        /// A property list a document interaction controller attached.
        open var annotation: Any? { annotationStorage }
        /// Whether the file must be opened where it is (false: the app has its own copy).
        open var openInPlace: Bool { openInPlaceStorage }
        /// iOS 14.5: the ad click that led to the URL.
        open var eventAttribution: UIEventAttribution? { eventAttributionStorage }
    }
}
