/// Several animations run together (Core Animation). The children's times are in the
/// group's local time, and the group's `duration` cuts them off (set it: it does not grow to
/// fit the children). A child with no duration lasts as long as the group.
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?

    override func copyAttributes(into other: CAAnimation) {
        super.copyAttributes(into: other)
        guard let other = other as? CAAnimationGroup else { return }
        other.animations = animations?.map { $0.makeCopy() }
    }

    override func prepareForAdding(at now: CFTimeInterval, defaultDuration: CFTimeInterval) {
        super.prepareForAdding(at: now, defaultDuration: defaultDuration)
        for child in animations ?? [] where child.duration <= 0 {
            child.duration = duration
        }
    }

    override func apply(at parentTime: CFTimeInterval, to state: inout PresentationState) {
        guard let fraction = effectiveFraction(at: parentTime) else { return }
        // The children run in the group's local time, paced by the group's timing function.
        let local = eased(fraction) * duration
        for child in animations ?? [] {
            child.apply(at: local, to: &state)
        }
    }
}
