/// The members shared by the menu elements that perform something: `UIAction`, `UICommand` and
/// `UIKeyCommand` (UIKit, iOS 15; the members below are iOS 16's).
@preconcurrency @MainActor
public protocol UIMenuLeaf: NSObjectProtocol {
    /// A short display title for the menu element.
    var title: String { get set }
    /// The element's subtitle.
    var subtitle: String? { get set }
    /// A long, informative title to use in the keyboard shortcut overlay.
    var discoverabilityTitle: String? { get set }
    /// An image that appears next to the menu element.
    var image: UIImage? { get set }
    /// The image shown while the element's state is on.
    var selectedImage: UIImage? { get set }
    /// The attributes that determine the style of the menu element.
    var attributes: UIMenuElement.Attributes { get set }
    /// The state of the menu element.
    var state: UIMenuElement.State { get set }
    /// The leaf's preferred repeat behavior.
    var repeatBehavior: UIMenuElement.RepeatBehavior { get set }
    /// The object on behalf of which the element's primary action runs; set while it runs.
    var sender: Any? { get }
    /// The item to anchor presentations made by the action on; set while it runs.
    var presentationSourceItem: (any UIPopoverPresentationControllerSourceItem)? { get }
    /// Performs the element's primary action.
    func performWithSender(_ sender: Any?, target: Any?)
}
