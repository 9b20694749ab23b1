/// An operation that produces an activity item when an activity needs it (a file written
/// on demand, say). Subclass it and override `item`; UIKit reads `item` once the user has
/// chosen an activity, with `activityType` set.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    fileprivate let placeholder: Any
    fileprivate var chosenActivityType: UIActivity.ActivityType?
    fileprivate var producedItem: Any?

    public init(placeholderItem: Any) {
        placeholder = placeholderItem
        super.init()
    }

    /// The item given at creation.
    open var placeholderItem: Any? { placeholder }

    /// The activity the item is for; nil until the user chooses one.
    open var activityType: UIActivity.ActivityType? { chosenActivityType }

    /// The item; override to make it. The default returns the placeholder.
    open var item: Any { placeholder }

    /// UIKit: running the operation reads `item`.
    open override func main() {
        producedItem = item
    }
}

extension UIActivityItemProvider: UIActivityItemSource {
    @MainActor
    public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholder
    }

    /// Runs the provider for `activityType` (on the main thread here; UIKit runs it on an
    /// operation queue and waits) and returns its item.
    @MainActor
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
        chosenActivityType = activityType
        if !isFinished && !isExecuting { start() }
        return producedItem ?? item
    }
}
