import UIKit

/// A confetti emitter as SAConfettiView builds one: a line along the top edge, one cell per
/// color, stopped by key path. Core Animation code, nonisolated.
struct ConfettiFactory {
    var intensity: Float = 0.5

    func makeEmitter(width: CGFloat, colors: [UIColor], image: CGImage) -> CAEmitterLayer {
        let emitter = CAEmitterLayer()
        emitter.emitterPosition = CGPoint(x: width / 2.0, y: 0)
        emitter.emitterShape = CAEmitterLayerEmitterShape.line
        emitter.emitterSize = CGSize(width: width, height: 1)
        emitter.emitterCells = colors.enumerated().map { index, color in
            let confetti = CAEmitterCell()
            confetti.name = "confetti\(index)"
            confetti.birthRate = 6.0 * intensity
            confetti.lifetime = 14.0 * intensity
            confetti.lifetimeRange = 0
            confetti.color = color.cgColor
            confetti.velocity = CGFloat(350.0 * intensity)
            confetti.velocityRange = CGFloat(80.0 * intensity)
            confetti.emissionLongitude = CGFloat(Double.pi)
            confetti.emissionRange = CGFloat(Double.pi)
            confetti.spin = CGFloat(3.5 * intensity)
            confetti.spinRange = CGFloat(4.0 * intensity)
            confetti.scaleRange = CGFloat(intensity)
            confetti.scaleSpeed = CGFloat(-0.1 * intensity)
            confetti.contents = image
            return confetti
        }
        return emitter
    }

    func stop(_ emitter: CAEmitterLayer) {
        for cell in emitter.emitterCells ?? [] {
            emitter.setValue(0, forKeyPath: "emitterCells.\(cell.name ?? "").birthRate")
        }
    }
}
