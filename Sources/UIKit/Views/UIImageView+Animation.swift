import Foundation

// Frame animation: `animationImages` (or `highlightedAnimationImages` while highlighted, or the
// frames of an animated `image`) shown one after another on the framework clock.
extension UIImageView {
    /// The frames to play now: UIKit prefers the highlighted frames while highlighted, then
    /// `animationImages`, then an animated image's own frames.
    var animationSource: (frames: [UIImage], duration: TimeInterval, repeatCount: Int)? {
        if isHighlighted, let frames = highlightedAnimationImages, !frames.isEmpty {
            return (frames, animationDuration, animationRepeatCount)
        }
        if let frames = animationImages, !frames.isEmpty {
            return (frames, animationDuration, animationRepeatCount)
        }
        if let shown = isHighlighted ? (highlightedImage ?? image) : image, let frames = shown.images, !frames.isEmpty {
            // UIKit: an animated image repeats forever at its own duration.
            return (frames, shown.duration, 0)
        }
        return nil
    }

    func _startAnimating() {
        animationPlayback?.cancel()
        animationPlayback = nil
        guard let source = animationSource else { return }
        let playback = ImageViewAnimationPlayback(frames: source.frames, duration: source.duration,
                                                  repeatCount: source.repeatCount)
        animationPlayback = playback
        playback.run(advance: { [weak self] in self?.animationFrameDidChange() },
                     finished: { [weak self, weak playback] in
                         guard let self, let playback, self.animationPlayback === playback else { return }
                         self.animationPlayback = nil
                         self.animationFrameDidChange()
                     })
        animationFrameDidChange()
    }

    func _stopAnimating() {
        guard let playback = animationPlayback else { return }
        playback.cancel()
        animationPlayback = nil
        animationFrameDidChange()
    }

    /// The frames changed while playing: play the new ones from the start (UIKit restarts).
    func animationSourceDidChange() {
        guard animationPlayback != nil else { return }
        if animationSource == nil { _stopAnimating() } else { _startAnimating() }
    }
}
