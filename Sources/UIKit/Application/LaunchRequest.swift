import Foundation

/// What a launch was asked to do besides starting the app: open a URL, continue an
/// activity. Made into the app delegate's launch options and the scene's connection options.
struct LaunchRequest {
    var url: URL?
    var sourceApplication: String?
    var annotation: Any?
    var openInPlace = false
    var userActivity: NSUserActivity?

    /// `application(_:willFinishLaunchingWithOptions:)`'s dictionary (nil for a plain launch,
    /// as on iOS). UIKit leaves the URL and activity out for a scene-based app, which it knows
    /// from the Info.plist; OpenUIKit knows only once the scene connects, so they are here too.
    var launchOptions: [UIApplication.LaunchOptionsKey: Any]? {
        var options: [UIApplication.LaunchOptionsKey: Any] = [:]
        if let url {
            options[.url] = url
            if let sourceApplication { options[.sourceApplication] = sourceApplication }
            if let annotation { options[.annotation] = annotation }
        }
        if let userActivity {
            options[.userActivityDictionary] = [
                UIApplication.LaunchOptionsKey.userActivityType.rawValue: userActivity.activityType,
                "UIApplicationLaunchOptionsUserActivityKey": userActivity,
            ] as [String: Any]
        }
        return options.isEmpty ? nil : options
    }

    /// `application(_:open:options:)`'s dictionary.
    var openURLOptions: [UIApplication.OpenURLOptionsKey: Any] {
        var options: [UIApplication.OpenURLOptionsKey: Any] = [.openInPlace: openInPlace]
        if let sourceApplication { options[.sourceApplication] = sourceApplication }
        if let annotation { options[.annotation] = annotation }
        return options
    }

    @MainActor var urlContext: UIOpenURLContext? {
        url.map {
            UIOpenURLContext(url: $0, options: UIScene.OpenURLOptions(sourceApplication: sourceApplication,
                                                                      annotation: annotation, openInPlace: openInPlace))
        }
    }

    @MainActor var connectionOptions: UIScene.ConnectionOptions {
        UIScene.ConnectionOptions(urlContexts: urlContext.map { [$0] } ?? [],
                                  userActivities: userActivity.map { [$0] } ?? [],
                                  sourceApplication: url == nil ? nil : sourceApplication)
    }
}
