import Foundation

/// Draws a standard accessory: the disclosure chevron, the checkmark, or (with the detail
/// button beside it) the chevron of `.detailDisclosureButton`.
@MainActor
final class TableCellAccessoryGlyphView: UIView {
    enum Glyph: Equatable {
        case chevron, checkmark
    }

    var glyph: Glyph = .chevron {
        didSet { if glyph != oldValue { setNeedsDisplay() } }
    }

    /// Ours (measured from iOS screenshots, not documented): the chevron is 8 × 13 pt, the
    /// checkmark 14 × 11 pt.
    static func size(of glyph: Glyph) -> CGSize {
        switch glyph {
        case .chevron: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 11)
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        let box = bounds.insetBy(dx: 1, dy: 1)
        switch glyph {
        case .chevron:
            // UIKit: the disclosure chevron is drawn in the tertiary label gray.
            UIColor.tertiaryLabel.setStroke()
            path.lineWidth = 2
            path.move(to: CGPoint(x: box.minX, y: box.minY))
            path.addLine(to: CGPoint(x: box.maxX, y: box.midY))
            path.addLine(to: CGPoint(x: box.minX, y: box.maxY))
        case .checkmark:
            // UIKit: the checkmark takes the tint color.
            tintColor.setStroke()
            path.lineWidth = 2
            path.move(to: CGPoint(x: box.minX, y: box.midY))
            path.addLine(to: CGPoint(x: box.minX + box.width * 0.35, y: box.maxY))
            path.addLine(to: CGPoint(x: box.maxX, y: box.minY))
        }
        path.stroke()
    }
}
