/// A place focus can go: an item (or a focus guide that redirects), its frame in window
/// coordinates, its focus group and its position in the order the hierarchy was walked.
@MainActor
struct FocusCandidate {
    enum Group: Hashable {
        /// A group named by `focusGroupIdentifier` on the item or an environment above it.
        case named(String)
        /// UIKit: an item in no named group is a group of its own.
        case single(ObjectIdentifier)
    }

    let item: (any UIFocusItem)?
    let guide: UIFocusGuide?
    let frame: CGRect
    let group: Group
    let order: Int

    var object: AnyObject { item ?? guide! }
}
