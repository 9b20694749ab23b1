import Foundation

/// What an unwind segue starts from (UIKit): the source controller, the unwind action and
/// its sender, handed to the containers searched for the unwind's destination
/// (`allowedChildrenForUnwinding(from:)`, `childContaining(_:)`). UIKit makes these; apps
/// do not create them.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    private let sourceStorage: UIViewController
    private let actionStorage: Selector
    private let senderStorage: Any?

    init(sourceViewController: UIViewController, unwindAction: Selector, sender: Any?) {
        sourceStorage = sourceViewController
        actionStorage = unwindAction
        senderStorage = sender
        super.init()
    }

    open var sourceViewController: UIViewController { sourceStorage }
    open var unwindAction: Selector { actionStorage }
    open var sender: Any? { senderStorage }
}
