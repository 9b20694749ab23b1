@_spi(UIKit) import QuartzCore

/// Draws the focused item's halo: a ring in the item's tint color, in a shape layer placed in
/// the halo's container above the item (or the effect's reference view).
@MainActor
final class FocusHaloRenderer {
    /// OpenUIKit's ring: 3 points wide in the tint color (iPadOS draws a ring of about this
    /// width around the focused item).
    static let ringWidth: CGFloat = 3
    /// OpenUIKit's gap between a (rounded) rectangle and its ring, so that the ring shows
    /// against a filled control of the same tint.
    static let gap: CGFloat = 2

    static func roundedRect(_ rect: CGRect, radius: CGFloat) -> CGPath {
        guard radius > 0, rect.width > 0, rect.height > 0 else { return CGPath(rect: rect, transform: nil) }
        return UIBezierPath(roundedRect: rect, cornerRadius: radius).cgPath
    }

    private(set) var layer: CAShapeLayer?
    private weak var view: UIView?

    /// Shows the halo of `view` (its `focusEffect`), or hides it for nil or no effect.
    func show(for view: UIView?) {
        remove()
        guard let view, let effect = view.focusEffect else { return }
        let shape = effect.haloShape(for: view)
        let container = shape.container ?? view.superview ?? view
        let ring = CAShapeLayer()
        ring.strokeColor = nil
        ring.fillColor = view.tintColor.resolvedColor(with: view.traitCollection).cgColor
        ring.fillRule = .evenOdd
        // The ring's layer has the view's bounds, so the path stays in the view's coordinates.
        ring.bounds = view.bounds
        ring.position = container.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), from: view)
        let inside = resolvedInside(shape, container: container)
        if let rect = shape.rect {
            // A band `ringWidth` wide, `gap` away from the rectangle, corners following it.
            let near = inside ? -Self.gap : Self.gap
            let far = inside ? -(Self.gap + Self.ringWidth) : Self.gap + Self.ringWidth
            let band = CGMutablePath()
            band.addPath(Self.roundedRect(rect.insetBy(dx: -near, dy: -near), radius: shape.cornerRadius + near))
            band.addPath(Self.roundedRect(rect.insetBy(dx: -far, dy: -far), radius: shape.cornerRadius + far))
            ring.path = band
        } else {
            // Any other path: a stroke centred on the outline, masked to the chosen side.
            ring.fillColor = nil
            ring.strokeColor = view.tintColor.resolvedColor(with: view.traitCollection).cgColor
            ring.lineWidth = Self.ringWidth * 2
            ring.path = shape.path
            let mask = CAShapeLayer()
            let maskPath = CGMutablePath()
            if inside {
                maskPath.addPath(shape.path)
            } else {
                maskPath.addRect(view.bounds.insetBy(dx: -Self.ringWidth * 4, dy: -Self.ringWidth * 4))
                maskPath.addPath(shape.path)
                mask.fillRule = .evenOdd
            }
            mask.path = maskPath
            mask.frame = ring.bounds
            mask.bounds = ring.bounds
            ring.mask = mask
        }
        if let reference = shape.reference, reference.superview === container || reference === container {
            if reference === container { container.layer.addSublayer(ring) } else {
                container.layer.insertSublayer(ring, above: reference.layer)
            }
        } else if container === view {
            view.layer.addSublayer(ring)
        } else {
            container.layer.insertSublayer(ring, above: view.layer.superlayer === container.layer ? view.layer : nil)
        }
        layer = ring
        self.view = view
    }

    func remove() {
        layer?.removeFromSuperlayer()
        layer = nil
        view = nil
    }

    /// `.automatic`: outside, unless the container clips and the ring would fall outside it.
    private func resolvedInside(_ shape: FocusHaloShape, container: UIView) -> Bool {
        switch shape.position {
        case .inside: return true
        case .outside: return false
        case .automatic:
            guard container.clipsToBounds, container !== shape.view else { return container === shape.view }
            let frame = container.convert(shape.view.bounds, from: shape.view)
            return !container.bounds.contains(frame.insetBy(dx: -Self.ringWidth, dy: -Self.ringWidth))
        }
    }
}
