import Foundation
@_spi(Platform) import QuartzCore

/// The refresh control's spinner: twelve spokes that appear one by one as the content is
/// pulled (`progress` 0…1), all of them while refreshing, in the control's tint color (gray by
/// default, as UIKit's).
@MainActor
final class RefreshControlSpinnerView: UIView {
    static let spokeCount = 12
    /// UIKit's spinner is about the size of the medium activity indicator (20 pt); ours 28 pt
    /// with its spokes.
    static let side: CGFloat = 28

    var progress: CGFloat = 0 {
        didSet { if progress != oldValue { setNeedsDisplay() } }
    }

    /// UIKit: the spinner turns while refreshing, stepping a spoke at a time (ours: twelve
    /// steps a second, one turn a second), on the framework clock while it is in a window.
    static let stepInterval: TimeInterval = 1.0 / 12

    /// Whether the spinner turns (the control sets it while refreshing).
    var isSpinning = false {
        didSet { if isSpinning != oldValue { updateSpinning() } }
    }

    private var spinTimer: FrameworkTimer?

    var color: UIColor = .gray {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        updateSpinning()
    }

    /// Steps at start + k·interval (no drift); stopping puts the head back at the top.
    private func updateSpinning() {
        let spins = isSpinning && window != nil
        if spins, spinTimer == nil {
            scheduleStep(start: FrameworkScheduler.shared.clock.now, step: 1)
        } else if !spins {
            spinTimer?.invalidate()
            spinTimer = nil
            if !isSpinning { transform = .identity }
        }
    }

    private func scheduleStep(start: TimeInterval, step: Int) {
        spinTimer = FrameworkScheduler.shared.schedule(at: start + Double(step) * Self.stepInterval) { [weak self] in
            guard let self else { return }
            let angle = CGFloat(step % Self.spokeCount) * 2 * .pi / CGFloat(Self.spokeCount)
            self.transform = CGAffineTransform(rotationAngle: angle)
            self.scheduleStep(start: start, step: step + 1)
        }
    }

    /// How many spokes show for the pull so far.
    var visibleSpokes: Int { Int((min(1, max(0, progress)) * CGFloat(Self.spokeCount)).rounded(.down)) }

    override func draw(_ rect: CGRect) {
        let count = visibleSpokes
        guard count > 0 else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = min(bounds.width, bounds.height) / 2, inner = outer * 0.5
        for index in 0..<count {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount)
            let path = UIBezierPath()
            path.lineWidth = 2.5
            path.lineCapStyle = .round
            path.move(to: CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner))
            path.addLine(to: CGPoint(x: center.x + cos(angle) * outer, y: center.y + sin(angle) * outer))
            // The head (the top spoke) darkest, the spokes behind it (counter-clockwise) fading,
            // so the clockwise turn leaves a trail.
            let age = (Self.spokeCount - index) % Self.spokeCount
            color.withAlphaComponent(1 - CGFloat(age) / CGFloat(Self.spokeCount) * 0.7).setStroke()
            path.stroke()
        }
    }
}
