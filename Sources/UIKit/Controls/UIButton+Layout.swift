extension UIButton {
    /// UIKit: without content insets, a titled button keeps 6 points above and below the title.
    static let defaultTitleVerticalPadding: CGFloat = 6
    /// UIKit: a titled button is at least 30 points wide ("On" measures 30 × 30).
    static let minimumTitledWidth: CGFloat = 30
    /// UIKit: the natural size of a button with no title and no image.
    static let emptyButtonSize = CGSize(width: 30, height: 34)

    var hasDisplayedTitle: Bool {
        guard let label = titleLabelStorage, label.superview === self else { return false }
        return (label.attributedText?.length ?? 0) > 0
    }

    // MARK: Layout

    func _layoutButton() {
        if configurationStorage != nil || needsConfigurationUpdate {
            _updateConfigurationIfNeeded()
        }
        if let configuration = appliedConfiguration, configurationStorage != nil {
            layoutConfigurationContent(configuration)
            return
        }
        if let background = backgroundImageView, background.superview === self {
            background.frame = backgroundRect(forBounds: bounds)
        }
        let content = contentRect(forBounds: bounds)
        if let imageView = imageViewStorage, imageView.superview === self {
            imageView.frame = imageRect(forContentRect: content)
        }
        if let label = titleLabelStorage, label.superview === self {
            label.frame = titleRect(forContentRect: content)
        }
    }

    func _titleRect(forContentRect contentRect: CGRect) -> CGRect {
        legacyContentFrames(in: contentRect).title
    }

    func _imageRect(forContentRect contentRect: CGRect) -> CGRect {
        legacyContentFrames(in: contentRect).image
    }

    /// The image and the title as one group: sized to fit, then placed by the content
    /// alignments, the image leading (trailing in a right-to-left layout). Each is placed in
    /// the content rectangle inset by its own edge insets.
    private func legacyContentFrames(in contentRect: CGRect) -> (title: CGRect, image: CGRect) {
        let titleArea = contentRect.inset(by: titleEdgeInsetsStorage)
        let imageArea = contentRect.inset(by: imageEdgeInsetsStorage)
        var imageSize = imageViewStorage?.superview === self ? (imageViewStorage?.image?.size ?? .zero) : .zero
        imageSize.width = min(imageSize.width, max(0, imageArea.width))
        imageSize.height = min(imageSize.height, max(0, imageArea.height))
        var titleSize = CGSize.zero
        if hasDisplayedTitle, let label = titleLabelStorage {
            let available = max(0, titleArea.width - imageSize.width)
            titleSize = label.sizeThatFits(CGSize(width: available, height: 0))
            titleSize.width = min(titleSize.width, available)
            titleSize.height = min(titleSize.height, max(0, titleArea.height))
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let groupWidth = imageSize.width + titleSize.width
        let horizontal = effectiveContentHorizontalAlignment
        var image = place(imageSize, in: imageArea, groupWidth: groupWidth,
                          offset: rightToLeft ? titleSize.width : 0, stretches: true)
        var title = place(titleSize, in: titleArea, groupWidth: groupWidth,
                          offset: rightToLeft ? 0 : imageSize.width, stretches: false)
        if horizontal == .fill, imageSize.width > 0 {
            // A filling image takes the width the title leaves.
            image.size.width = max(0, imageArea.width - titleSize.width)
            image.origin.x = rightToLeft ? imageArea.maxX - image.width : imageArea.minX
            title.origin.x = rightToLeft ? titleArea.minX : titleArea.minX + image.width
        }
        return (pixelAligned(title), pixelAligned(image))
    }

    /// Places one member of the content group in `area` by the content alignments.
    private func place(_ size: CGSize, in area: CGRect, groupWidth: CGFloat, offset: CGFloat, stretches: Bool) -> CGRect {
        var frame = CGRect(origin: .zero, size: size)
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: frame.origin.x = area.minX + offset
        case .right: frame.origin.x = area.maxX - groupWidth + offset
        default: frame.origin.x = area.minX + (area.width - groupWidth) / 2 + offset
        }
        switch contentVerticalAlignment {
        case .top: frame.origin.y = area.minY
        case .bottom: frame.origin.y = area.maxY - size.height
        case .fill:
            frame.origin.y = area.minY
            if stretches || size.height > 0 { frame.size.height = max(0, area.height) }
        case .center: frame.origin.y = area.minY + (area.height - size.height) / 2
        }
        return frame
    }

    /// Origins rounded to the pixel grid (text drawn between pixels blurs).
    func pixelAligned(_ rect: CGRect) -> CGRect {
        let scale = max(1, window?.screen.scale ?? contentScaleFactor)
        return CGRect(x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale,
                      width: rect.width, height: rect.height)
    }

    // MARK: Size

    func _intrinsicContentSize() -> CGSize {
        if configurationStorage != nil {
            _updateConfigurationIfNeeded()
            if let configuration = appliedConfiguration { return configurationContentSize(configuration) }
        }
        let titleSize = hasDisplayedTitle ? (titleLabelStorage?.sizeThatFits(.zero) ?? .zero) : .zero
        let imageSize = imageViewStorage?.superview === self ? (imageViewStorage?.image?.size ?? .zero) : .zero
        let backgroundSize = backgroundImageView?.superview === self ? (backgroundImageView?.image?.size ?? .zero) : .zero
        let hasTitle = titleSize != .zero
        if !hasTitle, imageSize == .zero, backgroundSize == .zero, contentEdgeInsetsStorage == .zero {
            return Self.emptyButtonSize
        }
        let insets = contentEdgeInsetsStorage
        var height = max(titleSize.height, imageSize.height)
        if hasTitle, insets == .zero {
            height = max(titleSize.height + 2 * Self.defaultTitleVerticalPadding, imageSize.height)
        }
        var size = CGSize(width: titleSize.width + imageSize.width + insets.left + insets.right,
                          height: height + insets.top + insets.bottom)
        if hasTitle { size.width = max(size.width, Self.minimumTitledWidth) }
        size.width = max(size.width, backgroundSize.width)
        size.height = max(size.height, backgroundSize.height)
        return size
    }
}
