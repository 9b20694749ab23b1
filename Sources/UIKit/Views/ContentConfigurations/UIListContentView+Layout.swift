import Foundation

/// Where each part of a list content view goes, for a width (and a height to centre in).
struct ListContentFrames {
    var image: CGRect?
    var text: CGRect?
    var secondaryText: CGRect?
    /// The margins plus the content's height (no minimum).
    var naturalHeight: CGFloat
}

extension UIListContentView {
    // MARK: Styling

    func applyConfiguration() {
        let configuration = listConfiguration
        fitCache.removeAll(keepingCapacity: true)
        alpha = configuration.alpha
        if configuration.image != nil {
            let view = imageViewStorage ?? makeSubview(UIImageView(frame: .zero)) { imageViewStorage = $0 }
            let properties = configuration.imageProperties
            view.image = properties.preferredSymbolConfiguration.flatMap { configuration.image?.applyingSymbolConfiguration($0) }
                ?? configuration.image
            // A transformer needs a color to transform: the view's inherited tint.
            view.tintColor = properties.tintColorTransformer == nil ? properties.tintColor
                : properties.resolvedTintColor(for: tintColor)
            view.layer.cornerRadius = configuration.imageProperties.cornerRadius
            view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
            view.isHidden = false
        } else {
            imageViewStorage?.isHidden = true
        }
        style(label: &textLabelStorage, text: configuration.text, attributed: configuration.attributedText,
              properties: configuration.textProperties)
        style(label: &secondaryTextLabelStorage, text: configuration.secondaryText,
              attributed: configuration.secondaryAttributedText, properties: configuration.secondaryTextProperties)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func makeSubview<View: UIView>(_ view: View, store: (View) -> Void) -> View {
        store(view)
        addSubview(view)
        return view
    }

    private func style(label slot: inout UILabel?, text: String?, attributed: NSAttributedString?,
                       properties: UIListContentConfiguration.TextProperties) {
        let hasText = attributed.map { $0.length > 0 } ?? !(text ?? "").isEmpty
        guard hasText else {
            slot?.isHidden = true
            return
        }
        let label: UILabel
        if let existing = slot {
            label = existing
        } else {
            label = UILabel(frame: .zero)
            slot = label
            addSubview(label)
        }
        label.isHidden = false
        label.font = properties.font
        label.textColor = properties.resolvedColor()
        label.textAlignment = properties.nsTextAlignment
        label.lineBreakMode = properties.lineBreakMode
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = properties.transformed(text ?? "")
        }
    }

    // MARK: Geometry

    var shownTextLabel: UILabel? { textLabelStorage.flatMap { $0.isHidden ? nil : $0 } }
    var shownSecondaryTextLabel: UILabel? { secondaryTextLabelStorage.flatMap { $0.isHidden ? nil : $0 } }

    /// The margins in effect: the configuration's, grown to the superview's layout margins
    /// along `axesPreservingSuperviewLayoutMargins` where the view reaches into them (UIKit).
    var effectiveMargins: NSDirectionalEdgeInsets {
        var margins = listConfiguration.directionalLayoutMargins
        let axes = listConfiguration.axesPreservingSuperviewLayoutMargins
        guard !axes.isEmpty, let superview else { return margins }
        let outer = superview.directionalLayoutMargins
        let frame = self.frame
        if axes.contains(.horizontal) {
            // Directional: in right-to-left the leading edge is the right one.
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let leadingGap = rightToLeft ? superview.bounds.width - frame.maxX : frame.minX
            let trailingGap = rightToLeft ? frame.minX : superview.bounds.width - frame.maxX
            margins.leading = max(margins.leading, outer.leading - leadingGap)
            margins.trailing = max(margins.trailing, outer.trailing - trailingGap)
        }
        if axes.contains(.vertical) {
            margins.top = max(margins.top, outer.top - frame.minY)
            margins.bottom = max(margins.bottom, outer.bottom - (superview.bounds.height - frame.maxY))
        }
        return margins
    }

