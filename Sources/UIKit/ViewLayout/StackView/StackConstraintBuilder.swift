@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Makes the constraints a stack view arranges its views with, named as UIKit names them:
///
/// - `UISV-canvas-connection`: the first and last visible views to the stack's edges (or
///   margins) along the axis; the first view to the stack across it.
/// - `UISV-spacing`: each visible view to the one before (a minimum for `.equalSpacing` and
///   `.equalCentering`).
/// - `UISV-fill-equally`, `UISV-fill-proportionally`: the lengths of the fill distributions.
/// - `UISV-distributing-edge`, `UISV-distributing`: the spacer guides between views of
///   `.equalSpacing` (edge to edge) and `.equalCentering` (center to center), kept equal.
/// - `UISV-alignment`: every view to the first one across the axis.
/// - `UISV-spanning-boundary`, `UISV-spanning-fit`: with an alignment other than `.fill`,
///   views stay within the stack, which hugs the largest of them.
/// - `UISV-hiding`: a hidden view has no length along the axis and sits where it would be.
/// - `UISV-text-width-disambiguation`: a multi-line label in a row that fills asks for an
///   equal share of the row's width.
///
/// Hidden views collapse: the chain runs through the visible views only, the spacing
/// before a hidden view disappears with it, and the spacing between two visible views is the
/// one after the first of them (its custom spacing, or `spacing`).
@MainActor
struct StackConstraintBuilder {
    typealias Attribute = NSLayoutConstraint.Attribute

    let stack: UIStackView
    private(set) var constraints: [NSLayoutConstraint] = []
    private(set) var guides: [UILayoutGuide] = []
    private(set) var proportionBasis: [CGFloat] = []

    /// UIKit: below the fitting size level, so that a stack sized by its content yields to
    /// any other wish.
    static let fitPriority = UILayoutPriority(rawValue: 49)
    /// `.equalCentering` gives way to the views' compression resistance in overflow.
    static let centeringPriority = UILayoutPriority(rawValue: 150)
    /// `.fillProportionally` gives way to required constraints of the app.
    static let proportionPriority = UILayoutPriority(rawValue: 999)

    init(stack: UIStackView) { self.stack = stack }

    // MARK: Attributes

    private var isHorizontal: Bool { stack.axis == .horizontal }
    private var leadingEdge: Attribute { isHorizontal ? .leading : .top }
    private var trailingEdge: Attribute { isHorizontal ? .trailing : .bottom }
    private var length: Attribute { isHorizontal ? .width : .height }
    private var center: Attribute { isHorizontal ? .centerX : .centerY }
    private var crossLeading: Attribute { isHorizontal ? .top : .leading }
    private var crossTrailing: Attribute { isHorizontal ? .bottom : .trailing }
    private var crossCenter: Attribute { isHorizontal ? .centerY : .centerX }
    private var crossLength: Attribute { isHorizontal ? .height : .width }

