/// A layer's `CAMediaTiming` values (allocated when one is set).
final class LayerTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    init() {}

    init(copying other: LayerTiming) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
    }

    /// The layer's local time for its parent's time.
    func local(_ parent: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? timeOffset : (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The parent's time for a local time (the begin time when paused).
    func parent(_ local: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
    }
}

/// An animation added to a layer, with what its delegate has been told.
final class AttachedAnimation {
    let key: String?
    let animation: CAAnimation
    var didStart = false
    var didStop = false {
        didSet { if didStop { releaseCompletions() } }
    }
    /// The transaction completion blocks that wait for this animation to stop.
    var completions: [TransactionCompletion] = []

    init(key: String?, animation: CAAnimation) {
        self.key = key
        self.animation = animation
    }

    private func releaseCompletions() {
        guard !completions.isEmpty else { return }
        let waiting = completions
        completions.removeAll()
        for completion in waiting { completion.animationStopped() }
    }

    deinit {
        // A layer that went away with the animation still running: it will never stop.
        releaseCompletions()
    }
}
