/// The view inside a text view's scrolling content that holds what shows the text (UIKit has
/// a private container view in the same place): as large as the content, drawing nothing
/// itself; the text and selection are drawn by tiles (`TextViewTileView`) covering the
/// visible band, and the caret is its subview. Asking it to redisplay redisplays the tiles.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func setNeedsDisplay() {
        textView?.setNeedsTextDisplay(in: nil)
    }

    override func setNeedsDisplay(_ rect: CGRect) {
        textView?.setNeedsTextDisplay(in: rect)
    }
}
