import UIKit
import UIKitTesting

/// Drawing and compositing: paths drawn in `draw(_:)`, gradient and shape layers, shadows,
/// rounded corners and borders, an image, a mask and a perspective transform. Tapping the
/// card toggles its shadow; tapping the tile turns it.
@MainActor
final class DrawingScreen: UIViewController, CatalogScreen {
    let screenTitle = "Drawing"
    var log = EventLog()
    let card = UIView()
    let tile = UIView()

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        root.backgroundColor = .systemBackground
        view = root

        let paths = PathsView(frame: CGRect(x: 20, y: 20, width: 350, height: 150))
        paths.backgroundColor = .secondarySystemBackground
        paths.layer.cornerRadius = 12
        paths.clipsToBounds = true
        root.addSubview(paths)

        card.frame = CGRect(x: 20, y: 190, width: 160, height: 100)
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.systemBlue.cgColor
        card.layer.shadowOpacity = 0.35
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        card.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.toggleShadow() })
        root.addSubview(card)

        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 200, y: 190, width: 170, height: 100)
        axial.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor, UIColor.systemYellow.cgColor]
        axial.startPoint = CGPoint(x: 0, y: 0.5)
        axial.endPoint = CGPoint(x: 1, y: 0.5)
        axial.cornerRadius = 16
        root.layer.addSublayer(axial)

        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 20, y: 310, width: 100, height: 100)
        radial.colors = [UIColor.white.cgColor, UIColor.systemIndigo.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        radial.cornerRadius = 50
        root.layer.addSublayer(radial)

        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 140, y: 310, width: 100, height: 100)
        conic.colors = [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemGreen.cgColor,
                        UIColor.systemBlue.cgColor, UIColor.systemPurple.cgColor, UIColor.systemRed.cgColor]
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 1, y: 0.5)
        conic.cornerRadius = 50
        root.layer.addSublayer(conic)

        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 260, y: 310, width: 110, height: 100)
        ring.path = UIBezierPath(arcCenter: CGPoint(x: 55, y: 50), radius: 40, startAngle: -.pi / 2,
                                 endAngle: 1.5 * .pi, clockwise: true).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemGreen.cgColor
        ring.lineWidth = 12
        ring.lineCap = .round
        ring.strokeEnd = 0.7
        root.layer.addSublayer(ring)

        let imageView = UIImageView(image: Self.makeBadgeImage())
        imageView.frame = CGRect(x: 20, y: 430, width: 100, height: 100)
        imageView.contentMode = .scaleAspectFit
        imageView.layer.borderWidth = 1
        imageView.layer.borderColor = UIColor.separator.cgColor
        root.addSubview(imageView)

        let masked = UIView(frame: CGRect(x: 140, y: 430, width: 100, height: 100))
        masked.backgroundColor = .systemPurple
        let star = CAShapeLayer()
        star.path = Self.starPath(in: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        masked.layer.mask = star
        root.addSubview(masked)

        tile.frame = CGRect(x: 270, y: 440, width: 80, height: 80)
        tile.backgroundColor = .systemOrange
        tile.layer.cornerRadius = 10
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 250
        tile.layer.transform = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0)
        tile.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.turnTile() })
        root.addSubview(tile)
    }

    private func toggleShadow() {
        card.layer.shadowOpacity = card.layer.shadowOpacity > 0 ? 0 : 0.35
        log.append("drawing: card shadow \(card.layer.shadowOpacity > 0 ? "on" : "off")")
    }

    private func turnTile() {
        tile.layer.transform = CATransform3DRotate(tile.layer.transform, .pi / 8, 0, 1, 0)
        log.append("drawing: tile turned")
    }

    func script(_ input: InputSimulator) {
        input.tap(card)
        input.tap(card)
        input.tap(tile)
    }

    /// A small picture drawn with an image renderer.
    static func makeBadgeImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 64, height: 48)).image { context in
            UIColor.systemYellow.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 48))
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: 8, y: 8, width: 32, height: 32)).fill()
            UIColor.systemBlue.setStroke()
            let zigzag = UIBezierPath()
            zigzag.move(to: CGPoint(x: 36, y: 40))
            zigzag.addLine(to: CGPoint(x: 46, y: 10))
            zigzag.addLine(to: CGPoint(x: 56, y: 40))
            zigzag.lineWidth = 4
            zigzag.lineJoinStyle = .round
            zigzag.stroke()
        }
    }

    static func starPath(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        for i in 0..<10 {
            let radius = (i % 2 == 0 ? 0.5 : 0.22) * min(rect.width, rect.height)
            let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        return path
    }
}
