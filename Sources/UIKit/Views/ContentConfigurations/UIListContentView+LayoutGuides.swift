import Foundation

// Layout guides for the parts of the row (UIKit, iOS 16): each follows its part's frame and
// is nil while the part is not shown.
extension UIListContentView {
    /// The image's frame; nil without an image.
    public var imageLayoutGuide: UILayoutGuide? { layoutGuide(for: .image) }

    /// The text's frame; nil without text.
    public var textLayoutGuide: UILayoutGuide? { layoutGuide(for: .text) }

    /// The secondary text's frame; nil without secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? { layoutGuide(for: .secondaryText) }

    private func layoutGuide(for part: ListContentLayoutGuide.Part) -> UILayoutGuide? {
        guard let view = partView(part), !view.isHidden else { return nil }
        if let guide = partLayoutGuides[part] { return guide }
        let guide = ListContentLayoutGuide()
        guide.identifier = "UIListContentView.\(part)"
        addLayoutGuide(guide)
        partLayoutGuides[part] = guide
        // UIKit: the guide is right as soon as the view has been laid out.
        layoutIfNeeded()
        guide.frame = view.frame
        return guide
    }

    private func partView(_ part: ListContentLayoutGuide.Part) -> UIView? {
        switch part {
        case .image: imageViewStorage
        case .text: textLabelStorage
        case .secondaryText: secondaryTextLabelStorage
        }
    }

    /// Moves the guides to their parts' frames (after a layout pass).
    func updatePartLayoutGuides() {
        for (part, guide) in partLayoutGuides {
            guide.frame = partView(part)?.frame ?? .zero
        }
    }
}
