@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A view's intrinsic content size along one axis, with its hugging and compression
/// resistance priorities (UIKit's private class of that name).
@MainActor
final class NSContentSizeLayoutConstraint: NSLayoutConstraint {
    /// Not kept alive; read as nil once freed (no side table: see `NSLayoutAnchor.itemStorage`).
    private var sizedViewReference = UnownedObjectReference<UIView>(nil)
    var sizedView: UIView? {
        get { sizedViewReference.object }
        set { sizedViewReference = UnownedObjectReference(newValue) }
    }

    static func make(for view: UIView, size: CGSize) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for (attribute, value) in [(NSLayoutConstraint.Attribute.width, size.width), (.height, size.height)]
        where value != UIView.noIntrinsicMetric {
            let constraint = NSContentSizeLayoutConstraint(
                firstAnchor: NSLayoutAnchor<AnyObject>(item: view, attribute: attribute), relation: .equal,
                secondAnchor: nil, multiplier: 1, constant: value)
            constraint.sizedView = view
            result.append(constraint)
        }
        return result
    }

    override var isActive: Bool {
        get { sizedView.map { !$0.translatesAutoresizingMaskIntoConstraints } ?? false }
        set {}
    }

    nonisolated override var description: String {
        MainActor.assumeIsolated {
            guard let view = sizedView else { return "<NSContentSizeLayoutConstraint:0x\(LayoutItemName.address(of: self))>" }
            let axis: NSLayoutConstraint.Axis = firstAttribute == .width ? .horizontal : .vertical
            let hug = NSLayoutConstraint.number(CGFloat(view.contentHuggingPriority(for: axis).rawValue))
            let resist = NSLayoutConstraint.number(CGFloat(view.contentCompressionResistancePriority(for: axis).rawValue))
            return "<NSContentSizeLayoutConstraint:0x\(LayoutItemName.address(of: self)) \(LayoutItemName.of(view)).\(firstAttribute.name) == \(NSLayoutConstraint.number(constant)) Hug:\(hug) CompressionResistance:\(resist)   (\(isActive ? "active" : "inactive"))>"
        }
    }
}
