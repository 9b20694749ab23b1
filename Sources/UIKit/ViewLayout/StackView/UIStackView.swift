@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A view that lays out a row or a column of views (UIKit).
///
/// As in UIKit, the stack view does its work with Auto Layout: it keeps a set of internal
/// constraints between itself and its `arrangedSubviews` (identified `UISV-canvas-connection`,
/// `UISV-spacing`, `UISV-alignment`, `UISV-hiding`… as UIKit's read in logs). Adding,
/// removing, inserting, hiding or showing an arranged subview, or changing a property, marks
/// the stack view (`setNeedsUpdateConstraints()`); the constraints are made again once, in its
/// `updateConstraints()`, so that building a stack property by property costs one rebuild
/// (reading `constraints` or `layoutGuides` applies a waiting change first). A change made
/// inside an animation block lays the hierarchy out inside the block, so the new frames
/// animate (UIKit: hiding an arranged subview in `UIView.animate` animates the collapse).
///
/// UIKit (iOS 14 and later): the stack view's layer is a plain `CALayer`, so its
/// `backgroundColor` (and the layer's corners and border) are drawn, unlike iOS 9–13 where
/// it was a non-rendering `CATransformLayer`.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The arrangement's model; the generated constraints live in `arrangement.constraints`.
    let arrangement = StackArrangement()

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A stack view decoded from an archive, arranging the archived arranged subviews (see
    /// `UIStackView+Coding.swift`). Not failable, as on iOS (subclasses write
    /// `required init(coder: NSCoder)`); `UIView`'s decoding never fails.
    public required init(coder: NSCoder) {
        super.init(coder: coder)!
        _decodeStackView(from: coder)
    }

    open override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        _encodeStackView(with: coder)
    }

    /// A stack view arranging `views` in order (adding them as subviews).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        arrangement.isBatching = true
        for view in views { addArrangedSubview(view) }
        arrangement.isBatching = false
        _setNeedsArrangementRebuild()
    }

    // MARK: Arranged subviews

    /// The views the stack view lays out, in stack order (a subset of `subviews`).
    open var arrangedSubviews: [UIView] { arrangement.views }

    /// Appends `view` to `arrangedSubviews`, adding it as a subview if it is not one (a view
    /// already arranged moves to the end).
    open func addArrangedSubview(_ view: UIView) {
        _insertArrangedSubview(view, at: nil, api: "addArrangedSubview(_:)")
    }

    /// UIKit: stops arranging `view` but leaves it a subview; call `removeFromSuperview()` to
    /// remove it from the hierarchy too.
    open func removeArrangedSubview(_ view: UIView) {
        _removeArrangedSubview(view)
    }

    /// Inserts `view` at `stackIndex` of `arrangedSubviews` (adding it as a subview if it is
    /// not one; an arranged view moves, its subview index unchanged).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        _insertArrangedSubview(view, at: stackIndex, api: "insertArrangedSubview(_:at:)")
    }

    // MARK: Configuration

    /// A row (`.horizontal`, the default) or a column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { _setNeedsArrangementRebuild() } }
    }

    /// How the arranged views share the stack's length along the axis.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { _setNeedsArrangementRebuild() } }
    }

    /// How the arranged views are placed across the axis.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { _setNeedsArrangementRebuild() } }
    }

    /// The distance between adjacent arranged views: exact for the fill distributions, a
    /// minimum for `.equalSpacing` and `.equalCentering`; negative values overlap.
    /// `UIStackView.spacingUseSystem` asks for the system spacing; `spacingUseDefault` means 0.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                FrameworkLog.log("UIStackView.spacing: \(spacing) is not a finite number; 0 is used")
                spacing = 0
                if oldValue != 0 { _setNeedsArrangementRebuild() }
                return
            }
            if spacing != oldValue { _setNeedsArrangementRebuild() }
        }
    }

    /// Custom spacing after `arrangedSubview`, used instead of `spacing` (ignored for a view
    /// that is not arranged; forgotten when it stops being arranged).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        _setCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview`, or `UIStackView.spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        arrangement.customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Vertical stacks only: spacing runs from one view's last baseline to the next view's
    /// first baseline. False by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { _setNeedsArrangementRebuild() } }
    }

    /// Whether the arranged views are laid out within the stack view's layout margins rather
    /// than its edges. False by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { _setNeedsArrangementRebuild() } }
    }

    // MARK: Overrides

    /// UIKit: a stack view is laid out by constraints.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// UIKit: removing an arranged subview from the stack view also removes it from
    /// `arrangedSubviews`.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        _removeArrangedSubview(subview)
    }

    /// Makes the arrangement's constraints again if it changed since the last pass, and
    /// refreshes what depends on the arranged views' intrinsic sizes (the proportions of
    /// `.fillProportionally`).
    open override func updateConstraints() {
        _rebuildArrangementIfNeeded()
        _refreshProportionsIfNeeded()
        super.updateConstraints()
    }

    /// The constraints installed on the stack view, its `UISV-` constraints describing the
    /// current arrangement (a change waiting for the constraint pass is applied first).
    open override var constraints: [NSLayoutConstraint] {
        _rebuildArrangementIfNeeded()
        return super.constraints
    }

    /// UIKit: a `.fillProportionally` stack follows its views' intrinsic sizes; an arranged
    /// view's `invalidateIntrinsicContentSize()` asks the stack to lay out, and the
    /// proportions are made again before the frames are applied.
    open override func layoutSubviews() {
        _rebuildArrangementIfNeeded()
        _refreshProportionsIfNeeded()
        super.layoutSubviews()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        // The proportional constraints' constants subtract the margins along the axis.
        if isLayoutMarginsRelativeArrangement, distribution == .fillProportionally { _setNeedsArrangementRebuild() }
    }

    /// UIKit: a horizontal stack answers its tallest arranged view, a vertical stack its first
    /// one (a nested stack view answering in turn).
    open override var forFirstBaselineLayout: UIView { _baselineView(first: true) }

    /// UIKit: a horizontal stack answers its tallest arranged view, a vertical stack its last
    /// one (a nested stack view answering in turn).
    open override var forLastBaselineLayout: UIView { _baselineView(first: false) }
}

extension UIStackView {
    /// `UIStackView.spacingUseDefault` (UIKit: `FLT_MAX`): custom spacing that reverts to the
    /// `spacing` property.
    nonisolated public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// `UIStackView.spacingUseSystem` (UIKit: `FLT_MIN`): the system spacing to the
    /// neighbouring view.
    nonisolated public static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)
}
