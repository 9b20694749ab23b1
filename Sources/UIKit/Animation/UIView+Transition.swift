@_spi(Platform) import QuartzCore

extension UIView {
    /// A transition of `view`'s content: `animations` changes the view (without animating
    /// its properties, unless `.allowAnimatedContent`), and the view's old appearance
    /// cross-fades into the new one over `duration`. Differs from UIKit: the flip and curl
    /// transitions cross-fade too.
    public static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let transition = ViewTransition(duration: duration, options: options)
        let snapshot = transition.isAnimated ? ViewTransition.snapshotLayer(of: view) : nil
        transition.runChanges(animations)
        guard let snapshot else {
            ViewAnimationCenter.shared.animate(transition.timing, animations: {}, completion: completion)
            return
        }
        // The old appearance, on top of the view's new content, fades out.
        snapshot.frame = view.layer.bounds
        view.layer.addSublayer(snapshot)
        transition.fade(snapshot, newContent: nil, completion: completion)
    }

    /// Replaces `fromView` with `toView` in its superview (or, with
    /// `.showHideTransitionViews`, hides one and shows the other), cross-fading between them
    /// over `duration`.
    public static func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let transition = ViewTransition(duration: duration, options: options)
        let container = fromView.superview
        let snapshot = transition.isAnimated && container != nil ? ViewTransition.snapshotLayer(of: fromView) : nil
        let fromFrame = fromView.frame
        transition.runChanges {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let superview = fromView.superview {
                superview.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let snapshot, let container else {
            ViewAnimationCenter.shared.animate(transition.timing, animations: {}, completion: completion)
            return
        }
        snapshot.frame = fromFrame
        container.layer.insertSublayer(snapshot, above: toView.layer)
        transition.fade(snapshot, newContent: toView.layer, completion: completion)
    }
}

/// A transition between two appearances: a snapshot of the old one fades out over the new.
@MainActor
struct ViewTransition {
    let timing: ViewAnimationTiming
    let options: UIView.AnimationOptions

    init(duration: TimeInterval, options: UIView.AnimationOptions) {
        // The transition type (bits 20...23) is not a curve option.
        timing = ViewAnimationTiming(duration: duration, curve: ViewAnimationCurve(options: options.rawValue), options: options)
        self.options = options
    }

    /// Whether anything fades: animations on, a duration, and a transition type.
    var isAnimated: Bool {
        ViewAnimationCenter.shared.animationsEnabled && timing.duration > 0 && (options.rawValue >> 20) & 0xF != 0
    }

    /// Runs the transition's changes: animated only with `.allowAnimatedContent`.
    func runChanges(_ changes: (() -> Void)?) {
        guard let changes else { return }
        if options.contains(.allowAnimatedContent) {
            ViewAnimationCenter.shared.animate(timing, animations: changes, completion: nil)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    /// A layer showing `view` as it looks now.
    static func snapshotLayer(of view: UIView) -> CALayer {
        let layer = CALayer()
        layer.name = "UIViewTransitionSnapshot"
        let bounds = view.bounds
        if bounds.width > 0, bounds.height > 0 {
            let format = UIGraphicsImageRendererFormat.default()
            format.scale = view.contentScaleFactor
            let image = UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
                _ = view.drawHierarchy(in: bounds, afterScreenUpdates: false)
            }
            layer.contents = image.cgImage
            layer.contentsScale = image.scale
        }
        return layer
    }

    /// Fades `snapshot` out (and `newContent` in), then removes the snapshot and completes.
    func fade(_ snapshot: CALayer, newContent: CALayer?, completion: ((Bool) -> Void)?) {
        let state = ViewAnimationState { finished in
            snapshot.removeFromSuperlayer()
            completion?(finished)
        }
        var fadeTiming = timing
        fadeTiming.options.remove(.repeat)
        let fadeOut = fadeTiming.makeAnimation(keyPath: "opacity", from: CGFloat(1), to: CGFloat(0), additive: false)
        fadeTiming.configure(fadeOut, on: snapshot)
        // The snapshot stays faded out until it is removed.
        fadeOut.isRemovedOnCompletion = false
        state.add(fadeOut, to: snapshot, key: "opacity")
        if let newContent {
            let fadeIn = fadeTiming.makeAnimation(keyPath: "opacity", from: CGFloat(0), to: CGFloat(newContent.opacity),
                                                   additive: false)
            fadeTiming.configure(fadeIn, on: newContent)
            state.add(fadeIn, to: newContent, key: "UIViewTransitionFadeIn")
        }
        state.close()
    }
}
