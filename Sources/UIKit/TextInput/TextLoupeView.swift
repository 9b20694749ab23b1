import Foundation

/// The loupe: while a finger drags the caret or a selection handle, a capsule above the caret
/// shows the text around it magnified. UIKit draws it in the window, above everything.
final class TextLoupeView: UIView {
    /// The view magnified and the point (its coordinates) shown at the loupe's center.
    weak var source: UIView?
    private(set) var focus: CGPoint = .zero

    /// Ours, near iOS's: a 120 × 48 point capsule, 1.25× magnification, 8 points above the line.
    static let size = CGSize(width: 120, height: 48)
    static let magnification: CGFloat = 1.25
    static let gap: CGFloat = 8

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

    /// Shows the loupe over `caret` (in `source`'s coordinates), in `source`'s window.
    func show(over caret: CGRect, in source: UIView) {
        guard let window = source.window, !caret.isNull else { return hide() }
        self.source = source
        focus = CGPoint(x: caret.midX, y: caret.midY)
        let top = source.convert(CGPoint(x: caret.midX, y: caret.minY), to: window)
        let size = Self.size
        var x = top.x - size.width / 2
        x = max(window.bounds.minX, min(x, window.bounds.maxX - size.width))
        let y = max(window.bounds.minY, top.y - Self.gap - size.height)
        let frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        if superview !== window { window.addSubview(self) } else { window.bringSubviewToFront(self) }
        if self.frame != frame { self.frame = frame }
        setNeedsDisplay()
    }

    func hide() {
        removeFromSuperview()
        source = nil
    }

    var isShown: Bool { superview != nil }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let source else { return }
        let outline = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: bounds.height / 2)
        context.saveGState()
        outline.addClip()
        (source.backgroundColor ?? .systemBackground).setFill()
        UIRectFill(bounds)
        // The source's content around the focus, magnified about the loupe's center.
        context.translateBy(x: bounds.midX, y: bounds.midY)
        context.scaleBy(x: Self.magnification, y: Self.magnification)
        context.translateBy(x: -focus.x, y: -focus.y)
        source.layer.render(in: context)
        context.restoreGState()
        UIColor.separator.setStroke()
        outline.lineWidth = 1
        outline.stroke()
    }
}
