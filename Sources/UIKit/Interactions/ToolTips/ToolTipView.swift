/// The drawn tool tip: a label on a light rounded panel with a thin border, placed under the
/// pointer and kept inside the window.
@MainActor
final class ToolTipView: UIView {
    static let padding = UIEdgeInsets(top: 3, left: 6, bottom: 3, right: 6)
    /// Below the pointer's arrow.
    static let pointerClearance: CGFloat = 20
    static let maximumWidth: CGFloat = 300

    let label = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        layer.cornerRadius = 4
        layer.borderWidth = 1
        layer.borderColor = UIColor(white: 0.7, alpha: 1).cgColor
        label.text = text
        label.font = UIFont.systemFont(ofSize: 12)
        label.textColor = .black
        label.numberOfLines = 0
        addSubview(label)
        accessibilityLabel = text
    }

    required init?(coder: NSCoder) {
        preconditionFailure("ToolTipView is made by UIToolTipInteraction, not from a coder")
    }

    func place(below point: CGPoint, in window: UIWindow) {
        let insets = Self.padding
        let limit = min(Self.maximumWidth, max(0, window.bounds.width - insets.left - insets.right))
        let size = label.sizeThatFits(CGSize(width: limit, height: .greatestFiniteMagnitude))
        let labelSize = CGSize(width: min(ceil(size.width), limit), height: ceil(size.height))
        let tipSize = CGSize(width: labelSize.width + insets.left + insets.right, height: labelSize.height + insets.top + insets.bottom)
        var origin = CGPoint(x: point.x, y: point.y + Self.pointerClearance)
        // Kept inside the window; above the pointer when there is no room below.
        origin.x = max(0, min(origin.x, window.bounds.width - tipSize.width))
        if origin.y + tipSize.height > window.bounds.height { origin.y = max(0, point.y - tipSize.height - 4) }
        frame = CGRect(origin: origin, size: tipSize)
        label.frame = CGRect(x: insets.left, y: insets.top, width: labelSize.width, height: labelSize.height)
    }
}
