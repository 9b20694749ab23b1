@_spi(Diagnostics) import CoreGraphics
import Foundation
import LayoutSolver

// Attributes of items as linear expressions in the coordinates of the view a constraint is
// installed on.
extension LayoutEngine {
    /// `first − (multiplier × second + constant)`, to be related to 0.
    func expression(for constraint: NSLayoutConstraint, in space: UIView, used: inout [LayoutEngineItem]) -> LinearExpression? {
        guard let first = constraint.firstAnchorStorage else { return nil }
        // Leading/trailing against leading/trailing count in the layout direction; against a
        // center they are plain edges.
        let counts = NSLayoutConstraint.isLeadingTrailing(first.attribute)
            && (constraint.secondAnchorStorage.map { NSLayoutConstraint.isLeadingTrailing($0.attribute) } ?? true)
        // One direction for both sides: the view the constraint is installed on decides (a
        // horizontal UIStackView forced right-to-left arranges its views right to left, whatever
        // their own direction), so the two edges never count in opposite directions.
        let rtl = space.effectiveUserInterfaceLayoutDirection == .rightToLeft
        guard let lhs = expression(of: first, in: space, used: &used, directional: counts, rtl: rtl) else { return nil }
        var result = lhs - Double(constraint.constantStorage)
        if let second = constraint.secondAnchorStorage {
            guard let rhs = expression(of: second, in: space, used: &used, directional: counts, rtl: rtl) else { return nil }
            result = result - rhs * Double(constraint.multiplierStorage)
        }
        return result
    }

    func expression(of anchor: NSLayoutAnchor<AnyObject>, in space: UIView, used: inout [LayoutEngineItem],
                    directional: Bool = true, rtl: Bool? = nil) -> LinearExpression? {
        if let (from, to) = anchor.offsetEnds {
            guard let start = expression(of: from, in: space, used: &used, rtl: rtl),
                  let end = expression(of: to, in: space, used: &used, rtl: rtl) else { return nil }
            return end - start
        }
        guard let object = anchor.itemStorage else { return nil }
        return expression(of: object, anchor.attribute, in: space, used: &used, directional: directional, rtl: rtl)
    }

    /// The item's alignment rectangle in `space`: x, y, width, height.
    private func rectangle(of object: AnyObject, in space: UIView, used: inout [LayoutEngineItem])
        -> (x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression)? {
        let item = ensureItem(object)
        if !used.contains(where: { $0 === item }) { used.append(item) }
        if let view = object as? UIView, view === space {
            // The container itself: its bounds, with its own size variables.
            let insets = view.alignmentRectInsets, bounds = view.bounds
            return (LinearExpression([], constant: Double(bounds.minX + insets.left)),
                    LinearExpression([], constant: Double(bounds.minY + insets.top)),
                    LinearExpression(item.width), LinearExpression(item.height))
        }
        let parent: UIView?
        if let view = object as? UIView {
            parent = view.superviewStorage
        } else {
            parent = (object as? UILayoutGuide)?.owningViewStorage
        }
        guard let parent, let offset = origin(of: parent, in: space, used: &used) else { return nil }
        return (LinearExpression(item.x) + offset.x, LinearExpression(item.y) + offset.y,
                LinearExpression(item.width), LinearExpression(item.height))
    }

