import Foundation

/// Makes the view a text attachment is shown with (TextKit 2, iOS 15): `NSTextAttachment`
/// makes one of the class registered for its `fileType`; `loadView()` (overridden) sets
/// `view`, on the first read of `view`. Not isolated to the main actor, as in UIKit: a
/// subclass makes its view on the main thread. OpenUIKit's text views draw attachments as
/// images and do not place these views.
open class NSTextAttachmentViewProvider: NSObject {
    /// Required so that an attachment can make the registered class (UIKit's initializer is
    /// designated; subclasses usually override only `loadView()`).
    public required init(textAttachment: NSTextAttachment, parentView: UIView?, textLayoutManager: NSTextLayoutManager?,
                         location: any NSTextLocation) {
        self.textAttachment = textAttachment
        self.textLayoutManager = textLayoutManager
        self.location = location
        self.parentView = parentView
        super.init()
    }

    open private(set) weak var textAttachment: NSTextAttachment?
    open private(set) weak var textLayoutManager: NSTextLayoutManager?
    /// Where the attachment character is.
    open private(set) var location: any NSTextLocation
    /// The view the attachment's view goes into.
    private weak var parentView: UIView?

    /// The attachment's view. UIKit: the first read calls `loadView()` when none is set.
    open var view: UIView? {
        get {
            if viewStorage == nil, !isLoadingView {
                isLoadingView = true
                loadView()
                isLoadingView = false
            }
            return viewStorage
        }
        set { viewStorage = newValue }
    }

    private var viewStorage: UIView?
    private var isLoadingView = false

    /// Makes `view` (never called directly); the base class makes none.
    open func loadView() {}

    /// Whether the attachment takes its view's size. UIKit: false.
    open var tracksTextAttachmentViewBounds = false

    /// The attachment's bounds on its line: the view's size when tracked (and loaded), else
    /// the attachment's own answer.
    open func attachmentBounds(for attributes: [NSAttributedString.Key: Any], location: any NSTextLocation,
                               textContainer: NSTextContainer?, proposedLineFragment: CGRect, position: CGPoint) -> CGRect {
        if tracksTextAttachmentViewBounds, let view = viewStorage {
            let size = MainActor.assumeIsolated { view.bounds.size }
            return CGRect(origin: .zero, size: size)
        }
        return textAttachment?.attachmentBounds(for: textContainer, proposedLineFragment: proposedLineFragment,
                                                glyphPosition: position, characterIndex: 0) ?? .zero
    }
}
