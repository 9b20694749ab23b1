import Foundation

/// The magnifying glass UIKit's section index draws for `UITableView.indexSearch`: a ring with
/// a handle towards the lower right, in the index color, centred in its entry (ours: the
/// proportions are drawn to look like the system glyph, not measured from it).
@MainActor
final class TableSectionIndexSearchGlyphView: UIView {
    var color: UIColor = .systemBlue {
        didSet { setNeedsDisplay() }
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

    override func draw(_ rect: CGRect) {
        let side = min(bounds.width, bounds.height, 12)
        guard side > 2 else { return }
        let radius = side * 0.32
        let center = CGPoint(x: bounds.midX - side * 0.12, y: bounds.midY - side * 0.12)
        color.setStroke()
        let ring = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        ring.lineWidth = 1.5
        ring.stroke()
        let handle = UIBezierPath()
        handle.lineWidth = 1.5
        handle.lineCapStyle = .round
        let diagonal = CGFloat(0.5).squareRoot()
        handle.move(to: CGPoint(x: center.x + radius * diagonal, y: center.y + radius * diagonal))
        handle.addLine(to: CGPoint(x: center.x + side * 0.45, y: center.y + side * 0.45))
        handle.stroke()
    }
}
