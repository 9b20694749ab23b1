/// The view inside a text view's scrolling content that draws its selection and text (UIKit
/// has a private container view in the same place); the caret is its subview.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        textView?.drawContent(rect)
    }
}
