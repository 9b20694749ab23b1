import UIKit

/// The TextKit recipe iOS code uses to find the character under a tap in a label (link taps).
enum LabelLinkTapping {
    @MainActor
    static func characterIndex(in label: UILabel, at point: CGPoint) -> Int {
        let layoutManager = NSLayoutManager()
        let textContainer = NSTextContainer(size: CGSize.zero)
        let textStorage = NSTextStorage(attributedString: label.attributedText!)
        layoutManager.addTextContainer(textContainer)
        textStorage.addLayoutManager(layoutManager)
        textContainer.lineFragmentPadding = 0.0
        textContainer.lineBreakMode = label.lineBreakMode
        textContainer.maximumNumberOfLines = label.numberOfLines
        let labelSize = label.bounds.size
        textContainer.size = labelSize
        let textBoundingBox = layoutManager.usedRect(for: textContainer)
        let textContainerOffset = CGPoint(x: (labelSize.width - textBoundingBox.size.width) * 0.5 - textBoundingBox.origin.x,
                                          y: (labelSize.height - textBoundingBox.size.height) * 0.5 - textBoundingBox.origin.y)
        let location = CGPoint(x: point.x - textContainerOffset.x, y: point.y - textContainerOffset.y)
        return layoutManager.characterIndex(for: location, in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
    }
}

/// A layout manager subclass that outlines every line fragment behind the text.
final class OutlineLayoutManager: NSLayoutManager {
    private(set) var outlinedLines = 0

    override func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        super.drawBackground(forGlyphRange: glyphsToShow, at: origin)
        enumerateLineFragments(forGlyphRange: glyphsToShow) { _, usedRect, _, _, _ in
            self.outlinedLines += 1
            UIRectFrame(usedRect.offsetBy(dx: origin.x, dy: origin.y))
        }
    }
}
