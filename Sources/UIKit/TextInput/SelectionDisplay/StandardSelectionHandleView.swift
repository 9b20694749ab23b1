import Foundation

/// The default selection handle of a `UITextSelectionDisplayInteraction`: a 2-point bar along
/// the selection's end with a 10-point knob, in the tint color — the start's knob above, the
/// end's below (ours: the metrics of the text fields' handles).
@MainActor
final class StandardSelectionHandleView: UIView, UITextSelectionHandleView {
    static let knobDiameter: CGFloat = 10
    static let barWidth: CGFloat = 2

    var direction: NSDirectionalRectEdge = .leading {
        didSet { setNeedsDisplay() }
    }

    var isVertical: Bool { direction == .top || direction == .bottom }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var isStart: Bool { direction == .leading || direction == .top }

    /// The end rect widened to the knob, the knob beyond the line (above for the start).
    func preferredFrame(for rect: CGRect) -> CGRect {
        let knob = Self.knobDiameter
        let x = rect.midX - knob / 2
        return isStart
            ? CGRect(x: x, y: rect.minY - knob, width: knob, height: rect.height + knob)
            : CGRect(x: x, y: rect.minY, width: knob, height: rect.height + knob)
    }

    override func draw(_ rect: CGRect) {
        (tintColor ?? .systemBlue).setFill()
        let knob = Self.knobDiameter
        let barRect = CGRect(x: (bounds.width - Self.barWidth) / 2, y: isStart ? knob / 2 : 0,
                             width: Self.barWidth, height: bounds.height - knob / 2)
        UIRectFill(barRect)
        let knobRect = CGRect(x: (bounds.width - knob) / 2, y: isStart ? 0 : bounds.height - knob, width: knob, height: knob)
        UIBezierPath(ovalIn: knobRect).fill()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }
}
