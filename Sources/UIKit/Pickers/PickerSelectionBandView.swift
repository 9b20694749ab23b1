/// The picker's selection indicator since iOS 14: a light gray band with rounded corners
/// across the picker, behind the rows at the centre line. UIKit: quaternarySystemFill, a
/// continuous corner radius of 8, inset 9 points from the picker's sides, the row height
/// plus 2 points tall.
@MainActor
final class PickerSelectionBandView: UIView {
    static let cornerRadius: CGFloat = 8
    static let horizontalInset: CGFloat = 9
    static let verticalPadding: CGFloat = 2

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        backgroundColor = .quaternarySystemFill
        layer.cornerRadius = Self.cornerRadius
        isUserInteractionEnabled = false
    }

    /// The band's frame in a picker of `bounds` whose tallest row is `rowHeight`.
    static func frame(in bounds: CGRect, rowHeight: CGFloat) -> CGRect {
        let height = rowHeight + verticalPadding
        return CGRect(x: bounds.minX + horizontalInset, y: bounds.midY - height / 2,
                      width: max(0, bounds.width - 2 * horizontalInset), height: height)
    }
}
