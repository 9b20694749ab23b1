import Foundation

extension UITableViewCell {
    /// The built-in labels' inset from the content view's leading and trailing edges.
    static let contentMargin: CGFloat = 16

    func _prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// Lays out the content view over the whole cell and the built-in views inside it:
    /// image at the leading margin (square, the content height), text after it; `.value1`
    /// puts the detail in the trailing half, `.value2` the text in the leading third,
    /// `.subtitle` stacks text over detail.
    func _layoutCellContent() {
        contentView.frame = editingContentFrame()
        layoutEditingControls()
        let area = contentView.bounds
        let margin = Self.contentMargin
        var x = margin
        let image = cellStyle == .value2 ? nil : imageViewStorage
        if let image, image.image != nil {
            image.frame = CGRect(x: margin, y: 0, width: area.height, height: area.height)
            x = image.frame.maxX + margin
        }
        let width = max(0, area.width - margin - x)
        let text = textLabelStorage, detail = detailTextLabelStorage
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height)
        case .value1:
            text?.frame = CGRect(x: x, y: 0, width: width / 2, height: area.height)
            detail?.frame = CGRect(x: x + width / 2, y: 0, width: width / 2, height: area.height)
            detail?.textAlignment = .right
        case .value2:
            text?.frame = CGRect(x: x, y: 0, width: width / 3, height: area.height)
            text?.textAlignment = .right
            detail?.frame = CGRect(x: x + width / 3 + 6, y: 0, width: max(0, width * 2 / 3 - 6), height: area.height)
        case .subtitle:
            text?.frame = CGRect(x: x, y: 0, width: width, height: area.height * 0.55)
            detail?.frame = CGRect(x: x, y: area.height * 0.55, width: width, height: area.height * 0.45)
        }
    }
}
