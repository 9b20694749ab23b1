@_spi(Diagnostics) import CoreGraphics
import Foundation

// State preservation and restoration (UIKit's "UIStateRestoration"): the keys UIKit writes
// in every restoration archive, where the archive lives, and when it is written and read.
extension UIApplication {
    /// The app's version (`CFBundleVersion` of the main bundle's Info.plist, "" without one)
    /// when the archive was written: an `NSString`.
    nonisolated public static let stateRestorationBundleVersionKey = "UIApplicationStateRestorationBundleVersionKey"
    /// The `UIUserInterfaceIdiom` raw value (an `NSNumber`) in effect when the archive was written.
    nonisolated public static let stateRestorationUserInterfaceIdiomKey = "UIApplicationStateRestorationUserInterfaceIdiomKey"
    /// When the archive was written: an `NSDate`.
    nonisolated public static let stateRestorationTimestampKey = "UIApplicationStateRestorationTimestampKey"
    /// The system's version when the archive was written (an `NSString`; here the Linux
    /// kernel's "major.minor.patch", where iOS writes `UIDevice.systemVersion`).
    nonisolated public static let stateRestorationSystemVersionKey = "UIApplicationStateRestorationSystemVersionKey"

    /// Registers a custom object for state restoration: encoded in a preserved object's
    /// coder, it is saved under its restoration parent's path and `restorationIdentifier`, and
    /// at launch (without an `objectRestorationClass`) it is found again by that path. Held weakly.
    public class func registerObject(forStateRestoration object: any UIStateRestoring, restorationIdentifier: String) {
        UIApplication.shared.stateRestorationRegistry.register(object, identifier: restorationIdentifier)
    }

    /// Where the restoration archive is kept: `<Application Support>/<process name>/`
    /// (`$XDG_DATA_HOME`, usually ~/.local/share, on Linux), or the directory a test set.
    var stateRestorationArchiveURL: URL? {
        let directory: URL
        if let override = stateRestorationDirectoryOverride {
            directory = override
        } else {
            guard let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first else {
                return nil
            }
            directory = support.appendingPathComponent(ProcessInfo.processInfo.processName, isDirectory: true)
        }
        return directory.appendingPathComponent("UIStateRestoration.archive")
    }

