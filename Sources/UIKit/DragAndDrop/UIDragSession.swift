import Foundation

/// The source side of a drag (UIKit), given to the drag interaction's delegate.
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
    /// Anything the app wants to keep with the drag; drop targets in the app see it through
    /// `localDragSession`.
    var localContext: Any? { get set }
}
