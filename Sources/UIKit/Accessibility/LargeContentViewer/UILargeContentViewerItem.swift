/// What the large content viewer shows for an item (UIKit): views adopt it.
@preconcurrency @MainActor
public protocol UILargeContentViewerItem: NSObjectProtocol {
    /// Whether the item shows in the large content viewer (for views that cannot grow with
    /// Dynamic Type, such as bar items). It takes effect under a
    /// `UILargeContentViewerInteraction` on the item or an ancestor.
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
    /// false: the viewer shows the image at its intrinsic size.
    var scalesLargeContentImage: Bool { get }
    var largeContentImageInsets: UIEdgeInsets { get }
}
