/// A service the activity view controller offers for its items. Subclass it: give the
/// activity a type, a title and an image, say which items it can act on, then either
/// `perform()` the work or return a view controller that does it, and call
/// `activityDidFinish(_:)` when done.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// UIKit: where the share sheet lists the activity; `.action` unless overridden.
    open class var activityCategory: UIActivity.Category { .action }

    /// The activity's identifier, passed to the completion handler. Default nil.
    open var activityType: UIActivity.ActivityType? { nil }

    /// The title shown under or beside the activity's image. Default nil.
    open var activityTitle: String? { nil }

    /// The activity's image. Default nil.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on these items (UIKit asks with the items' placeholders
    /// before showing it). Default false.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called with the items (resolved for this activity) after the user picks it.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A view controller UIKit presents instead of calling `perform()`. Default nil.
    open var activityViewController: UIViewController? { nil }

    /// Does the work when `activityViewController` is nil; call `activityDidFinish(_:)` at the end.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells UIKit the activity is done: its view controller, if any, is dismissed and the
    /// activity view controller's completion handler runs.
    open func activityDidFinish(_ completed: Bool) {
        guard let host = hostController else { return }
        hostController = nil
        host._activity(self, didFinish: completed)
    }

    /// The activity view controller running this activity (set while it runs).
    weak var hostController: UIActivityViewController?
}
