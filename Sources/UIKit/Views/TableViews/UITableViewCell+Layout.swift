import Foundation

extension UITableViewCell {
    /// The built-in labels' inset from the content view's leading and trailing edges.
    static let contentMargin: CGFloat = 16

    func _prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// Lays out the background, the accessory at the trailing edge, the content view over the
    /// rest (above the separator, as UIKit: a 44 pt row's content view is 44 pt less one
    /// pixel), the built-in views inside it, then the separator.
    func _layoutCellContent() {
        let contentHeight = max(0, bounds.height - separatorHeight)
        let accessoryLeading = layoutAccessory(rowHeight: contentHeight)
        // The editing look (controls, indentation, a swipe's offset) inside the room the
        // accessory and the separator leave.
        var content = editingContentFrame()
        let swipe = editingState.swipeOffset
        content.size.height = min(content.height, contentHeight)
        content.size.width = max(0, min(content.maxX - swipe, accessoryLeading) - (content.minX - swipe))
        contentView.frame = content
        layoutEditingControls()
        configurationStorage.configurationBackgroundView?.place(in: bounds, direction: effectiveUserInterfaceLayoutDirection)
        configurationStorage.selectionFill?.frame = bounds
        configurationStorage.backgroundView?.frame = bounds
        configurationStorage.selectedBackgroundView?.frame = bounds
        configurationStorage.multipleSelectionBackgroundView?.frame = bounds
        if !(contentView is UIContentView) { layoutBuiltInViews() }
        layoutSeparator()
    }

    /// The built-in styles' views: image at the leading margin (square, the content height),
    /// text after it; `.value1` puts the detail in the trailing half, `.value2` the text in
    /// the leading third, `.subtitle` stacks text over detail.
    private func layoutBuiltInViews() {
        let area = contentView.bounds
        let (margin, trailing) = builtInMargins
        var x = margin
        let image = cellStyle == .value2 ? nil : imageViewStorage
        if let image, image.image != nil {
            image.frame = CGRect(x: margin, y: 0, width: area.height, height: area.height)
            x = image.frame.maxX + UITableViewCell.contentMargin
        }
        let width = max(0, area.width - trailing - x)
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

    /// The height the cell needs at `size.width` (a zero width: the current one): the
    /// content view's Auto Layout fitting height when it has constraints, a list content
    /// view's height, or the built-in labels' heights with the standard 11 pt margins; plus
    /// the separator. UIKit: list and built-in rows are at least 44 pt.
    func _sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        if width != bounds.width { bounds.size.width = width }
        let contentWidth = max(0, layoutAccessory(rowHeight: max(0, bounds.height - separatorHeight)))
        let separator = separatorHeight
        let height: CGFloat
        if contentView._usesConstraintsForFitting {
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: .fittingSizeLevel).height + separator
        } else if let list = contentView as? UIListContentView {
            if list.frame.width != contentWidth { list.frame.size.width = contentWidth }
            height = max(list.configuration.minimumHeight, list.naturalHeight(forWidth: contentWidth) + separator)
        } else if textLabelStorage != nil || detailTextLabelStorage != nil {
            let (margin, trailing) = builtInMargins
            var x = margin
            if cellStyle != .value2, let image = imageViewStorage, image.image != nil { x += image.bounds.width + UITableViewCell.contentMargin }
            let labelWidth = max(0, contentWidth - trailing - x)
            let unbounded = CGFloat.greatestFiniteMagnitude
            let text = textLabelStorage?.sizeThatFits(CGSize(width: labelWidth, height: unbounded)).height ?? 0
            let detail = detailTextLabelStorage?.sizeThatFits(CGSize(width: labelWidth, height: unbounded)).height ?? 0
            let labels = cellStyle == .subtitle ? text + detail : max(text, detail)
            let vertical = UIListContentConfiguration.standardVerticalMargin
            height = max(UITableView.defaultRowHeight, labels + 2 * vertical + separator)
        } else {
            height = bounds.height
        }
        return CGSize(width: width, height: height)
    }
}
