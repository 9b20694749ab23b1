import Foundation

/// One action's button in an alert or action sheet: its title centred, tinted by the action's
/// style, an accessibility button named by the title.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()

    init(action: UIAlertAction, fontSize: CGFloat, bold: Bool) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = .systemFont(ofSize: fontSize, weight: bold ? .semibold : .regular)
        titleLabel.adjustsFontSizeToFitWidth = true
        titleLabel.isUserInteractionEnabled = false
        addSubview(titleLabel)
        isAccessibilityElement = true
        accessibilityLabel = action.title
        isEnabled = action.isEnabled
        updateColors()
    }

    required init?(coder: NSCoder) {
        action = UIAlertAction()
        super.init(coder: coder)
    }

    override var isEnabled: Bool {
        didSet { updateColors() }
    }

    override var isHighlighted: Bool {
        didSet { updateColors() }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get { isEnabled ? .button : [.button, .notEnabled] }
        set {}
    }

    /// The title's width at its font, unwrapped.
    var titleWidth: CGFloat { titleLabel.intrinsicContentSize.width }

    private func updateColors() {
        // UIKit: destructive titles are red, disabled ones gray; the others take the tint (blue).
        if !isEnabled {
            titleLabel.textColor = .systemGray
        } else if action.style == .destructive {
            titleLabel.textColor = .systemRed
        } else {
            titleLabel.textColor = .systemBlue
        }
        // Approximate: the pressed button darkens like UIKit's highlight.
        backgroundColor = isHighlighted ? .systemFill : .clear
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
