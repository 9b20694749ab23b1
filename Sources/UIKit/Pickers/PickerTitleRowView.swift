/// The row view a picker uses for rows given as titles (UIKit uses a label here). It holds
/// the row's content and whether it is enabled (out-of-range date rows are drawn dimmed).
@MainActor
final class PickerTitleRowView: UIView {
    var content: PickerRowContent = .empty {
        didSet { if content != oldValue { setNeedsDisplay() } }
    }

    var isEnabled = true {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }
}
