@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Connects an item to a point or to another item (UIKit): a rigid rod or a spring
/// (`frequency` > 0) of `length`, or one of the special attachments (sliding, limit, fixed,
/// pin) made by the class methods.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    /// Which constraint the engine solves.
    enum Kind {
        /// A rod (or spring) of `length` between the attachment points.
        case distance
        /// The second point slides along `axis` (first item's coordinates); no turning.
        case sliding(axis: DynamicsVector)
        /// A rope: at most `length` apart.
        case limit
        /// Welded: no relative movement or turning.
        case fixed
        /// Joined at one point, turning freely (against `frictionTorque`).
        case pin
    }

    let kind: Kind
    private let itemList: [any UIDynamicItem]
    /// The attachment points, as offsets from each item's centre in the item's coordinates.
    let localAnchors: [DynamicsVector]
    /// The second item's angle minus the first's when the attachment was made.
    let referenceAngle: Double
    private var anchorStorage: CGPoint

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: UIOffset(), attachedToAnchor: point)
    }

    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        kind = .distance
        itemList = [item]
        localAnchors = [DynamicsVector(x: Double(offset.horizontal), y: Double(offset.vertical))]
        referenceAngle = 0
        anchorStorage = point
        attachedBehaviorType = .anchor
        super.init()
        length = CGFloat((Self.worldPoint(item, localAnchors[0]) - DynamicsVector(point)).length)
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: UIOffset(), attachedTo: item2, offsetFromCenter: UIOffset())
    }

    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: any UIDynamicItem,
                offsetFromCenter offset2: UIOffset) {
        kind = .distance
        itemList = [item1, item2]
        localAnchors = [DynamicsVector(x: Double(offset1.horizontal), y: Double(offset1.vertical)),
                        DynamicsVector(x: Double(offset2.horizontal), y: Double(offset2.vertical))]
        referenceAngle = Self.angle(of: item2) - Self.angle(of: item1)
        anchorStorage = .zero
        attachedBehaviorType = .items
        super.init()
        length = CGFloat((Self.worldPoint(item1, localAnchors[0]) - Self.worldPoint(item2, localAnchors[1])).length)
    }

    /// An attachment made by one of the class methods: both items (or the item and the anchor)
    /// join at `point`, each attachment point where `point` is on the item now.
    private init(kind: Kind, items: [any UIDynamicItem], at point: CGPoint) {
        self.kind = kind
        itemList = items
        localAnchors = items.map { Self.localPoint(DynamicsVector(point), in: $0) }
        referenceAngle = items.count == 2 ? Self.angle(of: items[1]) - Self.angle(of: items[0]) : Self.angle(of: items[0])
        anchorStorage = point
        attachedBehaviorType = items.count == 2 ? .items : .anchor
        super.init()
    }

    private init(limitWith item1: any UIDynamicItem, offset1: UIOffset, item2: any UIDynamicItem, offset2: UIOffset) {
        kind = .limit
        itemList = [item1, item2]
        localAnchors = [DynamicsVector(x: Double(offset1.horizontal), y: Double(offset1.vertical)),
                        DynamicsVector(x: Double(offset2.horizontal), y: Double(offset2.vertical))]
        referenceAngle = Self.angle(of: item2) - Self.angle(of: item1)
        anchorStorage = .zero
        attachedBehaviorType = .items
        super.init()
        length = CGFloat((Self.worldPoint(item1, localAnchors[0]) - Self.worldPoint(item2, localAnchors[1])).length)
    }

    /// Ours: the special attachments are made as `UIAttachmentBehavior` itself (Swift can only
    /// make `Self` through a required initializer, which UIKit's are not).
    private static func typed<T>(_ behavior: UIAttachmentBehavior, _ type: T.Type, _ api: String) -> T {
        guard let typed = behavior as? T else {
            preconditionFailure("UIAttachmentBehavior.\(api): OpenUIKit makes this attachment as a UIAttachmentBehavior; "
                + "call it on UIAttachmentBehavior, not on a subclass")
        }
        return typed
    }

    /// The second item slides along `axis` relative to the first (neither turns relative to
    /// the other); `attachmentRange` limits the travel from where it is now.
    open class func slidingAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                      attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector) -> Self {
        let local = DynamicsVector(axis).normalized.rotated(by: -angle(of: item1))
        return typed(UIAttachmentBehavior(kind: .sliding(axis: local), items: [item1, item2], at: point), self,
                     "slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)")
    }

    /// The item slides along the line through `point` in direction `axis`, without turning.
    open class func slidingAttachment(with item: any UIDynamicItem, attachmentAnchor point: CGPoint,
                                      axisOfTranslation axis: CGVector) -> Self {
        typed(UIAttachmentBehavior(kind: .sliding(axis: DynamicsVector(axis).normalized), items: [item], at: point), self,
              "slidingAttachment(with:attachmentAnchor:axisOfTranslation:)")
    }

    /// A rope: the two points may come closer but never farther apart than they are now
    /// (`length`).
    open class func limitAttachment(with item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                                    attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) -> Self {
        typed(UIAttachmentBehavior(limitWith: item1, offset1: offset1, item2: item2, offset2: offset2), self,
              "limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)")
    }

    /// The two items welded at `point`.
    open class func fixedAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                    attachmentAnchor point: CGPoint) -> Self {
        typed(UIAttachmentBehavior(kind: .fixed, items: [item1, item2], at: point), self,
              "fixedAttachment(with:attachedTo:attachmentAnchor:)")
    }

    /// The two items pinned together at `point`, each free to turn (resisted by
    /// `frictionTorque`, limited by `attachmentRange` in radians).
    open class func pinAttachment(with item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem,
                                  attachmentAnchor point: CGPoint) -> Self {
        typed(UIAttachmentBehavior(kind: .pin, items: [item1, item2], at: point), self,
              "pinAttachment(with:attachedTo:attachmentAnchor:)")
    }

    open var items: [any UIDynamicItem] { itemList }

    override var engineItems: [any UIDynamicItem] { itemList }

    public let attachedBehaviorType: UIAttachmentBehavior.AttachmentType

    /// The point an anchor attachment holds the item to (reference-view coordinates); move it
    /// to drag the item. For an attachment between items, the first item's attachment point.
    open var anchorPoint: CGPoint {
        get {
            attachedBehaviorType == .anchor ? anchorStorage : Self.worldPoint(itemList[0], localAnchors[0]).point
        }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                FrameworkLog.log("UIAttachmentBehavior.anchorPoint: \(newValue) is not finite; ignored")
                return
            }
            anchorStorage = newValue
            behaviorDidChange()
        }
    }

    /// The distance kept between the attachment points (the longest, for a limit).
    open var length: CGFloat = 0 {
        didSet {
            if !length.isFinite || length < 0 { length = 0 }
            behaviorDidChange()
        }
    }

    /// The spring's damping ratio (with `frequency` > 0); 0 by default.
    open var damping: CGFloat = 0 {
        didSet {
            if !damping.isFinite || damping < 0 { damping = 0 }
            behaviorDidChange()
        }
    }

    /// The spring's frequency in hertz; 0 (the default) makes the attachment rigid.
    open var frequency: CGFloat = 0 {
        didSet {
            if !frequency.isFinite || frequency < 0 { frequency = 0 }
            behaviorDidChange()
        }
    }

    /// The torque that resists turning about a pin (or a fixed point); 0 by default.
    open var frictionTorque: CGFloat = 0 {
        didSet {
            if !frictionTorque.isFinite || frictionTorque < 0 { frictionTorque = 0 }
            behaviorDidChange()
        }
    }

    /// A pin's allowed turn (radians) or a sliding attachment's travel (points), from where
    /// they were made; infinite (no limit) by default.
    open var attachmentRange: UIFloatRange = .infinite {
        didSet { behaviorDidChange() }
    }

    static func angle(of item: any UIDynamicItem) -> Double {
        Double(atan2(item.transform.b, item.transform.a))
    }

    static func worldPoint(_ item: any UIDynamicItem, _ local: DynamicsVector) -> DynamicsVector {
        DynamicsVector(item.center) + local.rotated(by: angle(of: item))
    }

    static func localPoint(_ world: DynamicsVector, in item: any UIDynamicItem) -> DynamicsVector {
        (world - DynamicsVector(item.center)).rotated(by: -angle(of: item))
    }
}