    /// Where `view`'s bounds origin lies in `space` (an ancestor or the view itself): the
    /// chain of frame origins in between.
    private func origin(of view: UIView, in space: UIView, used: inout [LayoutEngineItem]) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression(), y = LinearExpression()
        var current = view
        while current !== space {
            guard let parent = current.superviewStorage else { return nil }
            let item = ensureItem(current)
            if !used.contains(where: { $0 === item }) { used.append(item) }
            let insets = current.alignmentRectInsets, bounds = current.bounds
            x = x + LinearExpression(item.x) - Double(insets.left + bounds.minX)
            y = y + LinearExpression(item.y) - Double(insets.top + bounds.minY)
            current = parent
        }
        return (x, y)
    }

    func expression(of object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                    used: inout [LayoutEngineItem], depth: Int = 0, directional: Bool = true, rtl: Bool? = nil) -> LinearExpression? {
        let view = object as? UIView
        let rtl = rtl ?? ((view ?? (object as? UILayoutGuide)?.owningViewStorage)?.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // UIKit: leading and trailing follow the layout direction, and in right-to-left
        // they count leftwards (a positive constant after a leading edge moves left).
        if rtl, NSLayoutConstraint.isLeadingTrailing(attribute) {
            let mirrored: NSLayoutConstraint.Attribute = switch attribute {
            case .leading: .right
            case .trailing: .left
            case .leadingMargin: .rightMargin
            default: .leftMargin
            }
            let edge = expression(of: object, mirrored, in: space, used: &used, depth: depth)
            return directional ? edge.map { $0 * -1 } : edge
        }
        var attribute = attribute
        switch attribute {
        case .leading: attribute = .left
        case .trailing: attribute = .right
        case .leadingMargin: attribute = .leftMargin
        case .trailingMargin: attribute = .rightMargin
        default: break
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            return baseline(of: object, first: attribute == .firstBaseline, in: space, used: &used, depth: depth)
        }
        guard let rect = rectangle(of: object, in: space, used: &used) else { return nil }
        // Margin attributes: the bounds inset by the view's layout margins (a guide has none).
        var margins = UIEdgeInsets.zero, insets = UIEdgeInsets.zero
        if let view, attribute.rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue {
            margins = view.layoutMargins
            insets = view.alignmentRectInsets
            if let item = self.item(for: view) { item.marginsUsed = margins }
        }
        switch attribute {
        case .left: return rect.x
        case .right: return rect.x + rect.width
        case .centerX: return rect.x + rect.width * 0.5
        case .width: return rect.width
        case .top: return rect.y
        case .bottom: return rect.y + rect.height
        case .centerY: return rect.y + rect.height * 0.5
        case .height: return rect.height
        case .leftMargin: return rect.x + Double(margins.left - insets.left)
        case .rightMargin: return rect.x + rect.width + Double(insets.right - margins.right)
        case .topMargin: return rect.y + Double(margins.top - insets.top)
        case .bottomMargin: return rect.y + rect.height + Double(insets.bottom - margins.bottom)
        case .centerXWithinMargins:
            return rect.x + rect.width * 0.5 + Double(margins.left - insets.left + insets.right - margins.right) * 0.5
        case .centerYWithinMargins:
            return rect.y + rect.height * 0.5 + Double(margins.top - insets.top + insets.bottom - margins.bottom) * 0.5
        default: return nil
        }
    }

    /// UIKit: a view's baselines are those of its `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` view; a plain view's baseline is its bottom edge; a label's lie
    /// at its font's ascender below the top of its (vertically centered) text.
    private func baseline(of object: AnyObject, first: Bool, in space: UIView, used: inout [LayoutEngineItem],
                          depth: Int) -> LinearExpression? {
        if let view = object as? UIView, depth < 8 {
            let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                return expression(of: target, first ? .firstBaseline : .lastBaseline, in: space, used: &used, depth: depth + 1)
            }
        }
        guard let rect = rectangle(of: object, in: space, used: &used) else { return nil }
        if let label = object as? UILabel, let offsets = Self.baselineOffsets(of: label) {
            // Text is centered: top of text = y + height/2 − textHeight/2.
            return rect.y + rect.height * 0.5 + Double(first ? offsets.first : offsets.last)
        }
        return rect.y + rect.height
    }

    /// A label's baselines relative to its vertical center, for its current text and font.
    static func baselineOffsets(of label: UILabel) -> (first: CGFloat, last: CGFloat)? {
        guard let font = label.font else { return nil }
        let textHeight = label.intrinsicContentSize.height
        guard textHeight > 0 else { return nil }
        let top = -textHeight / 2
        let lineHeight = font.lineHeight
        let lines = max(1, (textHeight / max(lineHeight, 1)).rounded(.down))
        return (top + font.ascender, top + font.ascender + (lines - 1) * lineHeight)
    }
}
