import Foundation

/// The text field of a search bar (UIKit, iOS 13): a magnifying glass at its leading edge,
/// a clear button while editing with text, a gray rounded fill.
///
/// Differs from UIKit: no tokens (`tokens`, `insertToken(_:at:)`, `UISearchToken`) yet.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// UIKit: 36 points tall in a search bar, with 10-point corners.
    static let fieldHeight: CGFloat = 36
    static let cornerRadius: CGFloat = 10
    /// Ours: the glyph's inset from the leading edge and the gap before the text.
    static let glyphInset: CGFloat = 6
    static let textGap: CGFloat = 4

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureSearchField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureSearchField()
    }

    private func configureSearchField() {
        leftView = SearchGlyphView(frame: CGRect(origin: .zero, size: SearchGlyphView.boxSize))
        // UIKit: the glyph always shows; the clear button only while editing.
        leftViewMode = .always
        clearButtonMode = .whileEditing
        // UIKit: a search field's Return key reads "Search".
        returnKeyType = .search
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = UISearchTextField.cornerRadius
    }

    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        var rect = super.leftViewRect(forBounds: bounds)
        rect.origin.x += UISearchTextField.glyphInset
        return rect
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.textRect(forBounds: bounds))
    }

    open override func editingRect(forBounds bounds: CGRect) -> CGRect {
        searchTextRect(super.editingRect(forBounds: bounds))
    }

    open override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// After the glyph and its gap; 8 points short of the trailing edge without a clear button.
    private func searchTextRect(_ rect: CGRect) -> CGRect {
        var rect = rect
        let minX = leftViewRect(forBounds: bounds).maxX + UISearchTextField.textGap
        let maxX = rect.maxX == bounds.maxX ? rect.maxX - 8 : rect.maxX
        rect.origin.x = max(rect.minX, minX)
        rect.size.width = max(0, maxX - rect.minX)
        return rect
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: super.intrinsicContentSize.width + UISearchTextField.glyphInset + UISearchTextField.textGap + 8,
               height: UISearchTextField.fieldHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// UIKit: a search field carries the search field trait (XCUITest's `searchFields`).
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.searchField) }
        set { super.accessibilityTraits = newValue }
    }
}
