@_spi(Diagnostics) import CoreGraphics

/// A popover's arrow: a triangle in the popover's background color, pointing at the source.
@MainActor
final class PopoverArrowView: UIView {
    var direction: UIPopoverArrowDirection = .up { didSet { setNeedsDisplay() } }
    var fillColor: UIColor = .systemBackground { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        let b = bounds, path = UIBezierPath()
        switch direction {
        case .up:
            path.move(to: CGPoint(x: b.minX, y: b.maxY)); path.addLine(to: CGPoint(x: b.midX, y: b.minY)); path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        case .down:
            path.move(to: CGPoint(x: b.minX, y: b.minY)); path.addLine(to: CGPoint(x: b.midX, y: b.maxY)); path.addLine(to: CGPoint(x: b.maxX, y: b.minY))
        case .left:
            path.move(to: CGPoint(x: b.maxX, y: b.minY)); path.addLine(to: CGPoint(x: b.minX, y: b.midY)); path.addLine(to: CGPoint(x: b.maxX, y: b.maxY))
        default:
            path.move(to: CGPoint(x: b.minX, y: b.minY)); path.addLine(to: CGPoint(x: b.maxX, y: b.midY)); path.addLine(to: CGPoint(x: b.minX, y: b.maxY))
        }
        path.close()
        fillColor.setFill()
        path.fill()
    }
}
