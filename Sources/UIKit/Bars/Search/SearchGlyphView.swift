import Foundation

/// The magnifying glass a search field shows at its leading edge.
final class SearchGlyphView: UIView {
    /// Ours: a 16-point glyph in a 20-point box (iOS draws the `magnifyingglass` symbol).
    static let boxSize = CGSize(width: 20, height: 20)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        let box = bounds.insetBy(dx: 2, dy: 2)
        let ring = CGRect(x: box.minX, y: box.minY, width: box.width * 0.72, height: box.height * 0.72)
        let path = UIBezierPath(ovalIn: ring.insetBy(dx: 1, dy: 1))
        path.move(to: CGPoint(x: ring.maxX - ring.width * 0.15, y: ring.maxY - ring.height * 0.15))
        path.addLine(to: CGPoint(x: box.maxX - 1, y: box.maxY - 1))
        path.lineWidth = 2
        path.lineCapStyle = .round
        UIColor.secondaryLabel.setStroke()
        path.stroke()
    }
}
