/// The row view a picker uses for rows given as titles: a label (UIKit's titled picker cell
/// holds a UILabel), centred in the row, in UIKit's picker font. Out-of-range date rows are
/// drawn dimmed, as a disabled label.
@MainActor
final class PickerTitleRowView: UILabel {
    /// UIKit's picker title font: the system font at 23.5 points (the centre cell's size; the
    /// wheel's projection shrinks rows away from the centre).
    static let titleFont = UIFont.systemFont(ofSize: 23.5)

    var rowContent: PickerRowContent = .empty {
        didSet { if rowContent != oldValue { applyContent() } }
    }

    /// Where the title sits in the row (UIKit's date picker aligns some columns to a side).
    var placement = PickerTitlePlacement.centered {
        didSet { if placement != oldValue { textAlignment = placement.alignment } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        font = Self.titleFont
        textAlignment = placement.alignment
        lineBreakMode = .byTruncatingTail
    }

    private func applyContent() {
        switch rowContent {
        case .empty:
            text = nil
        case .title(let title):
            text = title
        case .attributedTitle(let title):
            // UIKit: a picker ignores the font of an attributed title (its other attributes,
            // such as the colour, apply).
            let styled = NSMutableAttributedString(attributedString: title)
            styled.removeAttribute(.font, range: NSRange(location: 0, length: styled.length))
            attributedText = styled
            font = Self.titleFont
        }
        textAlignment = placement.alignment
    }
}
