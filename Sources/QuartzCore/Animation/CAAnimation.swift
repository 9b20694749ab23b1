internal import CInitializerDispatch
/// The base class of Core Animation's animations: timing, pacing, a delegate (Core
/// Animation).
///
/// `CALayer.add(_:forKey:)` adds a copy: changing an animation after adding it does not
/// change the running one, and the delegate receives the copy. The layer's model values do
/// not change; while the animation runs, the layer is drawn (and `presentation()` reports it)
/// with the animated values.
open class CAAnimation: NSObject, NSCopying, CAMediaTiming, CAAction {
    // The timing values are read for every running animation at every animation frame; each
    // access is a load or store of a plain value that calls no other code, so the dynamic
    // exclusivity check (a runtime call and a thread-local access set) is left out.
    @exclusivity(unchecked) open var beginTime: CFTimeInterval = 0
    @exclusivity(unchecked) open var duration: CFTimeInterval = 0
    @exclusivity(unchecked) open var speed: Float = 1
    @exclusivity(unchecked) open var timeOffset: CFTimeInterval = 0
    @exclusivity(unchecked) open var repeatCount: Float = 0
    @exclusivity(unchecked) open var repeatDuration: CFTimeInterval = 0
    @exclusivity(unchecked) open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing of each cycle (nil: linear).
    open var timingFunction: CAMediaTimingFunction?
    /// Held strongly, as in Core Animation.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the animation is removed from its layer when it ends (true).
    open var isRemovedOnCompletion = true
    /// The frame rate the animation would like (iOS 15). Kept: frames come at the display's
    /// rate here.
    open var preferredFrameRateRange: CAFrameRateRange = .default

    /// Not `required`, as in Core Animation: subclasses write `override init()`.
    public override init() {
        super.init()
    }

    /// Creates an animation of the receiving class with its `init()` (not Apple API): how
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Core Animation's defaults for the timing properties (and none for others).
    open class func defaultValue(forKey key: String) -> Any? {
        switch key {
        case "speed": return Float(1)
        case "isRemovedOnCompletion", "removedOnCompletion": return true
        case "fillMode": return CAMediaTimingFillMode.removed
        default: return nil
        }
    }

    /// Whether `key`'s value is archived (all are).
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// Values stored for keys that are not properties (see `CAAnimation+KeyValueCoding.swift`).
    var customValues: [String: Any] = [:]

    /// Core Animation: an animation is a key-value coding container.
    open func value(forKey key: String) -> Any? { _valueImpl(forKey: key) }

    open func setValue(_ value: Any?, forKey key: String) { _setValueImpl(value, forKey: key) }

    /// A copy with the same settings (the layer adds copies). Subclasses from other modules
    /// copy the settings Core Animation defines; their own properties are not copied.
    open func copy(with zone: NSZone? = nil) -> Any {
        makeCopy()
    }

    func makeCopy() -> CAAnimation {
        // The class's own `init()` through its vtable (Swift lets a class value call only
        // required initializers, and iOS's `init()` is not required). // UIKit: a subclass with
        // initializers of its own that does not override `init()` crashes here as on iOS
        // ("unimplemented initializer 'init()'"), since adding an animation copies it.
        let object = openuikit_layer_init(unsafeBitCast(type(of: self), to: UnsafeRawPointer.self))
        let copy = Unmanaged<CAAnimation>.fromOpaque(object!).takeRetainedValue()
        copyAttributes(into: copy)
        return copy
    }

    /// `CAAction`: adds the animation to the layer under `event`.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }

    // MARK: Internals

    func copyAttributes(into other: CAAnimation) {
        other.beginTime = beginTime
        other.duration = duration
        other.speed = speed
        other.timeOffset = timeOffset
        other.repeatCount = repeatCount
        other.repeatDuration = repeatDuration
        other.autoreverses = autoreverses
        other.fillMode = fillMode
        other.timingFunction = timingFunction
        other.delegate = delegate
        other.isRemovedOnCompletion = isRemovedOnCompletion
        other.customValues = customValues
        other.preferredFrameRateRange = preferredFrameRateRange
    }

    /// Where the animation is at `parentTime` (its layer's or group's local time).
    func phase(at parentTime: CFTimeInterval) -> TimingPhase {
        let local = speed == 0 ? timeOffset
            : MediaTimingMath.localTime(parent: parentTime, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        return MediaTimingMath.phase(at: local, duration: duration, repeatCount: repeatCount,
                                     repeatDuration: repeatDuration, autoreverses: autoreverses)
    }

    /// The next parent time at which the animation starts or ends, moving the way its speed
    /// runs from `parentTime`; nil when it never will (paused, running forever, or moving
    /// away from its active time).
    func nextEventTime(after parentTime: CFTimeInterval) -> CFTimeInterval? {
        guard speed != 0, speed.isFinite else { return nil }
        let local = MediaTimingMath.localTime(parent: parentTime, beginTime: beginTime, speed: speed, timeOffset: timeOffset)
        let active = MediaTimingMath.activeDuration(cycle: duration, repeatCount: repeatCount,
                                                    repeatDuration: repeatDuration, autoreverses: autoreverses)
        let boundary: CFTimeInterval
        if speed > 0 {
            if local < 0 { boundary = 0 } else if local < active { boundary = active } else { return nil }
        } else {
            if local > active { boundary = active } else if local > 0 { boundary = 0 } else { return nil }
        }
        guard boundary.isFinite else { return nil }
        return beginTime + (boundary - timeOffset) / Double(speed)
    }

    /// The fraction of a cycle to show at `parentTime`, honoring the fill mode; nil when the
    /// animation has no effect then.
    func effectiveFraction(at parentTime: CFTimeInterval) -> Double? {
        switch phase(at: parentTime) {
        case .before:
            return fillMode == .backwards || fillMode == .both ? 0 : nil
        case .active(let f):
            return f
        case .after(let f):
            return fillMode == .forwards || fillMode == .both ? f : nil
        }
    }

    /// The fraction after the timing function.
    func eased(_ fraction: Double) -> Double {
        timingFunction?.progress(at: fraction) ?? fraction
    }

    /// The animation left its layer (finished or removed), after its delegate heard of it.
    func didStop() {}

    /// Applies the animation's values at `parentTime` (the base class animates nothing).
    func apply(at parentTime: CFTimeInterval, to state: inout PresentationState) {}

    /// Prepares a copy being added to a layer at local time `now`: a zero begin time becomes
    /// now, a zero duration the transaction's.
    func prepareForAdding(at now: CFTimeInterval, defaultDuration: CFTimeInterval) {
        if beginTime == 0 { beginTime = now }
        if duration <= 0 { duration = defaultDuration }
    }
}
