@_spi(Rendering) import CoreGraphics

extension TextDrawing {
    /// Draws the attachments' images at their places, after the text. UIKit (iOS 13): an
    /// attachment made with `init(image:)` adapts to the text's color; here any template image
    /// (`.alwaysTemplate`, or a symbol image left `.automatic`) is drawn in the foreground color
    /// of its attachment character.
    static func drawAttachments(_ placements: [TextAttachmentPlacement], in context: CGContext) {
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        for placement in placements {
            guard var image = placement.image, placement.rect.width > 0, placement.rect.height > 0 else { continue }
            if image.drawsAsTemplate, let tint = placement.tint {
                let color = UIColor(red: CGFloat(tint.red), green: CGFloat(tint.green), blue: CGFloat(tint.blue),
                                    alpha: CGFloat(tint.alpha))
                image = image.withTintColor(color, renderingMode: .alwaysOriginal)
            }
            image.draw(in: placement.rect)
        }
    }
}