    /// The stack's side of an edge constraint: its margin with `isLayoutMarginsRelativeArrangement`.
    private func canvas(_ attribute: Attribute) -> Attribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        switch attribute {
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return attribute
        }
    }

    private var isBaselineRelative: Bool { stack.isBaselineRelativeArrangement && !isHorizontal }

    // MARK: Spacing

    private func resolved(_ value: CGFloat) -> CGFloat {
        if value == UIStackView.spacingUseSystem { return NSLayoutConstraint.systemSpacing }
        if value == UIStackView.spacingUseDefault { return 0 }
        return value
    }

    /// The space after `view`: its custom spacing, else the stack's.
    private func spacing(after view: UIView) -> CGFloat {
        if let custom = stack.arrangement.customSpacings[ObjectIdentifier(view)] { return resolved(custom) }
        return resolved(stack.spacing)
    }

    // MARK: Building

    private mutating func add(_ item: AnyObject, _ attribute: Attribute, relation: NSLayoutConstraint.Relation = .equal,
                              _ other: AnyObject?, _ otherAttribute: Attribute, multiplier: CGFloat = 1,
                              constant: CGFloat = 0, priority: UILayoutPriority = .required, _ identifier: String) {
        let constraint = NSLayoutConstraint(item: item, attribute: attribute, relatedBy: relation, toItem: other,
                                            attribute: otherAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        constraints.append(constraint)
    }

    mutating func build() {
        let views = stack.arrangement.views
        guard !views.isEmpty else { return }
        let visible = views.filter { !$0.isHidden }
        buildAxis(visible: visible)
        buildHidden(views: views)
        buildCross(views: views)
    }

    /// Along the axis: the chain of visible views from edge to edge.
    private mutating func buildAxis(visible: [UIView]) {
        guard let first = visible.first, let last = visible.last else {
            // Every view hidden: a stack sized by its content has no length.
            add(stack, length, nil, .notAnAttribute, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit")
            return
        }
        add(first, leadingEdge, stack, canvas(leadingEdge), "UISV-canvas-connection")
        add(stack, canvas(trailingEdge), last, trailingEdge, "UISV-canvas-connection")

        let distribution = stack.distribution
        let isMinimum = distribution == .equalSpacing || distribution == .equalCentering
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = spacing(after: previous)
            if isBaselineRelative {
                add(next, .firstBaseline, relation: isMinimum ? .greaterThanOrEqual : .equal, previous, .lastBaseline,
                    constant: gap, "UISV-spacing")
            } else {
                add(next, leadingEdge, relation: isMinimum ? .greaterThanOrEqual : .equal, previous, trailingEdge,
                    constant: gap, "UISV-spacing")
            }
        }

        switch distribution {
        case .fill:
            if isHorizontal { buildTextWidthDisambiguation(visible: visible) }
        case .fillEqually:
            for view in visible.dropFirst() { add(view, length, first, length, "UISV-fill-equally") }
        case .fillProportionally:
            buildProportions(visible: visible)
        case .equalSpacing:
            buildSpacers(visible: visible, from: trailingEdge, to: leadingEdge, priority: .required)
        case .equalCentering:
            buildSpacers(visible: visible, from: center, to: center, priority: Self.centeringPriority)
        }
    }

    /// UIKit: in a row that fills, a multi-line label's width would be ambiguous (it is as tall
    /// as its width makes it); the stack asks for an equal share of its width, just above the
    /// label's compression resistance.
    private mutating func buildTextWidthDisambiguation(visible: [UIView]) {
        let count = CGFloat(visible.count)
        let spacings = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        for case let label as UILabel in visible where label.numberOfLines != 1 {
            let resistance = label.contentCompressionResistancePriority(for: .horizontal).rawValue
            add(label, .width, stack, .width, multiplier: 1 / count, constant: -spacings / count,
                priority: UILayoutPriority(min(999, resistance + 10)), "UISV-text-width-disambiguation")
        }
    }

    /// Each view's length is its share of the stack's (less the spacing and, when margin
    /// relative, the margins), in proportion to its intrinsic length.
    private mutating func buildProportions(visible: [UIView]) {
        let lengths = Self.intrinsicLengths(of: visible, axis: stack.axis)
        proportionBasis = lengths
        let total = lengths.reduce(0, +)
        guard total > 0 else {
            // Nothing to be proportional to: as UIKit, the views share the length equally.
            for view in visible.dropFirst() { add(view, length, visible[0], length, "UISV-fill-proportionally") }
            return
        }
        var fixed = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + spacing(after: $1.0) }
        if stack.isLayoutMarginsRelativeArrangement {
            let margins = stack.layoutMargins
            fixed += isHorizontal ? margins.left + margins.right : margins.top + margins.bottom
        }
        for (view, intrinsic) in zip(visible, lengths) {
            let share = intrinsic / total
            add(view, length, stack, length, multiplier: share, constant: -share * fixed,
                priority: Self.proportionPriority, "UISV-fill-proportionally")
        }
    }

    /// Spacer guides from each visible view's `from` attribute to the next view's `to`
    /// attribute, all as long as the first one; a stack sized by its content keeps them short.
    private mutating func buildSpacers(visible: [UIView], from: Attribute, to: Attribute, priority: UILayoutPriority) {
        var firstSpacer: UILayoutGuide?
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            guides.append(spacer)
            if isHorizontal, from == .centerX {
                // Centers pair with left and right edges (not leading and trailing), so the
                // spacer runs from the left one of the two centers.
                let rightToLeft = stack.effectiveUserInterfaceLayoutDirection == .rightToLeft
                add(spacer, .left, rightToLeft ? next : previous, .centerX, "UISV-distributing-edge")
                add(spacer, .right, rightToLeft ? previous : next, .centerX, "UISV-distributing-edge")
            } else {
                add(spacer, leadingEdge, previous, from, "UISV-distributing-edge")
                add(spacer, trailingEdge, next, to, "UISV-distributing-edge")
            }
            // The spacer has no extent across the axis: it lies on the stack's leading side.
            add(spacer, crossLeading, stack, crossLeading, "UISV-distributing-edge")
            add(spacer, crossLength, nil, .notAnAttribute, constant: 0, "UISV-distributing-edge")
            add(spacer, length, nil, .notAnAttribute, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit")
            if let firstSpacer {
                add(spacer, length, firstSpacer, length, priority: priority, "UISV-distributing")
            } else {
                firstSpacer = spacer
            }
        }
    }

    /// Hidden views have no length and sit after the visible view before them.
    private mutating func buildHidden(views: [UIView]) {
        var previousVisible: UIView?
        for view in views {
            guard view.isHidden else {
                previousVisible = view
                continue
            }
            add(view, length, nil, .notAnAttribute, constant: 0, "UISV-hiding")
            if let previousVisible {
                add(view, leadingEdge, previousVisible, trailingEdge, "UISV-hiding")
            } else {
                add(view, leadingEdge, stack, canvas(leadingEdge), "UISV-hiding")
            }
        }
    }

    /// Across the axis: `.fill` pins both edges; the others pin one edge, the center or a
    /// baseline, keep every view within the stack and let the stack hug the largest view.
    private mutating func buildCross(views: [UIView]) {
        let first = views[0]
        var alignment = stack.alignment
        if !isHorizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            // UIKit documents baseline alignment for horizontal stacks only.
            FrameworkLog.log("UIStackView.alignment: baseline alignment applies to horizontal stacks only; a vertical stack fills")
            alignment = .fill
        }
        switch alignment {
        case .fill:
            add(first, crossLeading, stack, canvas(crossLeading), "UISV-canvas-connection")
            add(stack, canvas(crossTrailing), first, crossTrailing, "UISV-canvas-connection")
            for view in views.dropFirst() {
                add(view, crossLeading, first, crossLeading, "UISV-alignment")
                add(view, crossTrailing, first, crossTrailing, "UISV-alignment")
            }
            return
        case .leading:
            add(first, crossLeading, stack, canvas(crossLeading), "UISV-canvas-connection")
            for view in views.dropFirst() { add(view, crossLeading, first, crossLeading, "UISV-alignment") }
        case .trailing:
            add(stack, canvas(crossTrailing), first, crossTrailing, "UISV-canvas-connection")
            for view in views.dropFirst() { add(view, crossTrailing, first, crossTrailing, "UISV-alignment") }
        case .center:
            add(first, crossCenter, stack, canvas(crossCenter), "UISV-canvas-connection")
            for view in views.dropFirst() { add(view, crossCenter, first, crossCenter, "UISV-alignment") }
        case .firstBaseline, .lastBaseline:
            let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for view in views.dropFirst() { add(view, baseline, first, baseline, "UISV-alignment") }
        }
        for view in views {
            if alignment != .leading {
                add(view, crossLeading, relation: .greaterThanOrEqual, stack, canvas(crossLeading), "UISV-spanning-boundary")
            }
            if alignment != .trailing {
                add(stack, canvas(crossTrailing), relation: .greaterThanOrEqual, view, crossTrailing, "UISV-spanning-boundary")
            }
        }
        add(stack, crossLength, nil, .notAnAttribute, constant: 0, priority: Self.fitPriority, "UISV-spanning-fit")
    }

    /// The views' intrinsic lengths along `axis` (0 for a view without one).
    static func intrinsicLengths(of views: [UIView], axis: NSLayoutConstraint.Axis) -> [CGFloat] {
        views.map { view in
            let size = view.intrinsicContentSize
            let value = axis == .horizontal ? size.width : size.height
            return value == UIView.noIntrinsicMetric || !value.isFinite ? 0 : max(0, value)
        }
    }
}
