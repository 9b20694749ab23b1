import Foundation

/// An action sheet: a group with the title, message and actions, and the cancel action in a
/// group of its own below, at the bottom of the window. XCUITest reports it as a Sheet.
@MainActor
final class UIAlertControllerSheetView: UIAlertControllerAlertView {
    // UIKit: an iPhone action sheet keeps 8 pt from the screen's sides and between its groups.
    static let margin: CGFloat = 8
    // Approximate: sheet buttons are 57 pt tall, titles 20 pt; groups have 13 pt corners.
    static let sheetButtonHeight: CGFloat = 57
    static let groupCornerRadius: CGFloat = 13
    static let sheetHeaderInset: CGFloat = 14

    private let mainGroup = UIView()
    private let cancelGroup = UIView()
    private var cancelButton: AlertActionButton?
    /// Shown in an iPad popover: the actions fill the popover and the cancel action is left
    /// out (UIKit: a tap outside the popover cancels).
    var inPopover = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        layer.cornerRadius = 0
        clipsToBounds = false
        for group in [mainGroup, cancelGroup] {
            group.backgroundColor = .secondarySystemBackground
            group.layer.cornerRadius = Self.groupCornerRadius
            group.clipsToBounds = true
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override class var actionFontSize: CGFloat { 20 }

    override func configure(with controller: UIAlertController, choose: @escaping @MainActor (UIAlertAction) -> Void) {
        for view in subviews { view.removeFromSuperview() }
        for view in mainGroup.subviews + cancelGroup.subviews { view.removeFromSuperview() }
        // XCUITest: an alert's identifier and label are its title.
        accessibilityLabel = controller.title
        accessibilityIdentifier = controller.title
        // UIKit: a sheet's title and message are small and gray.
        titleLabel = makeLabel(controller.title, size: 13, weight: .semibold, color: .secondaryLabel)
        messageLabel = makeLabel(controller.message, size: 13, weight: .regular, color: .secondaryLabel)
        for view in header.subviews { view.removeFromSuperview() }
        if let titleLabel { header.addSubview(titleLabel) }
        if let messageLabel { header.addSubview(messageLabel) }
        if titleLabel != nil || messageLabel != nil { mainGroup.addSubview(header) }
        textFields = []
        cancelButton = nil
        buttons = []
        separators = []
        for action in controller.actions {
            // UIKit: in a sheet the cancel action is always bold.
            let bold = action.style == .cancel || controller.preferredAction === action
            let button = AlertActionButton(action: action, fontSize: Self.actionFontSize, bold: bold)
            button.addAction(UIAction { _ in choose(action) }, for: .touchUpInside)
            if action.style == .cancel {
                cancelButton = button
            } else {
                buttons.append(button)
                let line = UIView()
                line.backgroundColor = .separator
                line.isUserInteractionEnabled = false
                separators.append(line)
            }
        }
        for button in buttons { mainGroup.addSubview(button) }
        for line in separators { mainGroup.addSubview(line) }
        if let cancelButton { cancelGroup.addSubview(cancelButton) }
        addSubview(mainGroup)
        if cancelButton != nil { addSubview(cancelGroup) }
    }

    override func layOut(in bounds: CGRect, safeArea: UIEdgeInsets) {
        // UIKit: on an iPhone the sheet is as wide as the screen's short side allows.
        let width = inPopover ? bounds.width : min(bounds.width, bounds.height) - 2 * Self.margin
        var y = layOutHeader(width: width, top: Self.sheetHeaderInset, bottom: Self.sheetHeaderInset)
        let line = hairline
        for (index, (button, separator)) in zip(buttons, separators).enumerated() {
            button.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight)
            separator.frame = CGRect(x: 0, y: y, width: width, height: index == 0 && y == 0 ? 0 : line)
            y += Self.sheetButtonHeight
        }
        let mainHeight = y
        mainGroup.isHidden = mainHeight == 0
        mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: mainHeight)
        var total = mainHeight
        mainGroup.layer.cornerRadius = inPopover ? 0 : Self.groupCornerRadius
        cancelGroup.isHidden = inPopover
        if inPopover {
            frame = CGRect(x: bounds.minX, y: bounds.minY, width: width, height: mainHeight)
            return
        }
        if let cancelButton {
            let top = mainHeight == 0 ? 0 : mainHeight + Self.margin
            cancelGroup.frame = CGRect(x: 0, y: top, width: width, height: Self.sheetButtonHeight)
            cancelButton.frame = cancelGroup.bounds
            total = top + Self.sheetButtonHeight
        }
        let bottomInset = max(Self.margin, safeArea.bottom)
        frame = CGRect(x: floor(bounds.midX - width / 2), y: bounds.maxY - bottomInset - total, width: width, height: total)
    }
}
