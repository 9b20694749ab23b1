/// An object that gives the activity view controller an item late, per activity: a
/// placeholder first (to decide which activities apply), the real item when one is chosen.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// An item of the real item's type; its value may be empty.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any

    /// The item for the chosen activity (nil leaves the item out).
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?

    /// A subject for activities that use one (mail). Default "".
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String

    /// The item's type identifier. Default "".
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String

    /// A preview of the item. Default nil.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }

    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }

    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}
