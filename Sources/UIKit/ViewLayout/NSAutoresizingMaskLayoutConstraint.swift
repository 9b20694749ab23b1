@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A constraint the engine makes from the frame and autoresizing mask of a view whose
/// `translatesAutoresizingMaskIntoConstraints` is true (UIKit's private class of that name, as
/// it appears in `constraintsAffectingLayout(for:)` and in unsatisfiable-constraint logs).
///
/// UIKit writes the mask as `h=--& v=--&`: for each axis the leading margin, the size and the
/// trailing margin, `-` fixed and `&` flexible.
@MainActor
final class NSAutoresizingMaskLayoutConstraint: NSLayoutConstraint {
    private var maskNotation = ""
    /// Not kept alive; read as nil once freed (no side table: see `NSLayoutAnchor.itemStorage`).
    private var translatedViewReference = UnownedObjectReference<UIView>(nil)
    var translatedView: UIView? {
        get { translatedViewReference.object }
        set { translatedViewReference = UnownedObjectReference(newValue) }
    }

    /// The four constraints for a view: minX, minY, width, height of its alignment rectangle.
    static func make(for view: UIView, frame: CGRect) -> [NSLayoutConstraint] {
        let notation = notation(for: view.autoresizingMask)
        let parts: [(NSLayoutConstraint.Attribute, CGFloat)] = [(.left, frame.minX), (.top, frame.minY),
                                                                 (.width, frame.width), (.height, frame.height)]
        return parts.map { attribute, value in
            let constraint = NSAutoresizingMaskLayoutConstraint(
                firstAnchor: NSLayoutAnchor<AnyObject>(item: view, attribute: attribute), relation: .equal,
                secondAnchor: nil, multiplier: 1, constant: value)
            constraint.maskNotation = notation
            constraint.translatedView = view
            return constraint
        }
    }

    static func notation(for mask: UIView.AutoresizingMask) -> String {
        func axis(_ leading: UIView.AutoresizingMask, _ size: UIView.AutoresizingMask, _ trailing: UIView.AutoresizingMask) -> String {
            [leading, size, trailing].map { mask.contains($0) ? "&" : "-" }.joined()
        }
        // UIKit: with nothing flexible on an axis, the trailing margin takes the change.
        var h = axis(.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin)
        var v = axis(.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin)
        if h == "---" { h = "--&" }
        if v == "---" { v = "--&" }
        return "h=\(h) v=\(v)"
    }

    /// Active while its view is in the engine with its mask translated.
    override var isActive: Bool {
        get { translatedView?.translatesAutoresizingMaskIntoConstraints ?? false }
        set {}
    }

    nonisolated override var description: String {
        MainActor.assumeIsolated {
            let names: [NSLayoutConstraint.Attribute: String] = [.left: "minX", .top: "minY", .width: "width", .height: "height"]
            let name = names[firstAttribute] ?? firstAttribute.name
            return "<NSAutoresizingMaskLayoutConstraint:0x\(LayoutItemName.address(of: self)) \(maskNotation) \(LayoutItemName.of(firstItem)).\(name) == \(NSLayoutConstraint.number(constant))   (\(isActive ? "active" : "inactive"))>"
        }
    }
}
