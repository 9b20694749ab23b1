/// An animation block whose closure is running: its timing, and where its changes go.
@MainActor
final class ViewAnimationBlock {
    var timing: ViewAnimationTiming
    let sink: any ViewAnimationSink

    init(timing: ViewAnimationTiming, sink: any ViewAnimationSink) {
        self.timing = timing
        self.sink = sink
    }

    /// Whether changes animate (UIKit: a zero duration changes at once).
    var animates: Bool { timing.duration > 0 }
}
