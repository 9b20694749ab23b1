import Foundation

/// One edge, center or dimension of a view or layout guide, from which constraints are made
/// (UIKit). The subclasses `NSLayoutXAxisAnchor`, `NSLayoutYAxisAnchor` and
/// `NSLayoutDimension` make the type checker reject a constraint between an x and a y anchor,
/// as the SDK does.
///
/// An anchor either names an item's attribute, or (from `anchorWithOffset(to:)`) the distance
/// between two anchors of the same axis.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The item, not kept alive and read as nil once freed — without the side table a Swift
    /// `weak` reference would give every constrained view, which makes each retain and release
    /// of the view take the runtime's slow path (see `UnownedObjectReference`).
    private let itemReference: UnownedObjectReference<AnyObject>
    var itemStorage: AnyObject? { itemReference.object }
    let attribute: NSLayoutConstraint.Attribute
    /// For a distance anchor: the anchors it measures from and to.
    let offsetEnds: (from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>)?

    init(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) {
        itemReference = UnownedObjectReference(item)
        self.attribute = attribute
        offsetEnds = nil
        super.init()
    }

    init(from: NSLayoutAnchor<AnyObject>, to: NSLayoutAnchor<AnyObject>) {
        itemReference = UnownedObjectReference(from.itemStorage)
        attribute = from.attribute.axis == .vertical ? .height : .width
        offsetEnds = (from, to)
        super.init()
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { itemStorage }

    /// A name for debugging: the item and the attribute, such as `UIView:0x….leading`.
    open var name: String {
        if let (from, to) = offsetEnds { return "\(from.name)-\(to.name)" }
        return "\(LayoutItemName.of(itemStorage)).\(attribute.name)"
    }

    /// UIKit: the anchor's position or size is not determined uniquely by the active
    /// constraints.
    open var hasAmbiguousLayout: Bool {
        guard let view = LayoutItemName.view(of: itemStorage) else { return false }
        return view.hasAmbiguousLayout
    }

    /// The active constraints that affect this anchor's item along the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let view = LayoutItemName.view(of: itemStorage), let axis = attribute.axis else { return [] }
        return view.constraintsAffectingLayout(for: axis)
    }

    nonisolated open override var description: String {
        MainActor.assumeIsolated { "<\(type(of: self)):0x\(LayoutItemName.address(of: self)) \"\(name)\">" }
    }

    nonisolated open override func isEqual(_ object: Any?) -> Bool {
        nonisolated(unsafe) let object = object
        return MainActor.assumeIsolated { _isEqual(object) }
    }

    private func _isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSLayoutAnchor<AnyObject> ?? (object as? NSLayoutAnchor<AnchorType>)?.erased else {
            return false
        }
        let me = erased
        if let (from, to) = me.offsetEnds, let (otherFrom, otherTo) = other.offsetEnds {
            return from.isEqual(otherFrom) && to.isEqual(otherTo)
        }
        return me.offsetEnds == nil && other.offsetEnds == nil
            && me.itemStorage === other.itemStorage && me.attribute == other.attribute
    }

    nonisolated open override var hash: Int {
        MainActor.assumeIsolated { _hash }
    }

    private var _hash: Int {
        var hasher = Hasher()
        hasher.combine(attribute)
        if let item = itemStorage { hasher.combine(ObjectIdentifier(item)) }
        return hasher.finalize()
    }

    /// The same anchor without its axis type, as `NSLayoutConstraint.firstAnchor` reports it.
    var erased: NSLayoutAnchor<AnyObject> {
        if let same = self as? NSLayoutAnchor<AnyObject> { return same }
        if let (from, to) = offsetEnds { return NSLayoutAnchor<AnyObject>(from: from, to: to) }
        return NSLayoutAnchor<AnyObject>(item: itemStorage, attribute: attribute)
    }

    // MARK: Making constraints

    /// A constraint that this anchor's value equals the other's.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: 0)
    }

    /// A constraint that this anchor's value equals the other's plus `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.equal, anchor, multiplier: 1, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        makeConstraint(.lessThanOrEqual, anchor, multiplier: 1, constant: c)
    }

    /// A constraint whose constant is the system spacing × `multiplier` (the x and y anchors'
    /// `…SystemSpacingAfter/Below` forms).
    func systemSpacingConstraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>,
                                 _ multiplier: CGFloat) -> NSLayoutConstraint {
        let constraint = makeConstraint(relation, anchor, multiplier: 1,
                                        constant: NSLayoutConstraint.systemSpacing * multiplier)
        constraint.systemSpacingMultiplier = multiplier
        return constraint
    }

    func makeConstraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                        multiplier: CGFloat, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(firstAnchor: erased, relation: relation, secondAnchor: anchor?.erased,
                           multiplier: multiplier, constant: constant)
    }
}
