import Foundation

/// Makes its view a drop target (UIKit): a drag over the view asks the delegate what a drop
/// would do, and a drop there hands it the session.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
    open private(set) weak var delegate: (any UIDropInteractionDelegate)?
    public private(set) weak var view: UIView?

    /// Whether the interaction takes part in more than one drag session at a time. UIKit's
    /// default: false — while a session is over the view (from entering it until it ends),
    /// another session passes over it as if it had no drop interaction.
    open var allowsSimultaneousDropSessions = false
    /// The drags that entered the view and have not ended.
    var engagedSessions: Set<ObjectIdentifier> = []

    public init(delegate: any UIDropInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
