@_spi(Platform) import QuartzCore

/// Holds the beginning of touches in a scroll view's content back for a moment
/// (`delaysContentTouches`), as UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`
/// does: it never recognizes; while it is possible, the touch tracker holds the content's
/// `touchesBegan` (`delaysTouchesBegan`). It fails — releasing the touches to their views —
/// after the delay, or when the fingers lift first (a quick tap: began and ended together).
/// If the scroll view's pan begins first, the pan cancels the touches in their views, which
/// then never see them.
@MainActor
final class ScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
    /// UIKit: content touches are delayed about 150 ms.
    static let delay: TimeInterval = 0.15

    private var timer: FrameworkTimer?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        cancelsTouchesInView = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let scrollView = view as? UIScrollView else { return }
        guard scrollView.delaysContentTouches, !touches.allSatisfy({ $0.view === scrollView }),
              !touches.allSatisfy({ $0.view.map { !scrollView.delaysTouches(inContentView: $0) } ?? false }) else {
            scrollView.contentTouchesDelivered = true
            requestTransition(to: .failed, reason: "the scroll view does not delay these touches")
            return
        }
        guard timer == nil else { return }
        // Strong capture (no side table); invalidated on reset.
        timer = FrameworkScheduler.shared.schedule(after: Self.delay) { [self] in
            timer = nil
            guard stateStorage == .possible else { return }
            (view as? UIScrollView)?.contentTouchesDelivered = true
            requestTransition(to: .failed, reason: "the touches did not scroll within \(Self.delay) s")
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        requestTransition(to: .failed, reason: "the touches ended before the delay")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        requestTransition(to: .failed, reason: "the touches were cancelled")
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
    }
}