    /// The image's shown size: its own, scaled down (aspect kept) to `maximumSize`.
    private func imageSize() -> CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let maximum = listConfiguration.imageProperties.maximumSize
        var scale: CGFloat = 1
        if maximum.width > 0, size.width > maximum.width { scale = min(scale, maximum.width / size.width) }
        if maximum.height > 0, size.height > maximum.height { scale = min(scale, maximum.height / size.height) }
        size = CGSize(width: size.width * scale, height: size.height * scale)
        return size
    }

    /// The room the image takes: its size, or `reservedLayoutSize` where that is larger.
    private func reservedImageSize(_ size: CGSize) -> CGSize {
        let reserved = listConfiguration.imageProperties.reservedLayoutSize
        let standard = UIListContentConfiguration.ImageProperties.standardDimension
        return CGSize(width: reserved.width == standard ? size.width : max(reserved.width, size.width),
                      height: reserved.height == standard ? size.height : max(reserved.height, size.height))
    }

    func naturalHeight(forWidth width: CGFloat) -> CGFloat {
        frames(width: width, height: nil).naturalHeight
    }

    /// The frames for a view `width` wide; with a `height`, the content is centred vertically
    /// between the top and bottom margins (UIKit centres a short row's content).
    func frames(width: CGFloat, height: CGFloat?) -> ListContentFrames {
        let configuration = listConfiguration
        let margins = effectiveMargins
        let text = shownTextLabel, secondary = shownSecondaryTextLabel
        let hasImage = configuration.image != nil
        let image = imageSize()
        let reserved = hasImage ? reservedImageSize(image) : .zero
        var textX = margins.leading
        if hasImage {
            textX += reserved.width + (text != nil || secondary != nil ? configuration.imageToTextPadding : 0)
        }
        let textWidth = max(0, width - margins.trailing - textX)
        let unbounded = CGFloat.greatestFiniteMagnitude
        func fit(_ label: UILabel, _ width: CGFloat) -> CGSize {
            let id = ObjectIdentifier(label)
            if let cached = fitCache.first(where: { $0.label == id && $0.width == width }) { return cached.size }
            let measured = label.sizeThatFits(CGSize(width: width, height: unbounded))
            let size = CGSize(width: min(measured.width, width), height: measured.height)
            if fitCache.count >= 8 { fitCache.removeFirst() }
            fitCache.append((id, width, size))
            return size
        }
        var textSize = CGSize.zero, secondarySize = CGSize.zero
        var sideBySide = false
        if configuration.prefersSideBySideTextAndSecondaryText, let text, let secondary {
            // UIKit: side by side when both fit on the line, stacked otherwise.
            let natural = fit(text, unbounded), naturalSecondary = fit(secondary, unbounded)
            if natural.width + configuration.textToSecondaryTextHorizontalPadding + naturalSecondary.width <= textWidth {
                sideBySide = true
                textSize = natural
                secondarySize = naturalSecondary
            }
        }
        if !sideBySide {
            if let text { textSize = fit(text, textWidth) }
            if let secondary { secondarySize = fit(secondary, textWidth) }
        }
        let blockHeight: CGFloat
        if sideBySide {
            blockHeight = max(textSize.height, secondarySize.height)
        } else {
            let gap = text != nil && secondary != nil ? configuration.textToSecondaryTextVerticalPadding : 0
            blockHeight = textSize.height + gap + secondarySize.height
        }
        let contentHeight = max(blockHeight, reserved.height)
        let natural = margins.top + contentHeight + margins.bottom
        let available = (height ?? natural) - margins.top - margins.bottom
        let scale = traitCollection.displayScale > 0 ? traitCollection.displayScale : 1
        func pixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        var result = ListContentFrames(naturalHeight: natural)
        if hasImage {
            result.image = CGRect(x: margins.leading + pixel((reserved.width - image.width) / 2),
                                  y: margins.top + pixel((available - image.height) / 2),
                                  width: image.width, height: image.height)
        }
        let blockTop = margins.top + pixel((available - blockHeight) / 2)
        if sideBySide {
            result.text = CGRect(x: textX, y: blockTop + pixel((blockHeight - textSize.height) / 2),
                                 width: textSize.width, height: textSize.height)
            result.secondaryText = CGRect(x: width - margins.trailing - secondarySize.width,
                                          y: blockTop + pixel((blockHeight - secondarySize.height) / 2),
                                          width: secondarySize.width, height: secondarySize.height)
        } else {
            // The labels span the text column so their alignment (natural, centre) applies.
            if text != nil {
                result.text = CGRect(x: textX, y: blockTop, width: textWidth, height: textSize.height)
            }
            if secondary != nil {
                let top = text != nil ? blockTop + textSize.height + configuration.textToSecondaryTextVerticalPadding : blockTop
                result.secondaryText = CGRect(x: textX, y: top, width: textWidth, height: secondarySize.height)
            }
        }
        return result
    }

    /// UIKit: in a right-to-left layout the image sits at the right and the text follows it
    /// leftwards (the frames are mirrored).
    func _layoutListContent() {
        let layout = frames(width: bounds.width, height: bounds.height)
        let width = bounds.width
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func place(_ frame: CGRect) -> CGRect {
            mirrored ? CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
        }
        if let frame = layout.image { imageViewStorage?.frame = place(frame) }
        if let frame = layout.text { textLabelStorage?.frame = place(frame) }
        if let frame = layout.secondaryText { secondaryTextLabelStorage?.frame = place(frame) }
        updatePartLayoutGuides()
    }

    /// The leading edge of the text in the view (the separator lines up with it, UIKit).
    var textLeadingEdge: CGFloat? {
        guard listConfiguration.image != nil else { return nil }
        return frames(width: bounds.width, height: bounds.height).text?.minX
    }
}
