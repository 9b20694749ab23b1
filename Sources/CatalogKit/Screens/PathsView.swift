import UIKit

/// Bézier paths drawn in `draw(_:)`: curves, arcs, dashes, an even-odd fill and a clip.
final class PathsView: UIView {
    override func draw(_ rect: CGRect) {
        let wave = UIBezierPath()
        wave.move(to: CGPoint(x: 16, y: 100))
        wave.addCurve(to: CGPoint(x: 120, y: 100), controlPoint1: CGPoint(x: 50, y: 30), controlPoint2: CGPoint(x: 86, y: 170))
        wave.addQuadCurve(to: CGPoint(x: 200, y: 100), controlPoint: CGPoint(x: 160, y: 40))
        wave.lineWidth = 5
        wave.lineCapStyle = .round
        UIColor.systemBlue.setStroke()
        wave.stroke()

        let dashed = UIBezierPath(arcCenter: CGPoint(x: 270, y: 75), radius: 45, startAngle: 0, endAngle: 2 * .pi,
                                  clockwise: true)
        dashed.lineWidth = 3
        let pattern: [CGFloat] = [10, 6]
        dashed.setLineDash(pattern, count: pattern.count, phase: 0)
        UIColor.systemGray.setStroke()
        dashed.stroke()

        let star = DrawingScreen.starPath(in: CGRect(x: 230, y: 35, width: 80, height: 80))
        star.usesEvenOddFillRule = true
        UIColor.systemYellow.setFill()
        star.fill()

        let context = UIGraphicsGetCurrentContext()
        context?.saveGState()
        UIBezierPath(roundedRect: CGRect(x: 16, y: 16, width: 180, height: 24), cornerRadius: 12).addClip()
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.systemGreen.cgColor, UIColor.systemTeal.cgColor],
                                  locations: nil)
        if let gradient {
            context?.drawLinearGradient(gradient, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 196, y: 0), options: [])
        }
        context?.restoreGState()
    }
}
