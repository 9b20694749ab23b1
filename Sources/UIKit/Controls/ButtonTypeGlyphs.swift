/// The images of UIKit's predefined button types: the circled "i" of the info and
/// detail-disclosure buttons, the circled "+" of the contact-add button, and the gray
/// circle with an "×" of the close button.
@MainActor
enum ButtonTypeGlyphs {
    /// UIKit: the info and add glyphs are 22 points; the close button is 30.
    static let glyphSize: CGFloat = 22
    static let closeSize: CGFloat = 30

    static func image(for type: UIButton.ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: return circled(info: true)
        case .contactAdd: return circled(info: false)
        case .close: return close()
        case .custom, .system: return nil
        }
    }

    private static func renderer(_ side: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = max(2, UIScreen.main.scale)
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
    }

    /// A ring with an "i" or a "+", drawn as a template (shown in the tint color).
    private static func circled(info: Bool) -> UIImage {
        let side = glyphSize
        return renderer(side).image { _ in
            UIColor.black.set()
            let ring = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: side - 2, height: side - 2))
            ring.lineWidth = 1.5
            ring.stroke()
            let mark = UIBezierPath()
            mark.lineWidth = 2
            mark.lineCapStyle = .round
            if info {
                UIBezierPath(ovalIn: CGRect(x: side / 2 - 1.25, y: 5.5, width: 2.5, height: 2.5)).fill()
                mark.move(to: CGPoint(x: side / 2, y: 10))
                mark.addLine(to: CGPoint(x: side / 2, y: 16))
            } else {
                mark.move(to: CGPoint(x: 6.5, y: side / 2))
                mark.addLine(to: CGPoint(x: side - 6.5, y: side / 2))
                mark.move(to: CGPoint(x: side / 2, y: 6.5))
                mark.addLine(to: CGPoint(x: side / 2, y: side - 6.5))
            }
            mark.stroke()
        }.withRenderingMode(.alwaysTemplate)
    }

    /// A light gray disc with a gray "×", in its own colors (not tinted).
    private static func close() -> UIImage {
        let side = closeSize
        return renderer(side).image { _ in
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
            let cross = UIBezierPath()
            let inset: CGFloat = 10.5
            cross.move(to: CGPoint(x: inset, y: inset))
            cross.addLine(to: CGPoint(x: side - inset, y: side - inset))
            cross.move(to: CGPoint(x: side - inset, y: inset))
            cross.addLine(to: CGPoint(x: inset, y: side - inset))
            cross.lineWidth = 2.5
            cross.lineCapStyle = .round
            UIColor.secondaryLabel.setStroke()
            cross.stroke()
        }.withRenderingMode(.alwaysOriginal)
    }
}
