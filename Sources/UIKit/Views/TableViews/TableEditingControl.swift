import Foundation

/// The circle at a row's leading edge while editing: a red minus (delete), a green plus
/// (insert), or with multiple selection an empty ring that fills blue when the row is
/// selected; drawn with plain views.
@MainActor
final class TableEditingControl: UIControl {
    static let diameter: CGFloat = 22

    /// UIKit: keyboard focus goes to the editing row's cell (when the table allows focus
    /// during editing), never to its editing control.
    override var canBecomeFocused: Bool { false }

    private let circle = UIView(frame: .zero)
    private let horizontalBar = UIView(frame: .zero)
    private let verticalBar = UIView(frame: .zero)

    var style: UITableViewCell.EditingStyle = .delete {
        didSet { applyStyle() }
    }

    /// Nil: the editing style's look; true or false: the selection circle, filled or empty.
    var selectionMark: Bool? {
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
        if let selected = selectionMark {
            circle.backgroundColor = selected ? .systemBlue : .clear
            circle.layer.borderWidth = selected ? 0 : 1
            circle.layer.borderColor = UIColor.systemGray.cgColor
            horizontalBar.isHidden = true
            verticalBar.isHidden = true
            return
        }
        circle.backgroundColor = style == .insert ? .systemGreen : .systemRed
        circle.layer.borderWidth = 0
        horizontalBar.isHidden = false
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
