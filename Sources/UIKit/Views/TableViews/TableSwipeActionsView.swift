import Foundation

/// The action buttons a swiped row reveals, laid side by side in the uncovered strip. The
/// first action sits at the swiped edge and takes any width beyond the buttons' own (as
/// UIKit's does while a full swipe stretches it).
@MainActor
final class TableSwipeActionsView: UIView {
    /// Each button's width when the row is open (ours; UIKit sizes them to their titles).
    static let buttonWidth: CGFloat = 74

    let actions: [UIContextualAction]
    /// True for trailing actions (the first action at the trailing edge).
    let trailing: Bool
    private(set) var buttons: [UIButton] = []

    init(actions: [UIContextualAction], trailing: Bool, tapped: @escaping @MainActor (Int) -> Void) {
        self.actions = actions
        self.trailing = trailing
        super.init(frame: .zero)
        clipsToBounds = true
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { _ in tapped(index) }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    /// The width that shows `count` buttons at their own width (the row's open position).
    static func openWidth(for count: Int) -> CGFloat { CGFloat(count) * buttonWidth }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !buttons.isEmpty else { return }
        let total = bounds.width
        let natural = Self.openWidth(for: actions.count)
        let scale = total < natural ? total / natural : 1
        let extra = max(0, total - natural)
        // From the swiped edge inwards.
        var edge: CGFloat = trailing ? total : 0
        for (index, button) in buttons.enumerated() {
            let width = Self.buttonWidth * scale + (index == 0 ? extra : 0)
            if trailing {
                edge -= width
                button.frame = CGRect(x: edge, y: 0, width: width, height: bounds.height)
            } else {
                button.frame = CGRect(x: edge, y: 0, width: width, height: bounds.height)
                edge += width
            }
        }
    }
}
