import Foundation

/// A control that shows a color and lets the user pick another (UIKit): drawn as iOS's ring
/// of hues around the selected color; a tap presents a `UIColorPickerViewController`, and
/// every color picked there becomes `selectedColor` and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The color shown (nil: the ring alone). Setting it does not send `.valueChanged`.
    open var selectedColor: UIColor? {
        didSet {
            setNeedsDisplay()
            if let picker = presentedPicker, let selectedColor, picker.selectedColor != selectedColor {
                picker.selectedColor = selectedColor
            }
        }
    }

    /// Whether the picker offers opacity (default true).
    open var supportsAlpha = true

    /// The title of the picker the well presents (nil: the picker's own, "Colors").
    open var title: String?

    /// The picker on screen, while the well presents one.
    private(set) weak var presentedPicker: UIColorPickerViewController?

    /// Ours: the well's size (iOS draws it about this size in bars and lists).
    static let wellSize: CGFloat = 28

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
        contentMode = .redraw
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addAction(UIAction { [weak self] _ in self?.presentPicker() }, for: .touchUpInside)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: Self.wellSize, height: Self.wellSize)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: Self.wellSize, height: Self.wellSize)
    }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        guard side > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2
        let ring = max(2, side * 0.11)
        // The ring of hues, as wedges of an annulus, red at the top turning clockwise.
        let steps = 72
        for step in 0..<steps {
            let start = -CGFloat.pi / 2 + CGFloat(step) / CGFloat(steps) * 2 * .pi
            let end = start + 2 * .pi / CGFloat(steps) + 0.01
            let wedge = UIBezierPath()
            wedge.addArc(withCenter: center, radius: outer, startAngle: start, endAngle: end, clockwise: true)
            wedge.addArc(withCenter: center, radius: outer - ring, startAngle: end, endAngle: start, clockwise: false)
            wedge.close()
            UIColor(hue: CGFloat(step) / CGFloat(steps), saturation: 0.9, brightness: 1, alpha: isEnabled ? 1 : 0.4).setFill()
            wedge.fill()
        }
        guard let selectedColor else { return }
        // The color inside, a gap from the ring.
        let inner = outer - ring - max(1.5, side * 0.07)
        guard inner > 0 else { return }
        context.saveGState()
        let dot = UIBezierPath(ovalIn: CGRect(x: center.x - inner, y: center.y - inner, width: inner * 2, height: inner * 2))
        selectedColor.setFill()
        dot.fill()
        context.restoreGState()
    }

    /// The view controller the picker is presented from: the nearest up the responder
    /// chain, else the window's root.
    private func presentingController() -> UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController, controller.viewIfLoaded?.window != nil { return controller }
            responder = current.next
        }
        return window?.rootViewController
    }

    private func presentPicker() {
        guard presentedPicker == nil, var presenter = presentingController() else { return }
        while let presented = presenter.presentedViewController { presenter = presented }
        let picker = UIColorPickerViewController()
        picker.supportsAlpha = supportsAlpha
        if let title { picker.title = title }
        if let selectedColor { picker.selectedColor = selectedColor }
        picker.onSelect = { [weak self] color, _ in
            guard let self else { return }
            self.selectedColor = color
            // UIKit: every color picked sends valueChanged (also while dragging).
            self.sendActions(for: .valueChanged)
        }
        presentedPicker = picker
        presenter.present(picker, animated: true)
    }
}
