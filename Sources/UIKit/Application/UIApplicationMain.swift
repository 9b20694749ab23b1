@_spi(Diagnostics) import CoreGraphics

/// Creates the application object and the delegate, and runs the main event loop. Like
/// UIKit's, it never returns. Class names are Swift names ("Module.Class"); the principal
/// class must be a UIApplication subclass and the delegate class an `NSObject` subclass
/// adopting `UIApplicationDelegate` (created with its `init()`, as UIKit does).
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    MainActor.assumeIsolated {
        var principal: UIApplication.Type = UIApplication.self
        if let name = principalClassName {
            guard let type = NSClassFromString(name) as? UIApplication.Type else {
                FrameworkLog.log("UIApplicationMain: \(name) is not a UIApplication subclass this program knows; exiting")
                exit(1)
            }
            principal = type
        }
        var delegate: (any UIApplicationDelegate)?
        if let name = delegateClassName {
            guard let type = NSClassFromString(name), type is any UIApplicationDelegate.Type else {
                FrameworkLog.log("UIApplicationMain: \(name) is not an app delegate class this program knows; exiting")
                exit(1)
            }
            delegate = UIApplication.makeApplicationDelegate(of: type)
        }
        launch(principal: principal, delegate: delegate)
    }
}

/// Swift form: runs the app with this delegate (kept alive for the app's life).
@preconcurrency @MainActor
public func UIApplicationMain(_ principalClass: UIApplication.Type = UIApplication.self, delegate: any UIApplicationDelegate) -> Never {
    launch(principal: principalClass, delegate: delegate)
}

@MainActor
private func launch(principal: UIApplication.Type, delegate: (any UIApplicationDelegate)?) -> Never {
    let app = UIApplication.sharedIfCreated.map { type(of: $0) == principal ? $0 : nil } ?? nil
    let application = app ?? principal.init()
    UIApplication.install(application)
    application.retainedDelegate = delegate
    application.delegate = delegate
    ApplicationRunner.run(application)
}
