import UIKit

/// Builds the layers and animations of a progress indicator, as iOS apps write it: a plain
/// struct, no isolation.
struct LayerFactory {
    var lineWidth: CGFloat = 4

    func makeRing(in rect: CGRect, color: UIColor) -> CAShapeLayer {
        let ring = CAShapeLayer()
        ring.frame = rect
        let inset = rect.insetBy(dx: lineWidth / 2, dy: lineWidth / 2)
        ring.path = UIBezierPath(ovalIn: CGRect(origin: CGPoint(x: lineWidth / 2, y: lineWidth / 2), size: inset.size)).cgPath
        ring.strokeColor = color.cgColor
        ring.fillColor = UIColor.clear.cgColor
        ring.lineWidth = lineWidth
        ring.lineCap = .round
        ring.strokeEnd = 0
        return ring
    }

    func makeLabel(_ text: String, fontSize: CGFloat) -> CATextLayer {
        let label = CATextLayer()
        label.string = text
        label.font = UIFont.boldSystemFont(ofSize: fontSize)
        label.fontSize = fontSize
        label.foregroundColor = UIColor.darkGray.cgColor
        label.alignmentMode = .center
        label.contentsScale = currentScreenScale()
        label.frame = CGRect(origin: .zero, size: label.preferredFrameSize())
        return label
    }

    func makeBackground(_ colors: [UIColor]) -> CAGradientLayer {
        let gradient = CAGradientLayer()
        gradient.colors = colors.map { $0.cgColor }
        gradient.locations = [0, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 12
        gradient.masksToBounds = true
        return gradient
    }

    func makeProgressAnimation(to value: CGFloat, duration: CFTimeInterval) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "strokeEnd")
        animation.fromValue = 0
        animation.toValue = value
        animation.duration = duration
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// Assembles the indicator without animating the property changes.
    func makeIndicator(size: CGSize, progress: CGFloat) -> CALayer {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer { CATransaction.commit() }
        let container = makeBackground([.systemBlue, .systemTeal])
        container.frame = CGRect(origin: .zero, size: size)
        let ring = makeRing(in: container.bounds.insetBy(dx: 8, dy: 8), color: .white)
        ring.add(makeProgressAnimation(to: progress, duration: 0.3), forKey: "progress")
        container.addSublayer(ring)
        let label = makeLabel("\(Int(progress * 100))%", fontSize: 14)
        label.position = CGPoint(x: container.bounds.midX, y: container.bounds.midY)
        container.addSublayer(label)
        return container
    }
}

/// A custom layer written as iOS code writes one: its own initializers, `init(coder:)` left out.
final class PulseLayer: CALayer {
    var pulseColor: UIColor

    override init() {
        pulseColor = .systemRed
        super.init()
        backgroundColor = pulseColor.cgColor
    }

    override init(layer: Any) {
        pulseColor = (layer as? PulseLayer)?.pulseColor ?? .systemRed
        super.init(layer: layer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
