import Foundation

/// The circle at a row's leading edge while editing: a red minus (delete) or a green plus
/// (insert), drawn with plain views.
@MainActor
final class TableEditingControl: UIControl {
    static let diameter: CGFloat = 22

    private let circle = UIView(frame: .zero)
    private let horizontalBar = UIView(frame: .zero)
    private let verticalBar = UIView(frame: .zero)

    var style: UITableViewCell.EditingStyle = .delete {
        didSet { applyStyle() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [circle, horizontalBar, verticalBar] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        horizontalBar.backgroundColor = .white
        verticalBar.backgroundColor = .white
        circle.layer.cornerRadius = Self.diameter / 2
        applyStyle()
    }

    required init?(coder: NSCoder) { nil }

    private func applyStyle() {
        circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
        verticalBar.isHidden = style != .insert
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let d = Self.diameter
        circle.frame = CGRect(x: (bounds.width - d) / 2, y: (bounds.height - d) / 2, width: d, height: d)
        horizontalBar.frame = CGRect(x: circle.frame.minX + 5, y: circle.frame.midY - 1, width: d - 10, height: 2)
        verticalBar.frame = CGRect(x: circle.frame.midX - 1, y: circle.frame.minY + 5, width: 2, height: d - 10)
    }
}
