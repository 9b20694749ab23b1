import Foundation

/// The default selection highlight of a `UITextSelectionDisplayInteraction`: each rect filled
/// with the tint color at the text views' selection alpha (ours: their highlight).
@MainActor
final class StandardSelectionHighlightView: UIView, UITextSelectionHighlightView {
    var selectionRects: [UITextSelectionRect] = [] {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        (tintColor ?? .systemBlue).withAlphaComponent(UITextView.selectionAlpha).setFill()
        for selection in selectionRects where !selection.rect.isNull && !selection.rect.isEmpty {
            UIRectFill(selection.rect)
        }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
