@_spi(Diagnostics) import CoreGraphics
import Foundation
import LayoutSolver

// Attributes of items as linear expressions in the coordinates of the view a constraint is
// installed on.
extension LayoutEngine {
    /// `first − (multiplier × second + constant)`, to be related to 0.
    ///
    /// Built in one expression (one term array per constraint): each part is appended with
    /// its own constant started from 0 and then scaled and added, which is the arithmetic of
    /// building the parts separately and combining them, so the values are the same.
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
        var result = LinearExpression(capacity: 8)
        var firstSide = first, secondSide = constraint.secondAnchorStorage
        // A scroll view's side tied to its content (LayoutEngine+ScrollViewContent.swift): the
        // anchor read instead, and a constant added to it.
        var firstExtra = 0.0, secondExtra = 0.0
        if space.viewFlags.contains(.isScrollView), let second = secondSide {
            if let side = Self.scrollContentSide(first, relatesTo: second) {
                guard let (anchor, extra) = read(side, in: space, used: &used, directional: counts, rtl: rtl) else { return nil }
                firstSide = anchor
                firstExtra = extra
            } else if let side = Self.scrollContentSide(second, relatesTo: first) {
                guard let (anchor, extra) = read(side, in: space, used: &used, directional: counts, rtl: rtl) else { return nil }
                secondSide = anchor
                secondExtra = extra
            }
        }
        guard append(firstSide, in: space, times: 1, to: &result, used: &used, directional: counts, rtl: rtl) else { return nil }
        result.constant += firstExtra
        result.constant -= Double(constraint.constantStorage)
        if let second = secondSide {
            let multiplier = Double(constraint.multiplierStorage)
            guard append(second, in: space, times: -multiplier, to: &result, used: &used, directional: counts, rtl: rtl) else { return nil }
            result.constant -= multiplier * secondExtra
        }
        return result
    }

    /// The anchor and the constant a scroll view's content-tied side stands for. A margin is
    /// its content edge plus the distance between the scroll view's margin and edge as this
    /// constraint counts them (direction included); the scroll view is a used item, so a change
    /// of its margins rewrites the constraint.
    private func read(_ side: ScrollContentSide, in space: UIView, used: inout [LayoutEngineItem],
                      directional: Bool, rtl: Bool) -> (NSLayoutAnchor<AnyObject>, Double)? {
        switch side {
        case .contentEdge(let guide, let attribute):
            return (NSLayoutAnchor<AnyObject>(item: guide, attribute: attribute), 0)
        case .contentMargin(let guide, let scrollView, let margin, let edge):
            var marginPart = LinearExpression(), edgePart = LinearExpression()
            guard append(scrollView, margin, in: space, to: &marginPart, used: &used, directional: directional, rtl: rtl),
                  append(scrollView, edge, in: space, to: &edgePart, used: &used, directional: directional, rtl: rtl)
            else { return nil }
            return (NSLayoutAnchor<AnyObject>(item: guide, attribute: edge), marginPart.constant - edgePart.constant)
        case .frameCenter(let scrollView, let attribute):
            let anchor = NSLayoutAnchor<AnyObject>(item: scrollView, attribute: attribute)
            guard scrollView === space else { return (anchor, 0) }
            let origin = scrollView.bounds.origin
            let horizontal = attribute == .centerX || attribute == .centerXWithinMargins
            return (anchor, -Double(horizontal ? origin.x : origin.y))
        }
    }

    /// `sum + factor × part`, where `build` appends the part's terms and adds its constants
    /// to a constant that starts at 0 (exactly the arithmetic of a separate expression).
    private func appendScaled(_ sum: inout LinearExpression, times factor: Double,
                              _ build: (inout LinearExpression) -> Bool) -> Bool {
        let saved = sum.constant, start = sum.terms.count
        sum.constant = 0
        guard build(&sum) else { return false }
        if factor != 1 {
            for index in start..<sum.terms.count { sum.terms[index].coefficient *= factor }
        }
        sum.constant = saved + sum.constant * factor
        return true
    }

    /// Appends `factor ×` the anchor's expression (a distance anchor: its end minus its start).
    private func append(_ anchor: NSLayoutAnchor<AnyObject>, in space: UIView, times factor: Double,
                        to sum: inout LinearExpression, used: inout [LayoutEngineItem],
                        directional: Bool = true, rtl: Bool? = nil) -> Bool {
        if let (from, to) = anchor.offsetEnds {
            // end − start, the start's items made first, the end's terms first.
            return appendScaled(&sum, times: factor) { part in
                let first = part.terms.count
                guard append(from, in: space, times: 1, to: &part, used: &used, rtl: rtl) else { return false }
                let startConstant = part.constant, middle = part.terms.count
                part.constant = 0
                guard append(to, in: space, times: 1, to: &part, used: &used, rtl: rtl) else { return false }
                var start = Array(part.terms[first..<middle])
                for index in start.indices { start[index].coefficient = -start[index].coefficient }
                part.terms.removeSubrange(first..<middle)
                part.terms.append(contentsOf: start)
                part.constant = part.constant - startConstant
                return true
            }
        }
        guard let object = anchor.itemStorage else { return false }
        return appendScaled(&sum, times: factor) { part in
            append(object, anchor.attribute, in: space, to: &part, used: &used, directional: directional, rtl: rtl)
        }
    }

    func expression(of anchor: NSLayoutAnchor<AnyObject>, in space: UIView, used: inout [LayoutEngineItem],
                    directional: Bool = true, rtl: Bool? = nil) -> LinearExpression? {
        var result = LinearExpression()
        guard append(anchor, in: space, times: 1, to: &result, used: &used, directional: directional, rtl: rtl) else { return nil }
        return result
    }

    /// The item's alignment rectangle's origin on one axis in `space` (appended to `part`),
    /// and its size variable on that axis.
    private func appendOrigin(of object: AnyObject, horizontal: Bool, in space: UIView, to part: inout LinearExpression,
                              used: inout [LayoutEngineItem]) -> Variable? {
        // Views unretained: the object is kept by the caller and the views up to `space` by
        // their superviews while the expression is built (about seven retains and releases
        // of views per constraint otherwise, each an atomic operation on the view's count).
        unowned(unsafe) let objectView = object as? UIView
        let item = objectView != nil ? ensureItem(objectView!) : ensureItem(object)
        if !containsIdentical(used, item) { used.append(item) }
        if objectView != nil, objectView! === space {
            // The container itself: its bounds, with its own size variables.
            let insets = space.alignmentRectInsets, bounds = space.bounds
            part.constant += Double(horizontal ? bounds.minX + insets.left : bounds.minY + insets.top)
            return horizontal ? item.width : item.height
        }
        unowned(unsafe) let parent = objectView != nil ? objectView!.superviewStorage
            : (object as? UILayoutGuide)?.owningViewStorage
        guard parent != nil else { return nil }
        part.terms.append((horizontal ? item.x : item.y, 1))
        // Where the parent's bounds origin lies in `space`: the chain of frame origins in between.
        var offset = 0.0
        unowned(unsafe) var current = parent!
        while current !== space {
            unowned(unsafe) let next = current.superviewStorage
            guard next != nil else { return nil }
            let link = ensureItem(current)
            if !containsIdentical(used, link) { used.append(link) }
            let insets = current.alignmentRectInsets, bounds = current.bounds
            part.terms.append((horizontal ? link.x : link.y, 1))
            offset = offset - Double(horizontal ? insets.left + bounds.minX : insets.top + bounds.minY)
            current = next!
        }
        part.constant += offset
        return horizontal ? item.width : item.height
    }

    /// Appends the attribute of a view or guide (its constants added to `part.constant`).
    private func append(_ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in space: UIView,
                        to part: inout LinearExpression, used: inout [LayoutEngineItem], depth: Int = 0,
                        directional: Bool = true, rtl: Bool? = nil) -> Bool {
        // Unretained, as in `appendOrigin`.
        unowned(unsafe) let view = object as? UIView
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
            return appendScaled(&part, times: directional ? -1 : 1) { edge in
                append(object, mirrored, in: space, to: &edge, used: &used, depth: depth)
            }
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
            return appendBaseline(of: object, first: attribute == .firstBaseline, in: space, to: &part, used: &used, depth: depth)
        }
        let horizontal: Bool
        switch attribute {
        case .left, .right, .centerX, .width, .leftMargin, .rightMargin, .centerXWithinMargins: horizontal = true
        case .top, .bottom, .centerY, .height, .topMargin, .bottomMargin, .centerYWithinMargins: horizontal = false
        default: return false
        }
        if attribute == .width || attribute == .height {
            // The size alone; the item's place must still be in `space`.
            let count = part.terms.count, constant = part.constant
            guard let size = appendOrigin(of: object, horizontal: horizontal, in: space, to: &part, used: &used) else { return false }
            part.terms.removeSubrange(count...)
            part.constant = constant
            part.terms.append((size, 1))
            return true
        }
        let start = part.constant
        part.constant = 0
        guard let size = appendOrigin(of: object, horizontal: horizontal, in: space, to: &part, used: &used) else { return false }
        let origin = part.constant
        // Margin attributes: the bounds inset by the view's layout margins (a guide has none).
        var margins = UIEdgeInsets.zero, insets = UIEdgeInsets.zero
        if view != nil, attribute.rawValue >= NSLayoutConstraint.Attribute.leftMargin.rawValue {
            margins = view!.layoutMargins
            insets = view!.alignmentRectInsets
            if let item = self.item(for: view!) { item.marginsUsed = margins }
        }
        var constant = origin
        switch attribute {
        case .left, .top: break
        case .right, .bottom: part.terms.append((size, 1))
        case .centerX, .centerY: part.terms.append((size, 0.5))
        case .leftMargin: constant = origin + Double(margins.left - insets.left)
        case .rightMargin:
            part.terms.append((size, 1))
            constant = origin + Double(insets.right - margins.right)
        case .topMargin: constant = origin + Double(margins.top - insets.top)
        case .bottomMargin:
            part.terms.append((size, 1))
            constant = origin + Double(insets.bottom - margins.bottom)
        case .centerXWithinMargins:
            part.terms.append((size, 0.5))
            constant = origin + Double(margins.left - insets.left + insets.right - margins.right) * 0.5
        default:
            part.terms.append((size, 0.5))
            constant = origin + Double(margins.top - insets.top + insets.bottom - margins.bottom) * 0.5
        }
        part.constant = start + constant
        return true
    }

    /// UIKit: a view's baselines are those of its `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` view; a plain view's baseline is its bottom edge; a label's lie
    /// at its font's ascender below the top of its (vertically centered) text.
    private func appendBaseline(of object: AnyObject, first: Bool, in space: UIView, to part: inout LinearExpression,
                                used: inout [LayoutEngineItem], depth: Int) -> Bool {
        if let view = object as? UIView, depth < 8 {
            let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                return append(target, first ? .firstBaseline : .lastBaseline, in: space, to: &part, used: &used, depth: depth + 1)
            }
        }
        let start = part.constant
        part.constant = 0
        guard let height = appendOrigin(of: object, horizontal: false, in: space, to: &part, used: &used) else { return false }
        if let label = object as? UILabel, let offsets = Self.baselineOffsets(of: label) {
            // Text is centered: top of text = y + height/2 − textHeight/2.
            part.terms.append((height, 0.5))
            part.constant = start + (part.constant + Double(first ? offsets.first : offsets.last))
        } else {
            part.terms.append((height, 1))
            part.constant = start + part.constant
        }
        return true
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