    /// Writes the restoration archive if the delegate wants the state saved, and removes an
    /// older archive if it does not (so the next launch does not restore a stale interface).
    /// UIKit does this after `applicationDidEnterBackground(_:)`; here also before
    /// `applicationWillTerminate(_:)` when the app ends without going to the background
    /// (closing its last window), the usual way a Linux app ends.
    @discardableResult
    func preserveApplicationState() -> Bool {
        guard let url = stateRestorationArchiveURL else { return false }
        guard let data = StateRestorationPreserver().makeArchive(for: self) else {
            try? FileManager.default.removeItem(at: url)
            return false
        }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            // The app got this far: a restoration still extended did not make it crash.
            if let marker = stateRestorationMarkerURL { try? FileManager.default.removeItem(at: marker) }
            return true
        } catch {
            FrameworkLog.log("State preservation: the archive cannot be written to \(url.path): \(error)")
            return false
        }
    }

    /// Present while a restoration runs (and while it is extended): found at launch, it means
    /// the last restoration never finished.
    var stateRestorationMarkerURL: URL? {
        stateRestorationArchiveURL?.deletingPathExtension().appendingPathExtension("inProgress")
    }

    /// Restores the interface from the archive, if there is one and the delegate agrees.
    /// UIKit: an archive whose restoration did not finish (the app ended during it, or before
    /// `completeStateRestoration()` balanced `extendStateRestoration()`) is thrown away, so a
    /// state that makes the app crash is not restored again.
    @discardableResult
    func restoreApplicationState() -> Bool {
        stateRestorationRegistry.openExtensions = 0
        guard let url = stateRestorationArchiveURL, let marker = stateRestorationMarkerURL,
              let data = try? Data(contentsOf: url) else { return false }
        let fileManager = FileManager.default
        if fileManager.fileExists(atPath: marker.path) {
            FrameworkLog.log("State restoration: the last restoration did not finish; the saved state is discarded")
            try? fileManager.removeItem(at: url)
            try? fileManager.removeItem(at: marker)
            return false
        }
        fileManager.createFile(atPath: marker.path, contents: Data())
        let restored = StateRestorationRestorer(application: self).restore(from: data)
        if stateRestorationRegistry.openExtensions == 0 { try? fileManager.removeItem(at: marker) }
        return restored
    }

    /// Tells UIKit that the app goes on restoring its state after launch (on another thread,
    /// or later); balance it with `completeStateRestoration()`. Until then an end of the app
    /// throws the saved state away.
    public func extendStateRestoration() {
        stateRestorationRegistry.openExtensions += 1
        if let marker = stateRestorationMarkerURL, !FileManager.default.fileExists(atPath: marker.path),
           let url = stateRestorationArchiveURL, FileManager.default.fileExists(atPath: url.path) {
            FileManager.default.createFile(atPath: marker.path, contents: Data())
        }
    }

    /// Balances one `extendStateRestoration()`; after the last one the saved state is safe again.
    public func completeStateRestoration() {
        guard stateRestorationRegistry.openExtensions > 0 else {
            FrameworkLog.log("UIApplication.completeStateRestoration(): called without a matching extendStateRestoration(); ignored")
            return
        }
        stateRestorationRegistry.openExtensions -= 1
        if stateRestorationRegistry.openExtensions == 0, let marker = stateRestorationMarkerURL {
            try? FileManager.default.removeItem(at: marker)
        }
    }

    /// The launch sequence: `willFinishLaunching`, state restoration, `didFinishLaunching`,
    /// the scene's connection, what the launch asked for (a URL to open, an activity to
    /// continue), then the app becomes active. False when a launch method returned false
    /// (UIKit then only skips opening the launch URL or continuing the activity; the app
    /// still runs).
    @discardableResult
    func finishLaunching(_ request: LaunchRequest = LaunchRequest()) -> Bool {
        let delegate = delegate
        let launchOptions = request.launchOptions
        let willFinish = delegate?.application(self, willFinishLaunchingWithOptions: launchOptions) ?? true
        restoreApplicationState()
        let didFinish = delegate?.application(self, didFinishLaunchingWithOptions: launchOptions) ?? true
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self)
        // UIKit: a scene-based app hears of its life cycle through the scene delegate.
        let sceneBased = connectSceneAtLaunch(with: request.connectionOptions)
        if !sceneBased, willFinish && didFinish, let delegate {
            // UIKit: the launch URL is opened, or the activity continued, before the app
            // becomes active (the activity's place in the order is assumed).
            if let url = request.url {
                _ = delegate.application(self, open: url, options: request.openURLOptions)
            }
            if let activity = request.userActivity {
                _ = continueUserActivityThroughAppDelegate(activity)
            }
        }
        applicationStateStorage = .active
        sceneDidBecomeActive()
        if !sceneBased { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
        return willFinish && didFinish
    }

    /// The app leaves the screen: resign active, enter the background (delegate and
    /// notifications in UIKit's order), then its state is preserved.
    func enterBackground() {
        guard applicationStateStorage != .background else { return }
        let sceneBased = isSceneBased
        if applicationStateStorage == .active {
            applicationStateStorage = .inactive
            sceneWillLeaveForeground(background: false)
            if !sceneBased { delegate?.applicationWillResignActive(self) }
            NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: self)
        }
        applicationStateStorage = .background
        sceneWillLeaveForeground(background: true)
        if !sceneBased { delegate?.applicationDidEnterBackground(self) }
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: self)
        preserveApplicationState()
    }

    /// The app comes back: enter the foreground, then become active. `whileInactive` runs
    /// between the two (UIKit opens a URL that brought the app back there).
    func enterForeground(whileInactive work: () -> Void = {}) {
        guard applicationStateStorage == .background else { return }
        let sceneBased = isSceneBased
        applicationStateStorage = .inactive
        if !sceneBased { delegate?.applicationWillEnterForeground(self) }
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: self)
        sceneWillEnterForeground()
        work()
        applicationStateStorage = .active
        sceneDidBecomeActive()
        if !sceneBased { delegate?.applicationDidBecomeActive(self) }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }
}

// Test support (UIKitTesting): the archive's directory, a background trip and a relaunch.
extension UIApplication {
    @_spi(Platform)
    public var _stateRestorationDirectory: URL? {
        get { stateRestorationDirectoryOverride }
        set { stateRestorationDirectoryOverride = newValue }
    }

    @_spi(Platform)
    public var _stateRestorationArchiveURL: URL? { stateRestorationArchiveURL }

    @_spi(Platform)
    public func _enterBackground() { enterBackground() }

    @_spi(Platform)
    public func _enterForeground() { enterForeground() }

    /// Active again without telling anyone (a test's fresh start).
    @_spi(Platform)
    public func _resetApplicationState() { applicationStateStorage = .active }

    /// Launches again with `delegate`, as the system does when the user opens an app it
    /// ended in the background: no `applicationWillTerminate(_:)`, the windows of the old
    /// run gone, then the launch sequence with state restoration.
    @_spi(Platform)
    @discardableResult
    public func _relaunch(with delegate: any UIApplicationDelegate) -> Bool {
        relaunch(with: delegate, LaunchRequest())
    }

    func relaunch(with delegate: any UIApplicationDelegate, _ request: LaunchRequest) -> Bool {
        for window in windows where !window.isHidden { window.isHidden = true }
        retainedDelegate = delegate
        self.delegate = delegate
        applicationStateStorage = .inactive
        return finishLaunching(request)
    }
}
