import Foundation

extension UIButton {
    func _setConfiguration(_ configuration: Configuration?) {
        let hadConfiguration = configurationStorage != nil
        configurationStorage = configuration
        if configuration == nil {
            appliedConfiguration = nil
            if let background = configurationBackground { _setInstalled(background, as: .configurationBackground, false) }
            if let subtitle = subtitleLabelStorage { _setInstalled(subtitle, as: .subtitle, false) }
            _updateContent()
        } else if let backgroundImage = backgroundImageView {
            _setInstalled(backgroundImage, as: .backgroundImage, false)
        }
        if isUpdatingConfiguration {
            // Set from updateConfiguration() or the handler: shown when the update ends.
        } else {
            needsConfigurationUpdate = true
            _updateConfigurationIfNeeded()
        }
        // Showing a configuration compares what sizes it with what was shown (a new color
        // leaves the size alone); going back to the legacy content always may change it.
        if configuration == nil, hadConfiguration { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    func _setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs a pending update: `updateConfiguration()`, then the handler, then shows the
    /// configuration (resolved for the state when `automaticallyUpdatesConfiguration`).
    func _updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        // iOS 26: observable properties read here ask for another update when they change.
        _tracked(.configuration) {
            updateConfiguration()
            configurationUpdateHandler?(self)
        }
        isUpdatingConfiguration = false
        applyConfiguration()
    }

    private func applyConfiguration() {
        let wasApplying = isApplyingContent
        isApplyingContent = true
        defer { isApplyingContent = wasApplying }
        guard let stored = configurationStorage else {
            appliedConfiguration = nil
            return
        }
        let configuration = automaticallyUpdatesConfiguration ? stored.updated(for: self) : stored
        let previousSize = appliedConfiguration.map(contentSignature)
        appliedConfiguration = configuration
        let state = configuration.resolvedState ?? .normal
        let metrics = ButtonConfigurationMetrics(size: configuration.buttonSize)
        let colors = configuration.style.colors(base: configuration.baseForegroundColor,
                                                baseBackground: configuration.baseBackgroundColor,
                                                tint: tintColor, state: state,
                                                selectionShows: configuration.automaticallyUpdateForSelection)

        // Background.
        let background = _configurationBackground
        let baseFill = configuration.background.backgroundColor ?? colors.background
        let fill = configuration.background.backgroundColorTransformer?(baseFill) ?? baseFill
        if background.backgroundColor != fill { background.backgroundColor = fill }
        let strokeWidth = max(0, configuration.background.strokeWidth)
        if background.layer.borderWidth != strokeWidth { background.layer.borderWidth = strokeWidth }
        if strokeWidth > 0 {
            background.layer.borderColor = configuration.background.resolvedStrokeColor(for: tintColor).cgColor
        }
        _setInstalled(background, as: .configurationBackground, true)

        // Title (a title set with setTitle(_:for:) wins) and subtitle.
        let title = title(for: state).map { AttributedString($0) } ?? configuration.attributedTitle
        let label = _titleLabel
        // UIKit: configuration titles are Dynamic Type (body and subheadline at medium size).
        let titleFont = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .systemFont(ofSize: metrics.titleFontSize), compatibleWith: traitCollection)
        configureLabel(label, text: title, font: titleFont, color: colors.foreground,
                       lineBreakMode: configuration.titleLineBreakMode,
                       transformer: configuration.titleTextAttributesTransformer)
        _setInstalled(label, as: .title, !(title?.characters.isEmpty ?? true))
        let subtitleLabel = _subtitleLabel
        let subtitle = configuration.attributedSubtitle
        configureLabel(subtitleLabel, text: subtitle,
                       font: UIFontMetrics(forTextStyle: .subheadline).scaledFont(
                           for: .systemFont(ofSize: metrics.subtitleFontSize), compatibleWith: traitCollection),
                       color: colors.foreground, lineBreakMode: configuration.subtitleLineBreakMode,
                       transformer: configuration.subtitleTextAttributesTransformer)
        _setInstalled(subtitleLabel, as: .subtitle, !(subtitle?.characters.isEmpty ?? true))

        // Image: drawn as a template in the foreground color unless it asks otherwise.
        var image = self.image(for: state) ?? configuration.image
        if let symbols = configuration.preferredSymbolConfigurationForImage, let symbol = image, symbol.isSymbolImage {
            image = symbol.applyingSymbolConfiguration(symbols) ?? symbol
        }
        if let image {
            let view = _imageView
            let shown = image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
            if view.image !== shown, view.image != shown { view.image = shown }
            let imageTint = configuration.imageColorTransformer?(colors.foreground) ?? colors.foreground
            if view.tintColorStorage != imageTint { view.tintColor = imageTint }
            _setInstalled(view, as: .image, true)
        } else if let view = imageViewStorage {
            _setInstalled(view, as: .image, false)
        }
        for view in [label, subtitleLabel, imageViewStorage].compactMap({ $0 }) where view.alpha != 1 {
            view.alpha = 1
        }
        // A transformer may give each state other fonts: its text is measured again.
        let transforms = configuration.titleTransformerStorage != nil || configuration.subtitleTransformerStorage != nil
        if previousSize != contentSignature(configuration) || transforms { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    /// Shows `text` in `label`: plain text in the style's font and color, or, when the text has
    /// attributes or a transformer is set, an attributed string whose runs have the style's
    /// attributes under their own, passed through the transformer.
    private func configureLabel(_ label: UILabel, text: AttributedString?, font: UIFont, color: UIColor,
                                lineBreakMode: NSLineBreakMode,
                                transformer: UIConfigurationTextAttributesTransformer?) {
        if label.lineBreakMode != lineBreakMode { label.lineBreakMode = lineBreakMode }
        if label.numberOfLines != 0 { label.numberOfLines = 0 }
        let plainAttributes = AttributeContainer()
        guard let text, transformer != nil || text.runs.contains(where: { $0.attributes != plainAttributes }) else {
            let plain = text.map { String($0.characters) }
            if label.font != font { label.font = font }
            // After attributed text, the same characters are set again as plain text.
            if label.text != plain || (plain != nil && label.plainTextSource == nil) { label.text = plain }
            if label.textColor != color { label.textColor = color }
            return
        }
        var style = AttributeContainer()
        style.font = font
        style.foregroundColor = color
        var shown = text
        for run in text.runs {
            var attributes = style.merging(run.attributes)
            if let transformer { attributes = transformer(attributes) }
            shown[run.range].setAttributes(attributes)
        }
        label.attributedText = NSAttributedString(shown)
    }

    /// What decides a configuration's size.
    private func contentSignature(_ configuration: Configuration) -> [AnyHashable] {
        [configuration.attributedTitle, configuration.attributedSubtitle, configuration.image?.size.width, configuration.image?.size.height,
         configuration.buttonSize, configuration.contentInsets, configuration.imagePadding, configuration.titlePadding,
         configuration.imagePlacement.rawValue, configuration.imageReservation]
    }

    // MARK: Layout

    private struct ConfigurationContent {
        var image: CGSize
        /// The image's space: its size, or `imageReservation` along the placement's axis when
        /// that is larger.
        var imageSlot: CGSize
        var title: CGSize
        var subtitle: CGSize
        var text: CGSize
        var group: CGSize
        var vertical: Bool
    }

    /// Sizes the content for a width limit (the content area's width).
    private func measureConfigurationContent(_ configuration: Configuration, width limit: CGFloat?) -> ConfigurationContent {
        let image = imageViewStorage?.superview === self ? (imageViewStorage?.image?.size ?? .zero) : .zero
        let vertical = configuration.imagePlacement == .top || configuration.imagePlacement == .bottom
        var slot = image
        if image.width > 0 || image.height > 0 {
            if vertical { slot.height = max(slot.height, configuration.imageReservation) } else {
                slot.width = max(slot.width, configuration.imageReservation)
            }
        }
        let imageSpace = slot.width > 0 && !vertical ? slot.width + configuration.imagePadding : 0
        let textLimit = limit.map { max(0, $0 - imageSpace) } ?? 0
        func measure(_ label: UILabel?) -> CGSize {
            guard let label, label.superview === self else { return .zero }
            var size = label.sizeThatFits(CGSize(width: textLimit, height: 0))
            if limit != nil { size.width = min(size.width, textLimit) }
            return size
        }
        let title = measure(titleLabelStorage)
        let subtitle = measure(subtitleLabelStorage)
        let padding = title.height > 0 && subtitle.height > 0 ? configuration.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + padding + subtitle.height)
        let hasText = text.height > 0
        let hasImage = image.width > 0 || image.height > 0
        let imagePadding = hasText && hasImage ? configuration.imagePadding : 0
        let group = vertical
            ? CGSize(width: max(slot.width, text.width), height: slot.height + imagePadding + text.height)
            : CGSize(width: slot.width + imagePadding + text.width, height: max(slot.height, text.height))
        return ConfigurationContent(image: image, imageSlot: slot, title: title, subtitle: subtitle, text: text, group: group,
                                    vertical: vertical)
    }

    func configurationContentSize(_ configuration: Configuration) -> CGSize {
        let content = measureConfigurationContent(configuration, width: nil)
        let insets = configuration.contentInsets
        return CGSize(width: (content.group.width + insets.leading + insets.trailing).rounded(.up),
                      height: (content.group.height + insets.top + insets.bottom).rounded(.up))
    }

    func layoutConfigurationContent(_ configuration: Configuration) {
        let direction = effectiveUserInterfaceLayoutDirection
        if let background = configurationBackground, background.superview === self {
            let frame = bounds.inset(by: configuration.background.backgroundInsets.edgeInsets(for: direction))
            background.frame = frame
            background.layer.cornerRadius = ButtonConfigurationMetrics.cornerRadius(
                configuration.cornerStyle, size: configuration.buttonSize,
                fixed: configuration.background.cornerRadius, bounds: frame.size)
        }
        let frames = configurationFrames(configuration, in: bounds)
        if let imageView = imageViewStorage, imageView.superview === self { imageView.frame = frames.image }
        if let label = titleLabelStorage, label.superview === self {
            if label.textAlignment != frames.textAlignment { label.textAlignment = frames.textAlignment }
            label.frame = frames.title
        }
        if let label = subtitleLabelStorage, label.superview === self {
            if label.textAlignment != frames.textAlignment { label.textAlignment = frames.textAlignment }
            label.frame = frames.subtitle
        }
    }

    /// Where a configured button's image, title and subtitle go in `bounds`, and the text
    /// alignment of the labels (layout, and the baselines measured at the intrinsic size).
    func configurationFrames(_ configuration: Configuration, in bounds: CGRect)
        -> (image: CGRect, title: CGRect, subtitle: CGRect, textAlignment: NSTextAlignment) {
        let direction = effectiveUserInterfaceLayoutDirection
        let rightToLeft = direction == .rightToLeft
        let area = bounds.inset(by: configuration.contentInsets.edgeInsets(for: direction))
        let content = measureConfigurationContent(configuration, width: max(0, area.width))
        let group = CGRect(origin: groupOrigin(content.group, in: area), size: content.group)

        // The image and the text block inside the group.
        let imagePadding = content.text.height > 0 && content.image != .zero ? configuration.imagePadding : 0
        var imageFrame = CGRect(origin: .zero, size: content.image)
        var textFrame = CGRect(origin: .zero, size: content.text)
        let placement = configuration.imagePlacement
        let imageFirst = placement == .top || (placement == .leading) != rightToLeft
        let slot = content.imageSlot
        if content.vertical {
            imageFrame.origin.x = group.midX - content.image.width / 2
            textFrame.origin.x = group.midX - content.text.width / 2
            let slotY = imageFirst ? group.minY : group.maxY - slot.height
            imageFrame.origin.y = slotY + (slot.height - content.image.height) / 2
            textFrame.origin.y = imageFirst ? slotY + slot.height + imagePadding : group.minY
        } else {
            imageFrame.origin.y = group.midY - content.image.height / 2
            textFrame.origin.y = group.midY - content.text.height / 2
            let slotX = imageFirst ? group.minX : group.maxX - slot.width
            imageFrame.origin.x = slotX + (slot.width - content.image.width) / 2
            textFrame.origin.x = imageFirst ? slotX + slot.width + imagePadding : group.minX
        }

        // Title and subtitle aligned within the text block.
        var alignment = configuration.titleAlignment
        if alignment == .automatic { alignment = content.vertical ? .center : .leading }
        func x(for width: CGFloat) -> CGFloat {
            switch alignment {
            case .center, .automatic: return textFrame.midX - width / 2
            case .leading: return rightToLeft ? textFrame.maxX - width : textFrame.minX
            case .trailing: return rightToLeft ? textFrame.minX : textFrame.maxX - width
            }
        }
        let textAlignment: NSTextAlignment = alignment == .center ? .center : (alignment == .trailing) != rightToLeft ? .right : .left
        let title = CGRect(x: x(for: content.title.width), y: textFrame.minY,
                           width: content.title.width, height: content.title.height)
        let padding = content.title.height > 0 ? configuration.titlePadding : 0
        let subtitle = CGRect(x: x(for: content.subtitle.width), y: textFrame.minY + content.title.height + padding,
                              width: content.subtitle.width, height: content.subtitle.height)
        return (pixelAligned(imageFrame), pixelAligned(title), pixelAligned(subtitle), textAlignment)
    }

    /// Where the content group goes in the content area, by the content alignments.
    private func groupOrigin(_ size: CGSize, in area: CGRect) -> CGPoint {
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left, .fill: x = area.minX
        case .right: x = area.maxX - size.width
        default: x = area.minX + (area.width - size.width) / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top, .fill: y = area.minY
        case .bottom: y = area.maxY - size.height
        case .center: y = area.minY + (area.height - size.height) / 2
        }
        return CGPoint(x: x, y: y)
    }
}
