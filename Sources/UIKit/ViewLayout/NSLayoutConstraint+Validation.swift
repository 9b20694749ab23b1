@_spi(Diagnostics) import CoreGraphics
import Foundation

extension NSLayoutConstraint {
    /// UIKit's standard spacing between sibling views.
    static let systemSpacing: CGFloat = 8

    /// UIKit raises on these; the messages follow its wording.
    static func validate(first: AnyObject, _ attr1: Attribute, second: AnyObject?, _ attr2: Attribute,
                         multiplier: CGFloat, constant: CGFloat) {
        precondition(LayoutItemName.isLayoutItem(first),
                     "NSLayoutConstraint(item:…): the first item \(first) is not a view or a layout guide")
        if let second {
            precondition(LayoutItemName.isLayoutItem(second),
                         "NSLayoutConstraint(item:…): the second item \(second) is not a view or a layout guide")
        }
        precondition(attr1 != .notAnAttribute,
                     "NSLayoutConstraint(item:…): Invalid parameter not satisfying: firstAttribute != NSLayoutAttributeNotAnAttribute")
        if second == nil {
            precondition(attr1.isDimension,
                         "NSLayoutConstraint(item:…): A constraint cannot be made between \(attr1.name) and a constant. Location attributes must be specified in pairs.")
        } else {
            precondition(attr2 != .notAnAttribute,
                         "NSLayoutConstraint(item:…): A second item was given without an attribute (\(attr2.name)).")
            precondition(attr1.isDimension == attr2.isDimension,
                         "NSLayoutConstraint(item:…): Invalid pairing of layout attributes \(attr1.name) and \(attr2.name): a size cannot be related to a location.")
            // UIKit: a width may be tied to a height (aspect ratios), and a location to one on
            // the other axis (`v1.left == v2.top + 50` is accepted and solved; SnapKit's own
            // suite makes such constraints on iOS); only the anchor API rejects the mix, at
            // compile time (NSLayoutXAxisAnchor against NSLayoutYAxisAnchor).
            if !attr1.isDimension {
                // UIKit: centers pair with either family; only leading/trailing against
                // left/right is rejected.
                precondition(!(isLeadingTrailing(attr1) && isLeftRight(attr2)) && !(isLeftRight(attr1) && isLeadingTrailing(attr2)),
                             "NSLayoutConstraint(item:…): A constraint cannot be made between a leading/trailing attribute and a right/left attribute. Use leading/trailing for both or neither.")
                precondition(multiplier != 0,
                             "NSLayoutConstraint(item:…): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.")
            }
        }
        precondition(multiplier.isFinite, "NSLayoutConstraint(item:…): the multiplier \(multiplier) is not a finite number")
        precondition(constant.isFinite, "NSLayoutConstraint(item:…): the constant \(constant) is not a finite number")
    }

    static func isLeftRight(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }

    static func isLeadingTrailing(_ attribute: Attribute) -> Bool {
        switch attribute {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Priorities live in 1...1000; UIKit raises outside that range, OpenUIKit clamps and logs.
    static func clampedPriority(_ priority: UILayoutPriority, api: String) -> UILayoutPriority {
        let raw = priority.rawValue
        guard raw.isFinite else {
            FrameworkLog.log("\(api): priority \(raw) is not a number; using required (1000)")
            return .required
        }
        if raw < 1 || raw > 1000 {
            let clamped = min(1000, max(1, raw))
            FrameworkLog.log("\(api): priority \(raw) is outside 1...1000; using \(clamped)")
            return UILayoutPriority(clamped)
        }
        return priority
    }
}
