/// One of the compact style's "bubbles": the formatted date or time on a light gray rounded
/// background, like a borderless button. While its editor is shown the text takes the tint
/// colour (UIKit highlights the pill being edited). The date picker adds the tap handling.
@MainActor
final class DatePickerPillView: UIView {
    enum Role: Equatable {
        case date
        case time
    }

    let role: Role
    let label = UILabel()

    /// UIKit: the body size, 17 points.
    static let font = UIFont.systemFont(ofSize: 17)
    /// Room on each side of the text.
    static let horizontalPadding: CGFloat = 12
    static let cornerRadius: CGFloat = 6

    /// True while this pill's editor is shown.
    var isActive = false {
        didSet { if isActive != oldValue { updateColors() } }
    }

    var isEnabled = true {
        didSet { if isEnabled != oldValue { updateColors() } }
    }

    var text: String {
        get { label.text ?? "" }
        set { if label.text != newValue { label.text = newValue } }
    }

    init(role: Role) {
        self.role = role
        super.init(frame: .zero)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = Self.cornerRadius
        label.font = Self.font
        label.textAlignment = .center
        addSubview(label)
        updateColors()
    }

    required init?(coder: NSCoder) {
        role = .date
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: Self.horizontalPadding / 2, dy: 0)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    private func updateColors() {
        label.textColor = isActive ? tintColor : .label
        label.isEnabled = isEnabled
    }
}
