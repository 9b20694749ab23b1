/// One band of a text view's content (`UITextView.tileHeight` tall, the view's width) that
/// draws the selection and text there. A keystroke redraws the band of its line, not a
/// screen: a view's backing store is redrawn and copied whole, so its size is what an update
/// costs.
final class TextViewTileView: UIView {
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

    override func draw(_ rect: CGRect) {
        textView?.drawContent(rect, shift: frame.minY)
    }
}
