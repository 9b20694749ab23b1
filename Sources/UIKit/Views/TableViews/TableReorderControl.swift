import Foundation

/// The grip at a row's trailing edge while editing: three gray bars. Dragging it moves the
/// row (the table's reorder recognizer starts on it).
@MainActor
final class TableReorderControl: UIView {
    private let bars = (0..<3).map { _ in UIView(frame: .zero) }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for bar in bars {
            bar.backgroundColor = .systemGray
            bar.isUserInteractionEnabled = false
            addSubview(bar)
        }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width: CGFloat = 18
        for (index, bar) in bars.enumerated() {
            bar.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.midY - 5 + CGFloat(index) * 4, width: width, height: 2)
        }
    }
}
