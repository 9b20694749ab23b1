/// The color picker's spectrum page: hue across, pale to pure to dark down; touching or
/// dragging picks the color under the finger, marked by a ring.
@MainActor
final class ColorPickerSpectrumView: UIView {
    var onPick: ((ColorPickerPalette.RGBA, Bool) -> Void)?
    /// Where the ring is, as fractions of the width and height.
    var marker: CGPoint? {
        didSet { setNeedsDisplay() }
    }
    /// The size of the cells the spectrum is drawn with.
    private let cell: CGFloat = 4

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return }
        context.saveGState()
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
        var y = bounds.minY
        while y < bounds.maxY {
            var x = bounds.minX
            while x < bounds.maxX {
                let color = ColorPickerPalette.spectrumColor(x: (x - bounds.minX + cell / 2) / bounds.width,
                                                             y: (y - bounds.minY + cell / 2) / bounds.height)
                context.setFillColor(red: color.red, green: color.green, blue: color.blue, alpha: 1)
                context.fill(CGRect(x: x, y: y, width: cell, height: cell))
                x += cell
            }
            y += cell
        }
        context.restoreGState()
        if let marker {
            let center = CGPoint(x: bounds.minX + marker.x * bounds.width, y: bounds.minY + marker.y * bounds.height)
            let ring = UIBezierPath(ovalIn: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
            ring.lineWidth = 3
            UIColor.white.setStroke()
            ring.stroke()
        }
    }

    private func pick(_ touches: Set<UITouch>, continuously: Bool) {
        guard let touch = touches.first, bounds.width > 0, bounds.height > 0 else { return }
        let point = touch.location(in: self)
        let fraction = CGPoint(x: min(max((point.x - bounds.minX) / bounds.width, 0), 1),
                               y: min(max((point.y - bounds.minY) / bounds.height, 0), 1))
        marker = fraction
        onPick?(ColorPickerPalette.spectrumColor(x: fraction.x, y: fraction.y), continuously)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        pick(touches, continuously: true)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        pick(touches, continuously: true)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        pick(touches, continuously: false)
    }
}
