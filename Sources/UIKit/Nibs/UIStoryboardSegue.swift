import Foundation

/// A transition between two view controllers (UIKit). `perform()` runs the transition; the
/// base class runs the block given to `init(identifier:source:destination:performHandler:)`
/// and subclasses override it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let identifierStorage: String?
    private let sourceStorage: UIViewController
    private let destinationStorage: UIViewController
    // Final: a private overridable member puts its accessors in subclasses' vtables, and the
    // compiler can mangle the closure type differently per file (an undefined symbol at link).
    private final var performHandler: (@MainActor () -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        identifierStorage = identifier
        sourceStorage = source
        destinationStorage = destination
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler` (UIKit, iOS 6).
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping @MainActor () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    open var identifier: String? { identifierStorage }

    open var source: UIViewController { sourceStorage }

    open var destination: UIViewController { destinationStorage }

    /// Runs the transition: the perform handler, if any (UIKit's base class does nothing else).
    open func perform() {
        performHandler?()
    }
}
