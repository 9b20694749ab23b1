@_spi(Platform) import QuartzCore

extension UIView {
    /// UIKit does not document how long its system animations last; 0.3 s here.
    static let systemAnimationDuration: TimeInterval = 0.3

    /// Performs a system animation on `views` — `.delete` fades them out and removes them
    /// from their superviews when it ends — with `parallelAnimations` running alongside.
    public static func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                               animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        var alphas: [(UIView, CGFloat)] = []
        animate(withDuration: systemAnimationDuration, delay: 0, options: options, animations: {
            for view in views {
                alphas.append((view, view.alpha))
                view.alpha = 0
            }
            parallelAnimations?()
        }, completion: { finished in
            for (view, alpha) in alphas {
                view.removeFromSuperview()
                // Gone from the hierarchy; it shows again as it was if added back.
                view.alpha = alpha
            }
            completion?(finished)
        })
    }
}
