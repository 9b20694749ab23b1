import Foundation

/// The layer above a window's content that carries the drag previews while a drag is in
/// flight; it never takes touches, so hit testing finds the drop targets under it.
@MainActor
final class DragPreviewOverlay: UIView {
    weak var driver: DragDriver?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }
}
