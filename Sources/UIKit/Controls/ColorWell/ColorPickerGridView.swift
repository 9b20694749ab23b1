/// The color picker's grid page: 12 × 10 swatches, grays on top, hues from dark to pale
/// below; touching or dragging over a swatch picks it, the picked one is outlined.
@MainActor
final class ColorPickerGridView: UIView {
    /// Called with the swatch's color, and whether the touch is still moving.
    var onPick: ((ColorPickerPalette.RGBA, Bool) -> Void)?
    var selected: (row: Int, column: Int)? {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The frame of a swatch in the view's bounds.
    func swatchRect(row: Int, column: Int) -> CGRect {
        let width = bounds.width / CGFloat(ColorPickerPalette.gridColumns)
        let height = bounds.height / CGFloat(ColorPickerPalette.gridRows)
        return CGRect(x: bounds.minX + CGFloat(column) * width, y: bounds.minY + CGFloat(row) * height, width: width, height: height)
    }

    func swatch(at point: CGPoint) -> (row: Int, column: Int)? {
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let column = Int((point.x - bounds.minX) / bounds.width * CGFloat(ColorPickerPalette.gridColumns))
        let row = Int((point.y - bounds.minY) / bounds.height * CGFloat(ColorPickerPalette.gridRows))
        guard (0..<ColorPickerPalette.gridColumns).contains(column), (0..<ColorPickerPalette.gridRows).contains(row) else { return nil }
        return (row, column)
    }

    /// Outlines the swatch whose color is `color`, if one is.
    func select(_ color: ColorPickerPalette.RGBA) {
        selected = nil
        for row in 0..<ColorPickerPalette.gridRows {
            for column in 0..<ColorPickerPalette.gridColumns {
                let swatch = ColorPickerPalette.gridColor(row: row, column: column)
                if abs(swatch.red - color.red) < 0.002, abs(swatch.green - color.green) < 0.002, abs(swatch.blue - color.blue) < 0.002 {
                    selected = (row, column)
                    return
                }
            }
        }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        // iOS rounds the grid's outer corners.
        UIBezierPath(roundedRect: bounds, cornerRadius: 8).addClip()
        for row in 0..<ColorPickerPalette.gridRows {
            for column in 0..<ColorPickerPalette.gridColumns {
                ColorPickerPalette.gridColor(row: row, column: column).color.setFill()
                UIRectFill(swatchRect(row: row, column: column))
            }
        }
        context.restoreGState()
        if let selected {
            let frame = swatchRect(row: selected.row, column: selected.column).insetBy(dx: 1.5, dy: 1.5)
            let outline = UIBezierPath(roundedRect: frame, cornerRadius: 3)
            outline.lineWidth = 3
            UIColor.white.setStroke()
            outline.stroke()
        }
    }

    private func pick(_ touches: Set<UITouch>, continuously: Bool) {
        guard let touch = touches.first, let swatch = swatch(at: touch.location(in: self)) else { return }
        selected = swatch
        onPick?(ColorPickerPalette.gridColor(row: swatch.row, column: swatch.column), continuously)
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
