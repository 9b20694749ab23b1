@_spi(Platform) import QuartzCore
import Foundation

/// One run of an image view's frames (`startAnimating()`, or an animated image): frame k is
/// shown from start + k × frameDuration, on the framework clock, without drift.
@MainActor
final class ImageViewAnimationPlayback {
    let frames: [UIImage]
    let frameDuration: TimeInterval
    /// Passes to play; 0 plays forever.
    let repeatCount: Int
    let start: TimeInterval
    private(set) var step = 0
    private var timer: FrameworkTimer?

    init(frames: [UIImage], duration: TimeInterval, repeatCount: Int) {
        self.frames = frames
        // UIKit: a duration of 0 plays the frames at 30 a second.
        let total = duration > 0 && duration.isFinite ? duration : Double(frames.count) / 30
        frameDuration = total / Double(frames.count)
        self.repeatCount = Swift.max(0, repeatCount)
        start = FrameworkScheduler.shared.clock.now
    }

    var currentFrame: UIImage { frames[step % frames.count] }

    /// Schedules the next frame; `advance` shows it, and `finished` runs after the last pass.
    func run(advance: @escaping @MainActor () -> Void, finished: @escaping @MainActor () -> Void) {
        let next = step + 1
        timer = FrameworkScheduler.shared.schedule(at: start + Double(next) * frameDuration) { [weak self] in
            guard let self else { return }
            if self.repeatCount > 0, next >= self.repeatCount * self.frames.count {
                self.timer = nil
                finished()
                return
            }
            self.step = next
            advance()
            self.run(advance: advance, finished: finished)
        }
    }

    func cancel() {
        timer?.invalidate()
        timer = nil
    }
}
