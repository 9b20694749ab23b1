/// A view whose font follows the user's text size (UIKit): with
/// `adjustsFontForContentSizeCategory`, a font made by `preferredFont(forTextStyle:)` or
/// `UIFontMetrics` is replaced by the same font at the new size when the view's content size
/// category changes. A fixed font (`systemFont(ofSize:)`) stays as it is.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UILabel: UIContentSizeCategoryAdjusting {}
extension UITextField: UIContentSizeCategoryAdjusting {}
extension UITextView: UIContentSizeCategoryAdjusting {}
