@_spi(Diagnostics) import CoreGraphics
import Foundation

/// A relationship between two layout attributes that the Auto Layout engine keeps
/// (UIKit): `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`.
///
/// A constraint takes part in layout while it is active: installed on the closest common
/// ancestor of its items (`isActive`, `activate(_:)`, or `UIView.addConstraint(_:)`). It
/// refers to its items weakly; the view it is installed on owns it.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    var firstAnchorStorage: NSLayoutAnchor<AnyObject>?
    var secondAnchorStorage: NSLayoutAnchor<AnyObject>?
    var relationStorage: Relation = .equal
    var multiplierStorage: CGFloat = 1
    var constantStorage: CGFloat = 0
    var priorityStorage: UILayoutPriority = .required
    /// Set for constraints from `constraint(equalToSystemSpacingAfter:multiplier:)` and its
    /// relatives: the constant is the system spacing times this.
    var systemSpacingMultiplier: CGFloat?
    /// The view the constraint is installed on while active: not kept alive (the view owns
    /// the constraint), read as nil once freed, without a side table for the view (see
    /// `NSLayoutAnchor.itemStorage`).
    /// Unchecked exclusivity: a plain value read and replaced whole on the main actor
    /// (activation reads it for every constraint, installation sets it).
    @exclusivity(unchecked) private var containerReference = UnownedObjectReference<UIView>(nil)
    var container: UIView? {
        get { containerReference.object }
        set { containerReference = UnownedObjectReference(newValue) }
    }

    /// Whether the constraint is installed on `view` (by identity, without a retain: while
    /// this reference exists the memory it names is not reused, so a freed container is never
    /// mistaken for a live view).
    func isInstalled(on view: UIView) -> Bool { containerReference.refers(to: view) }
    /// The engine's record of the constraint while registered (`LayoutEngine.entry(of:)`).
    var engineEntry: LayoutEngineEntry?

    public override init() {
        super.init()
    }

    convenience init(firstAnchor: NSLayoutAnchor<AnyObject>, relation: Relation,
                     secondAnchor: NSLayoutAnchor<AnyObject>?, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        firstAnchorStorage = firstAnchor
        secondAnchorStorage = secondAnchor
        relationStorage = relation
        multiplierStorage = multiplier
        constantStorage = constant
    }

    /// UIKit's classic initializer: `view1.attr1 relation view2.attr2 × multiplier + c`. Pass
    /// `nil` and `.notAnAttribute` for a constant width or height.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        NSLayoutConstraint.validate(first: first, attr1, second: second, attr2, multiplier: multiplier, constant: c)
        self.init(firstAnchor: NSLayoutAnchor<AnyObject>(item: first, attribute: attr1), relation: relation,
                  secondAnchor: second.map { NSLayoutAnchor<AnyObject>(item: $0, attribute: attr2) },
                  multiplier: multiplier, constant: c)
    }

    // MARK: Activation

    /// Whether the constraint takes part in layout. Setting it installs the constraint on the
    /// closest common ancestor of its items, or removes it from there.
    open var isActive: Bool {
        get { container != nil }
        set { newValue ? _activate() : _deactivate() }
    }

    /// Activates each constraint (faster than setting `isActive` one by one in UIKit).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        _activate(batch: constraints)
    }

    /// The constraints a visual format string describes (Apple's Visual Format Language),
    /// inactive; a malformed format stops with UIKit's parse error (see
    /// `NSLayoutConstraint+VisualFormat.swift`).
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        _constraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    // MARK: The relationship

    open var firstItem: AnyObject? { firstAnchorStorage?.itemStorage }

    open var firstAttribute: Attribute { firstAnchorStorage?.attribute ?? .notAnAttribute }

    open var relation: Relation { relationStorage }

    open var secondItem: AnyObject? { secondAnchorStorage?.itemStorage }

    open var secondAttribute: Attribute { secondAnchorStorage?.attribute ?? .notAnAttribute }

    open var multiplier: CGFloat { multiplierStorage }

    /// The anchor of the first item (UIKit's type-erased form).
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        firstAnchorStorage ?? NSLayoutAnchor<AnyObject>(item: nil, attribute: .notAnAttribute)
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? { secondAnchorStorage }

    /// The constant added to the second side; changing it relayouts without rebuilding the
    /// constraint (the cheap way to animate a layout).
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                // UIKit raises for a non-finite constant; OpenUIKit keeps the old one.
                FrameworkLog.log("NSLayoutConstraint.constant: \(newValue) is not a finite number; constant unchanged (\(constantStorage))")
                return
            }
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            container?._constraintConstantDidChange(self)
        }
    }

    /// How much the constraint matters, 1...1000. UIKit: a required constraint (1000) cannot
    /// become optional, nor an optional one required, while it is active.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            let clamped = NSLayoutConstraint.clampedPriority(newValue, api: "NSLayoutConstraint.priority")
            guard clamped != priorityStorage else { return }
            if isActive, (clamped == .required) != (priorityStorage == .required) {
                preconditionFailure("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(clamped.rawValue) and the existing priority was \(priorityStorage.rawValue).")
            }
            priorityStorage = clamped
            container?._constraintPriorityDidChange(self)
        }
    }

    /// A name shown in the constraint's description and in unsatisfiable-constraint logs.
    open var identifier: String?

    /// Whether the constraint is archived with its view (UIKit's default: false for constraints
    /// made in code).
    open var shouldBeArchived = false

    nonisolated open override var description: String {
        MainActor.assumeIsolated { _description }
    }
}
