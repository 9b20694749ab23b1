import Foundation

/// The alert's box: title, message, text fields and buttons, centred in the window.
/// XCUITest reports it as an Alert named by the title (UIKitUITesting maps it by class name).
@MainActor
class UIAlertControllerAlertView: UIView {
    // UIKit: an alert is 270 pt wide with 14 pt rounded corners.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    // UIKit: alert buttons are 44 pt tall.
    static let buttonHeight: CGFloat = 44
    // Approximate: the text's side inset, the space above the title and below the message.
    static let textInset: CGFloat = 16
    static let headerTopInset: CGFloat = 20
    static let headerBottomInset: CGFloat = 20
    static let titleMessageGap: CGFloat = 2
    // Approximate: a text field's height and the gap between fields.
    static let fieldHeight: CGFloat = 28
    static let fieldGap: CGFloat = 8

    var titleLabel: UILabel?
    var messageLabel: UILabel?
    /// UIKit: the title and message sit in a scroll view (`_UIInterfaceActionGroupHeaderScrollView`,
    /// scrolling when they are taller than the alert allows), so XCUITest finds an alert's
    /// title under `app.scrollViews` (iOS 16's UI tests do: `app.scrollViews.staticTexts["Title"]`).
    let header: UIScrollView = {
        let header = UIScrollView()
        header.backgroundColor = nil
        header.showsVerticalScrollIndicator = false
        header.showsHorizontalScrollIndicator = false
        header.isScrollEnabled = false
        header.contentInsetAdjustmentBehavior = .never
        return header
    }()
    var textFields: [UITextField] = []
    var buttons: [AlertActionButton] = []
    var separators: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = Self.alertCornerRadius
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Rebuilds the labels and buttons from the controller; `choose` runs an action.
    func configure(with controller: UIAlertController, choose: @escaping @MainActor (UIAlertAction) -> Void) {
        for view in subviews { view.removeFromSuperview() }
        // XCUITest: an alert's identifier and label are its title.
        accessibilityLabel = controller.title
        accessibilityIdentifier = controller.title
        titleLabel = makeLabel(controller.title, size: 17, weight: .semibold, color: .label)
        messageLabel = makeLabel(controller.message, size: 13, weight: .regular, color: .label)
        for view in header.subviews { view.removeFromSuperview() }
        if let titleLabel { header.addSubview(titleLabel) }
        if let messageLabel { header.addSubview(messageLabel) }
        if titleLabel != nil || messageLabel != nil { addSubview(header) }
        textFields = controller.textFieldList
        for field in textFields {
            field.layer.borderWidth = hairline
            field.layer.borderColor = UIColor.separator.cgColor
            addSubview(field)
        }
        buttons = orderedActions(of: controller).map { action in
            let button = AlertActionButton(action: action, fontSize: Self.actionFontSize, bold: isBold(action, in: controller))
            button.addAction(UIAction { _ in choose(action) }, for: .touchUpInside)
            return button
        }
        separators = buttons.map { _ in
            let line = UIView()
            line.backgroundColor = .separator
            line.isUserInteractionEnabled = false
            return line
        }
        for button in buttons { addSubview(button) }
        for line in separators { addSubview(line) }
    }

    class var actionFontSize: CGFloat { 17 }

    /// UIKit: the preferred action is bold; without one, the cancel action is.
    func isBold(_ action: UIAlertAction, in controller: UIAlertController) -> Bool {
        if let preferred = controller.preferredAction { return preferred === action }
        return action.style == .cancel
    }

    /// The actions in the order drawn. UIKit: side by side, the cancel action is on the
    /// leading side; stacked, it is at the bottom.
    func orderedActions(of controller: UIAlertController) -> [UIAlertAction] {
        let actions = controller.actions
        guard let cancel = actions.first(where: { $0.style == .cancel }) else { return actions }
        let others = actions.filter { $0 !== cancel }
        return actions.count == 2 ? [cancel] + others : others + [cancel]
    }

    func makeLabel(_ text: String?, size: CGFloat, weight: UIFont.Weight, color: UIColor) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.text = text
        label.font = .systemFont(ofSize: size, weight: weight)
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    var hairline: CGFloat {
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : UIScreen.main.scale
        return 1 / max(1, scale)
    }

    /// Lays the title and message out in the header; returns the height used.
    func layOutHeader(width: CGFloat, top: CGFloat, bottom: CGFloat) -> CGFloat {
        var y: CGFloat = 0
        let textWidth = width - 2 * Self.textInset
        if titleLabel != nil || messageLabel != nil { y = top }
        if let titleLabel {
            let height = ceil(titleLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
            titleLabel.frame = CGRect(x: Self.textInset, y: y, width: textWidth, height: height)
            y += height
        }
        if let messageLabel {
            if titleLabel != nil { y += Self.titleMessageGap }
            let height = ceil(messageLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height)
            messageLabel.frame = CGRect(x: Self.textInset, y: y, width: textWidth, height: height)
            y += height
        }
        if titleLabel != nil || messageLabel != nil { y += bottom }
        // The labels keep their places: the header starts at the top of the box.
        header.frame = CGRect(x: 0, y: 0, width: width, height: y)
        header.contentSize = header.bounds.size
        return y
    }

    func layOut(in bounds: CGRect, safeArea: UIEdgeInsets) {
        let width = Self.alertWidth
        var y = layOutHeader(width: width, top: Self.headerTopInset, bottom: Self.headerBottomInset)
        if !textFields.isEmpty {
            if y == 0 { y = Self.headerTopInset }
            for field in textFields {
                field.frame = CGRect(x: Self.textInset, y: y, width: width - 2 * Self.textInset, height: Self.fieldHeight)
                y += Self.fieldHeight + Self.fieldGap
            }
            y += Self.headerBottomInset - Self.fieldGap
        }
        let line = hairline
        // UIKit: two actions sit side by side unless a title does not fit its half.
        let halfWidth = width / 2
        let sideBySide = buttons.count == 2 && buttons.allSatisfy { $0.titleWidth <= halfWidth - 16 }
        if sideBySide {
            for (index, button) in buttons.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * halfWidth, y: y, width: halfWidth, height: Self.buttonHeight)
            }
            separators[0].frame = CGRect(x: 0, y: y, width: width, height: line)
            separators[1].frame = CGRect(x: halfWidth - line / 2, y: y, width: line, height: Self.buttonHeight)
            y += Self.buttonHeight
        } else {
            for (button, separator) in zip(buttons, separators) {
                button.frame = CGRect(x: 0, y: y, width: width, height: Self.buttonHeight)
                separator.frame = CGRect(x: 0, y: y, width: width, height: line)
                y += Self.buttonHeight
            }
        }
        // Centred in the window, on whole points.
        frame = CGRect(x: floor(bounds.midX - width / 2), y: floor(bounds.midY - y / 2), width: width, height: y)
    }
}
