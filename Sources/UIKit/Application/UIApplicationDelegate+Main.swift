import Foundation

extension UIApplicationDelegate {
    /// The program entry point when `@main` marks the app delegate class (UIKit, iOS 14):
    /// creates the delegate with its `init()` and runs the app; never returns.
    public static func main() {
        UIApplicationMain(delegate: UIApplication.makeApplicationDelegate(of: Self.self))
    }
}

extension UIApplication {
    /// `[[cls alloc] init]` for an app delegate class known only as a type (UIKit does this
    /// for `@main` and for `UIApplicationMain`'s delegate class name): the class's own
    /// `init()` runs, through its vtable. A class that does not inherit `init()` stops in
    /// Swift's "unimplemented initializer" trap, as it crashes on iOS.
    @_spi(Platform) public static func makeApplicationDelegate(of type: Any.Type) -> any UIApplicationDelegate {
        if let mainType = type as? any UIApplicationMainDelegate.Type { return mainType.init() }
        guard let objectType = type as? NSObject.Type,
              let delegate = makeObject(of: objectType) as? any UIApplicationDelegate else {
            preconditionFailure("UIApplicationMain: the app delegate class \(type) must be an NSObject subclass (e.g. of UIResponder) adopting UIApplicationDelegate")
        }
        return delegate
    }
}
