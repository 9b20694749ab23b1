extension UIButton {
    /// UIKit: a system button's content fades to this alpha while highlighted.
    static let systemHighlightAlpha: CGFloat = 0.2
    /// How long the content takes to fade back in after a highlight. UIKit does not document
    /// the duration.
    static let highlightFadeDuration: TimeInterval = 0.2

    /// The stacking order of the button's own subviews, back to front.
    enum ContentLayer: Int {
        case configurationBackground, backgroundImage, image, title, subtitle
    }

    // MARK: Lazily made subviews

    var _titleLabel: UILabel {
        if let label = titleLabelStorage { return label }
        let label = UILabel()
        // UIKit: a button title is the 15-point system font, truncated in the middle.
        label.font = .systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage = label
        _updateContent()
        return label
    }

    var _imageView: UIImageView {
        if let view = imageViewStorage { return view }
        let view = UIImageView()
        view.clipsToBounds = true
        imageViewStorage = view
        _updateContent()
        return view
    }

    var _subtitleLabel: UILabel {
        if let label = subtitleLabelStorage { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 15)
        subtitleLabelStorage = label
        return label
    }

    var _backgroundImageView: UIImageView {
        if let view = backgroundImageView { return view }
        let view = UIImageView()
        backgroundImageView = view
        return view
    }

    var _configurationBackground: UIView {
        if let view = configurationBackground { return view }
        let view = UIView()
        view.isUserInteractionEnabled = false
        configurationBackground = view
        return view
    }

    private func managedView(_ layer: ContentLayer) -> UIView? {
        switch layer {
        case .configurationBackground: return configurationBackground
        case .backgroundImage: return backgroundImageView
        case .image: return imageViewStorage
        case .title: return titleLabelStorage
        case .subtitle: return subtitleLabelStorage
        }
    }

    /// Puts one of the button's own subviews in the hierarchy (above the lower content layers
    /// present, below any subviews the app added) or takes it out.
    func _setInstalled(_ view: UIView, as contentLayer: ContentLayer, _ installed: Bool) {
        if !installed {
            if view.superview === self { view.removeFromSuperview() }
            return
        }
        guard view.superview !== self else { return }
        var index = 0
        for lower in 0..<contentLayer.rawValue {
            if let below = managedView(ContentLayer(rawValue: lower)!), below.superview === self,
               let position = subviews.firstIndex(where: { $0 === below }) {
                index = max(index, position + 1)
            }
        }
        insertSubview(view, at: index)
    }

    // MARK: Updating for the state

    func _buttonTypeDidChange() {
        // UIKit: the predefined types show their glyph as the normal image.
        if let glyph = ButtonTypeGlyphs.image(for: buttonTypeStorage), stateContent.images[exactly: .normal] == nil {
            stateContent.images[exactly: .normal] = glyph
        }
        _updateContent()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func _contentDidChange(affectsSize: Bool) {
        let before = displayedContentSignature
        _updateContent()
        // A configuration shows titles and images set per state too.
        if configurationStorage != nil { setNeedsUpdateConfiguration() }
        // UIKit: setting what is already shown (the same title again) leaves the size alone.
        if affectsSize, configurationStorage != nil || displayedContentSignature != before {
            invalidateIntrinsicContentSize()
        }
        setNeedsLayout()
    }

    func _controlStateDidChange() {
        let before = displayedContentSignature
        _updateContent()
        setNeedsUpdateConfiguration()
        if displayedContentSignature != before {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// What decides the content's size: the shown text and image size.
    private var displayedContentSignature: [AnyHashable] {
        [AnyHashable(titleLabelStorage?.attributedText?.string), AnyHashable(titleLabelStorage?.font),
         AnyHashable(imageViewStorage?.image?.size.width), AnyHashable(imageViewStorage?.image?.size.height),
         AnyHashable(backgroundImageView?.image?.size.width), AnyHashable(backgroundImageView?.image?.size.height)]
    }

    /// UIKit: changing the title label's font (or its text) directly changes the button's
    /// size; the label reports it here.
    func _titleLabelSizeDidChange(_ label: UILabel) {
        guard !isApplyingContent, !isUpdatingConfiguration,
              label === titleLabelStorage || label === subtitleLabelStorage else { return }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Whether the content dims while highlighted (UIKit's system-button look).
    var usesSystemHighlight: Bool { buttonTypeStorage != .custom }

    /// Shows the current state's title, image and background image (without a configuration).
    func _updateContent() {
        guard configurationStorage == nil else { return }
        let wasApplying = isApplyingContent
        isApplyingContent = true
        defer { isApplyingContent = wasApplying }
        let state = self.state
        updateTitleLabel(for: state)
        updateImageView(for: state)
        updateBackgroundImage(for: state)
        if let background = configurationBackground { _setInstalled(background, as: .configurationBackground, false) }
        if let subtitle = subtitleLabelStorage { _setInstalled(subtitle, as: .subtitle, false) }
        applyHighlightDimming()
    }

    private func updateTitleLabel(for state: UIControl.State) {
        let attributed = attributedTitle(for: state)
        let plain = title(for: state)
        let hasTitle = (attributed?.length ?? 0) > 0 || !(plain ?? "").isEmpty
        guard hasTitle || titleLabelStorage != nil else { return }
        let label = _titleLabel
        if let attributed, attributed.length > 0 {
            if label.attributedText != attributed { label.attributedText = attributed }
        } else {
            if label.text != plain { label.text = plain }
            let color = currentTitleColor
            if label.textColor != color { label.textColor = color }
        }
        let shadowColor = currentTitleShadowColor
        if label.shadowColor != shadowColor { label.shadowColor = shadowColor }
        if reversesTitleShadowWhenHighlighted {
            let wantsReversed = isHighlighted
            if wantsReversed != titleShadowIsReversed {
                label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
                titleShadowIsReversed = wantsReversed
            }
        }
        _setInstalled(label, as: .title, hasTitle)
    }

    private func updateImageView(for state: UIControl.State) {
        let image = displayedImage(image(for: state), exactlySet: stateContent.images[exactly: state] != nil)
        guard image != nil || imageViewStorage != nil else { return }
        let view = _imageView
        if view.image !== image { view.image = image }
        let symbols = stateContent.symbolConfigurations.value(for: state)
        if view.preferredSymbolConfiguration !== symbols { view.preferredSymbolConfiguration = symbols }
        // A template image in a disabled system button is gray, like its title.
        let tint: UIColor? = usesSystemHighlight && !isEnabled ? _defaultTitleColor(for: .disabled) : nil
        if view.tintColorStorage != tint { view.tintColor = tint }
        _setInstalled(view, as: .image, image != nil)
    }

    private func updateBackgroundImage(for state: UIControl.State) {
        let source = backgroundImage(for: state)
        let exactlySet = stateContent.backgroundImages[exactly: state] != nil
        let image = source.map { source -> UIImage in
            // The background image is never a template.
            let adjusted = displayedImage(source, exactlySet: exactlySet) ?? source
            return adjusted.renderingMode == .alwaysTemplate ? adjusted.withRenderingMode(.alwaysOriginal) : adjusted
        }
        guard image != nil || backgroundImageView != nil else { return }
        let view = _backgroundImageView
        if view.image !== image { view.image = image }
        _setInstalled(view, as: .backgroundImage, image != nil)
    }

    /// The image as drawn for the state: a template in a system button; darkened or lightened
    /// in a custom button when it falls back to another state's image.
    private func displayedImage(_ image: UIImage?, exactlySet: Bool) -> UIImage? {
        guard let image else { return nil }
        if usesSystemHighlight {
            return image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
        }
        if !isEnabled, adjustsImageWhenDisabled, !exactlySet {
            return imageAdjuster.image(image, adjustedBy: .lightened)
        }
        if isHighlighted, adjustsImageWhenHighlighted, !exactlySet {
            return imageAdjuster.image(image, adjustedBy: .darkened)
        }
        return image
    }

    /// UIKit: a highlighted system button shows its title and image faded; they fade back in
    /// (animated, in a window) when the highlight ends.
    func applyHighlightDimming() {
        let dimmed = usesSystemHighlight && isHighlighted
        let target: CGFloat = dimmed ? Self.systemHighlightAlpha : 1
        let views: [UIView] = [titleLabelStorage, imageViewStorage, subtitleLabelStorage].compactMap { $0 }
        let changing = views.filter { $0.alpha != target }
        guard !changing.isEmpty else { return }
        if !dimmed, window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.highlightFadeDuration, delay: 0,
                           options: [.beginFromCurrentState, .allowUserInteraction]) {
                for view in changing { view.alpha = target }
            }
        } else {
            for view in changing { view.alpha = target }
        }
    }
}
