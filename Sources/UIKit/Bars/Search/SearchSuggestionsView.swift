import Foundation

/// The list of a search field's suggestions, laid over its window just under the field: one
/// row per suggestion (its icon, then its attributed or plain label); a tap on a row picks
/// that suggestion.
///
/// Ours: iOS shows the list as a menu; its metrics (44-point rows, 10-point corners, a
/// 6-point gap under the field, 16-point insets) are not documented.
@MainActor
final class SearchSuggestionsView: UIView {
    static let rowHeight: CGFloat = 44
    static let gap: CGFloat = 6
    static let inset: CGFloat = 16
    static let iconSide: CGFloat = 20

    private(set) var suggestions: [any UISearchSuggestion] = []
    private var rows: [UIView] = []
    /// Told of the row the user tapped.
    var onSelect: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = 10
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func show(_ suggestions: [any UISearchSuggestion]) {
        self.suggestions = suggestions
        rows.forEach { $0.removeFromSuperview() }
        rows = suggestions.enumerated().map { index, suggestion in
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight))
            row.autoresizingMask = [.flexibleWidth]
            var x = Self.inset
            if let icon = suggestion.iconImage {
                let image = UIImageView(image: icon)
                image.contentMode = .scaleAspectFit
                image.tintColor = .secondaryLabel
                image.frame = CGRect(x: x, y: (Self.rowHeight - Self.iconSide) / 2, width: Self.iconSide, height: Self.iconSide)
                row.addSubview(image)
                x += Self.iconSide + 10
            }
            let label = UILabel(frame: CGRect(x: x, y: 0, width: max(0, bounds.width - x - Self.inset), height: Self.rowHeight))
            label.autoresizingMask = [.flexibleWidth]
            if let attributed = suggestion.localizedAttributedSuggestion {
                label.attributedText = attributed
            } else {
                label.text = suggestion.localizedSuggestion
            }
            row.addSubview(label)
            row.isAccessibilityElement = true
            row.accessibilityTraits = .button
            row.accessibilityLabel = suggestion.localizedDescription ?? suggestion.localizedSuggestion
            addSubview(row)
            return row
        }
    }

    var contentHeight: CGFloat { CGFloat(suggestions.count) * Self.rowHeight }

    /// The row under `point` (in the list's coordinates).
    func rowIndex(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        let index = Int(point.y / Self.rowHeight)
        return index >= 0 && index < suggestions.count ? index : nil
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = rowIndex(at: touch.location(in: self)) else {
            return super.touchesEnded(touches, with: event)
        }
        onSelect?(index)
    }
}
