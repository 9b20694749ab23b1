/// The inline style's time row under the calendar (modes with a date and a time): a hairline
/// above, the word "Time" at the leading side and the time pill at the trailing side.
@MainActor
final class DatePickerTimeRowView: UIView {
    let titleLabel = UILabel()
    let pill = DatePickerPillView(role: .time)
    private let separator = UIView()

    /// UIKit: the row under the calendar is 42 points high (482 − 440, measured).
    static let height: CGFloat = 42
    static let sideInset: CGFloat = 16

    var isRightToLeft = false {
        didSet { if isRightToLeft != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        separator.backgroundColor = .separator
        titleLabel.font = DatePickerPillView.font
        addSubview(separator)
        addSubview(titleLabel)
        addSubview(pill)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The pill's natural width.
    var pillWidth: CGFloat = 0 {
        didSet { if pillWidth != oldValue { setNeedsLayout() } }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = Self.sideInset
        separator.frame = CGRect(x: inset, y: 0, width: max(0, bounds.width - 2 * inset), height: 1 / max(1, traitScale))
        let pillHeight = UIDatePicker.compactHeight
        let pillX = isRightToLeft ? inset : bounds.width - inset - pillWidth
        pill.frame = CGRect(x: pillX, y: (bounds.height - pillHeight) / 2, width: pillWidth, height: pillHeight)
        let titleWidth = max(0, bounds.width - 3 * inset - pillWidth)
        let titleX = isRightToLeft ? bounds.width - inset - titleWidth : inset
        titleLabel.textAlignment = isRightToLeft ? .right : .left
        titleLabel.frame = CGRect(x: titleX, y: 0, width: titleWidth, height: bounds.height)
    }

    private var traitScale: CGFloat { window?.screen.scale ?? 1 }
}
