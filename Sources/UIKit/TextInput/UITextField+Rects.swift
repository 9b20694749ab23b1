/// Where the parts of a text field go. Each `open` rect method of UITextField calls these
/// defaults; drawing, the caret, hit areas and overlay views use the open methods, so a
/// subclass's overrides move them.
extension UITextField {
    /// Padding of the text inside each border style. UIKit's exact values are not documented;
    /// these follow iOS's appearance (7 points inside a rounded rectangle).
    var textInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
        case .roundedRect: return UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    /// The clear button's glyph area (an x in a filled circle).
    static let clearButtonSize = CGSize(width: 19, height: 19)

    var isClearButtonShown: Bool { clearButtonMode.shows(editing: editingFlag) && hasText }
    var isLeftViewShown: Bool { leftView != nil && leftViewMode.shows(editing: editingFlag) }
    var isRightViewShown: Bool { rightView != nil && rightViewMode.shows(editing: editingFlag) }

    func defaultBorderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The left view at the leading edge, its frame's size, centered vertically.
    func defaultLeftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let leftView else { return .zero }
        let size = leftView.frame.size
        return CGRect(x: bounds.minX, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The right view at the trailing edge, its frame's size, centered vertically.
    func defaultRightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let rightView else { return .zero }
        let size = rightView.frame.size
        return CGRect(x: bounds.maxX - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The clear button, left of a shown right view, inside the border's padding.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let size = UITextField.clearButtonSize
        var right = bounds.maxX - max(5, textInsets.right)
        if isRightViewShown { right = min(right, rightViewRect(forBounds: bounds).minX) }
        return CGRect(x: right - size.width, y: bounds.minY + ((bounds.height - size.height) / 2).rounded(),
                      width: size.width, height: size.height)
    }

    /// The bounds inside the border's padding, less the overlay views shown now.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.inset(by: textInsets)
        var right = rect.maxX
        if isLeftViewShown { rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX) }
        if isRightViewShown { right = min(right, rightViewRect(forBounds: bounds).minX) }
        if isClearButtonShown { right = min(right, clearButtonRect(forBounds: bounds).minX) }
        rect.size.width = max(0, right - rect.minX)
        rect.size.height = max(0, rect.height)
        return rect
    }

    /// UIKit: the height of the text's line with the border's padding (34 points for a
    /// rounded rectangle with the 17-point body font); the width of the text (or the
    /// placeholder, when wider) with the padding and the overlay views.
    var defaultIntrinsicContentSize: CGSize {
        let lineHeight = (fontStorage.lineHeight - 1e-6).rounded(.up)
        let textWidth = max(displayedTextWidth, placeholderWidth)
        var width = (textWidth - 1e-6).rounded(.up) + textInsets.left + textInsets.right
        var height: CGFloat
        switch borderStyle {
        case .none: height = lineHeight
        case .line, .bezel: height = lineHeight + textInsets.top + textInsets.bottom
        // UIKit: 34 points for the 17-point body font, in proportion for other sizes (and never
        // less than the line with a little padding, for fonts with tall lines).
        case .roundedRect: height = max(lineHeight + 4, (fontStorage.pointSize * 2).rounded(.up))
        }
        for (view, shown) in [(leftView, isLeftViewShown), (rightView, isRightViewShown)] {
            guard let view, shown else { continue }
            width += view.frame.width
            height = max(height, view.frame.height)
        }
        if isClearButtonShown { width += UITextField.clearButtonSize.width + 5 }
        return CGSize(width: width, height: height)
    }

    /// The displayed text's width, measured once per change of the text or its style
    /// (`textWidthCache` is dropped with the caret geometry).
    var displayedTextWidth: CGFloat {
        if let textWidthCache { return textWidthCache }
        let display = displayedAttributedText(for: storage)
        let width = display.length > 0 ? TextDrawing.measure(displayedTextInput(display, defaults: textDefaults)).usedSize.width : 0
        textWidthCache = width
        return width
    }

    /// The placeholder's width, measured once per placeholder and font (and length: the
    /// styled placeholder read back is mutable).
    var placeholderWidth: CGFloat {
        guard let placeholder = placeholderStorage else { return 0 }
        if let cache = placeholderWidthCache, cache.placeholder === placeholder, cache.font === fontStorage,
           cache.length == placeholder.length { return cache.width }
        let width = measuredWidth(of: placeholder)
        placeholderWidthCache = (placeholder, fontStorage, placeholder.length, width)
        return width
    }

    func measuredWidth(of string: NSAttributedString) -> CGFloat {
        guard string.length > 0 else { return 0 }
        return TextDrawing.measure(TextDrawing.input(string, defaults: textDefaults)).usedSize.width
    }

    var textDefaults: TextDefaults {
        var defaults = TextDefaults()
        defaults.font = fontStorage
        defaults.color = TextRGBA((textColorStorage ?? .label).cgColor)
        return defaults
    }
}
