import Foundation

/// Where a targeted drag preview goes: a point in a container view, with a transform.
/// UIKit: a `UIPreviewTarget` subclass, so a drag target serves wherever a preview target does.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {
    /// Immutable, so a copy is the target itself.
    open override func copy(with zone: NSZone? = nil) -> Any { self }
}
