import Foundation

/// The document a navigation item's title menu describes (UIKit, iOS 16).
///
/// Differs from UIKit: no `init(metadata:)`/`metadata` (Linux has no LinkPresentation); the
/// properties are kept — OpenUIKit's bar has no title menu to show them in.
@preconcurrency @MainActor
open class UIDocumentProperties: NSObject {
    /// The document's file.
    let url: URL

    public init(url: URL) {
        self.url = url
        super.init()
    }

    /// Whether the bar shows the document's icon.
    open var wantsIconRepresentation: Bool = false
    /// The drag items the document header's icon drags.
    open var dragItemsProvider: ((any UIDragSession) -> [UIDragItem])?
    /// The share sheet the header's Share button presents.
    open var activityViewControllerProvider: (() -> UIActivityViewController)?
}
