@_spi(Diagnostics) import CoreGraphics

/// A shape for hover effects and other shape-based styling (UIKit, iOS 17): a rectangle
/// (optionally rounded), a capsule or a circle, resolved against the view's bounds.
public final class UIShape: NSObject, @unchecked Sendable {
    enum Kind: Equatable {
        case rect(cornerRadius: CGFloat)
        case capsule
        case circle
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The bounds' rectangle.
    public static var rect: UIShape { UIShape(kind: .rect(cornerRadius: 0)) }
    /// Fully rounded short sides.
    public static var capsule: UIShape { UIShape(kind: .capsule) }
    /// The largest circle centred in the bounds.
    public static var circle: UIShape { UIShape(kind: .circle) }

    /// A rectangle with rounded corners (negative or non-finite radii are taken as 0).
    public static func rect(cornerRadius: CGFloat) -> UIShape {
        UIShape(kind: .rect(cornerRadius: cornerRadius.isFinite ? max(0, cornerRadius) : 0))
    }

    /// The frame and corner radius the shape takes in `bounds`.
    func resolved(in bounds: CGRect) -> (frame: CGRect, cornerRadius: CGFloat) {
        switch kind {
        case .rect(let radius):
            return (bounds, min(radius, min(bounds.width, bounds.height) / 2))
        case .capsule:
            return (bounds, min(bounds.width, bounds.height) / 2)
        case .circle:
            let side = min(bounds.width, bounds.height)
            return (CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side), side / 2)
        }
    }

    public override func isEqual(_ object: Any?) -> Bool {
        (object as? UIShape)?.kind == kind
    }
}
