// Swift 3 and 4 spellings that Apple's SDK still declares, unavailable and renamed: code
// written with them stops with "'UIApplicationState' has been renamed to ..." and a fix-it, as it does
// with Xcode.

@available(*, unavailable, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State

@available(*, unavailable, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey

@available(*, unavailable, renamed: "UIWindow.Level")
public typealias UIWindowLevel = UIWindow.Level

@available(*, unavailable, renamed: "UIWindow.Level.normal")
@MainActor public var UIWindowLevelNormal: UIWindow.Level { UIWindow.Level.normal }

@available(*, unavailable, renamed: "UIWindow.Level.alert")
@MainActor public var UIWindowLevelAlert: UIWindow.Level { UIWindow.Level.alert }

@available(*, unavailable, renamed: "UIWindow.Level.statusBar")
@MainActor public var UIWindowLevelStatusBar: UIWindow.Level { UIWindow.Level.statusBar }

@available(*, unavailable, renamed: "UIBackgroundTaskIdentifier.invalid")
@MainActor public var UIBackgroundTaskInvalid: UIBackgroundTaskIdentifier { UIBackgroundTaskIdentifier.invalid }

@available(*, unavailable, renamed: "UIApplication.LaunchOptionsKey.url")
@MainActor public var UIApplicationLaunchOptionsURLKey: UIApplication.LaunchOptionsKey { UIApplication.LaunchOptionsKey.url }

@available(*, unavailable, renamed: "UIScreen.OverscanCompensation")
public typealias UIScreenOverscanCompensation = UIScreen.OverscanCompensation

extension NSNotification.Name {
    @available(*, unavailable, renamed: "UIScreen.didConnectNotification")
    @MainActor public static var UIScreenDidConnect: NSNotification.Name { UIScreen.didConnectNotification }
    @available(*, unavailable, renamed: "UIScreen.didDisconnectNotification")
    @MainActor public static var UIScreenDidDisconnect: NSNotification.Name { UIScreen.didDisconnectNotification }
    @available(*, unavailable, renamed: "UIScreen.brightnessDidChangeNotification")
    @MainActor public static var UIScreenBrightnessDidChange: NSNotification.Name { UIScreen.brightnessDidChangeNotification }
    @available(*, unavailable, renamed: "UIScreen.capturedDidChangeNotification")
    @MainActor public static var UIScreenCapturedDidChange: NSNotification.Name { UIScreen.capturedDidChangeNotification }
    @available(*, unavailable, renamed: "UIScreen.modeDidChangeNotification")
    @MainActor public static var UIScreenModeDidChange: NSNotification.Name { UIScreen.modeDidChangeNotification }
    @available(*, unavailable, renamed: "UIWindow.didBecomeVisibleNotification")
    @MainActor public static var UIWindowDidBecomeVisible: NSNotification.Name { UIWindow.didBecomeVisibleNotification }
    @available(*, unavailable, renamed: "UIWindow.didBecomeHiddenNotification")
    @MainActor public static var UIWindowDidBecomeHidden: NSNotification.Name { UIWindow.didBecomeHiddenNotification }
    @available(*, unavailable, renamed: "UIWindow.didBecomeKeyNotification")
    @MainActor public static var UIWindowDidBecomeKey: NSNotification.Name { UIWindow.didBecomeKeyNotification }
    @available(*, unavailable, renamed: "UIWindow.didResignKeyNotification")
    @MainActor public static var UIWindowDidResignKey: NSNotification.Name { UIWindow.didResignKeyNotification }
    @available(*, unavailable, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    @MainActor public static var UIApplicationDidReceiveMemoryWarning: NSNotification.Name { UIApplication.didReceiveMemoryWarningNotification }
    @available(*, unavailable, renamed: "UIApplication.significantTimeChangeNotification")
    @MainActor public static var UIApplicationSignificantTimeChange: NSNotification.Name { UIApplication.significantTimeChangeNotification }
    @available(*, unavailable, renamed: "UIApplication.protectedDataWillBecomeUnavailableNotification")
    @MainActor public static var UIApplicationProtectedDataWillBecomeUnavailable: NSNotification.Name { UIApplication.protectedDataWillBecomeUnavailableNotification }
    @available(*, unavailable, renamed: "UIApplication.protectedDataDidBecomeAvailableNotification")
    @MainActor public static var UIApplicationProtectedDataDidBecomeAvailable: NSNotification.Name { UIApplication.protectedDataDidBecomeAvailableNotification }
    @available(*, unavailable, renamed: "UIApplication.userDidTakeScreenshotNotification")
    @MainActor public static var UIApplicationUserDidTakeScreenshot: NSNotification.Name { UIApplication.userDidTakeScreenshotNotification }
    @available(*, unavailable, renamed: "UIApplication.didFinishLaunchingNotification")
    @MainActor public static var UIApplicationDidFinishLaunching: NSNotification.Name { UIApplication.didFinishLaunchingNotification }
    @available(*, unavailable, renamed: "UIApplication.didBecomeActiveNotification")
    @MainActor public static var UIApplicationDidBecomeActive: NSNotification.Name { UIApplication.didBecomeActiveNotification }
    @available(*, unavailable, renamed: "UIApplication.willResignActiveNotification")
    @MainActor public static var UIApplicationWillResignActive: NSNotification.Name { UIApplication.willResignActiveNotification }
    @available(*, unavailable, renamed: "UIApplication.didEnterBackgroundNotification")
    @MainActor public static var UIApplicationDidEnterBackground: NSNotification.Name { UIApplication.didEnterBackgroundNotification }
    @available(*, unavailable, renamed: "UIApplication.willEnterForegroundNotification")
    @MainActor public static var UIApplicationWillEnterForeground: NSNotification.Name { UIApplication.willEnterForegroundNotification }
    @available(*, unavailable, renamed: "UIApplication.willTerminateNotification")
    @MainActor public static var UIApplicationWillTerminate: NSNotification.Name { UIApplication.willTerminateNotification }
}
