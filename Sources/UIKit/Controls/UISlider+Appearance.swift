extension UISlider {
    /// UIKit's metrics: a 28-point thumb on a 4-point track, in a 31-point-high slider.
    static let thumbDiameter: CGFloat = 28
    static let trackHeight: CGFloat = 4
    static let trackEndInset: CGFloat = 2
    static let naturalSliderHeight: CGFloat = 31
    /// The space between a value image and the track.
    static let valueImageSpacing: CGFloat = 6
    static let moveDuration: TimeInterval = 0.25

    var naturalHeight: CGFloat {
        max(Self.naturalSliderHeight, currentThumbImage?.size.height ?? 0)
    }

    func setUpSlider() {
        content.isUserInteractionEnabled = false
        for part in [minimumValueImageView, maximumValueImageView, minimumTrack, maximumTrack, thumb] {
            content.addSubview(part)
        }
        addSubview(content)
        updateParts()
    }

    // MARK: Geometry

    func valueImageRect(_ image: UIImage?, forBounds bounds: CGRect, atMinimumEnd: Bool) -> CGRect {
        guard let size = image?.size else { return .zero }
        let atLeft = atMinimumEnd != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let x = atLeft ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func _trackRect(forBounds bounds: CGRect) -> CGRect {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var leftEdge = bounds.minX, rightEdge = bounds.maxX
        let leftImage = rightToLeft ? maximumValueImage : minimumValueImage
        let rightImage = rightToLeft ? minimumValueImage : maximumValueImage
        if let leftImage { leftEdge += leftImage.size.width + Self.valueImageSpacing }
        if let rightImage { rightEdge -= rightImage.size.width + Self.valueImageSpacing }
        let height = max(Self.trackHeight, currentMinimumTrackImage?.size.height ?? 0, currentMaximumTrackImage?.size.height ?? 0)
        let x = leftEdge + Self.trackEndInset
        return CGRect(x: x, y: bounds.midY - height / 2, width: max(0, rightEdge - Self.trackEndInset - x), height: height)
    }

    func _thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameter, height: Self.thumbDiameter)
        let span = maximumStorage - minimumStorage
        var fraction = span > 0 ? CGFloat((min(max(value, minimumStorage), maximumStorage) - minimumStorage) / span) : 0
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { fraction = 1 - fraction }
        let travel = max(0, rect.width + 2 * Self.trackEndInset - size.width)
        let x = rect.minX - Self.trackEndInset + travel * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    // MARK: Parts

    /// Moves the thumb and the track halves for the value; animated in a window when asked.
    func positionParts(animated: Bool) {
        if animated, window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.moveDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutParts()
            }
        } else {
            setNeedsLayout()
            if isTracking { layoutIfNeeded() }
        }
    }

    func layoutParts() {
        content.frame = bounds
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: valueStorage)
        // The minimum track runs from its end to the thumb's center (leading side).
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = CGRect(x: track.minX, y: track.minY, width: max(0, thumbFrame.midX - track.minX), height: track.height)
        let right = CGRect(x: thumbFrame.midX, y: track.minY, width: max(0, track.maxX - thumbFrame.midX), height: track.height)
        minimumTrack.frame = rightToLeft ? right : left
        maximumTrack.frame = rightToLeft ? left : right
        thumb.frame = thumbFrame
        if thumb.image == nil { thumb.layer.cornerRadius = thumbFrame.height / 2 }
        minimumValueImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumValueImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    /// Colors, images and the disabled fade for the current state.
    func updateParts() {
        style(minimumTrack, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor,
              cornerRadius: Self.trackHeight / 2)
        style(maximumTrack, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? .systemFill,
              cornerRadius: Self.trackHeight / 2)
        let thumbImage = currentThumbImage
        style(thumb, image: thumbImage, color: thumbTintColor ?? .white, cornerRadius: thumb.bounds.height / 2)
        // UIKit: the default thumb is a white disc with a soft shadow and a faint outline.
        thumb.layer.shadowOpacity = thumbImage == nil ? 0.15 : 0
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumb.layer.borderWidth = thumbImage == nil ? 0.5 : 0
        thumb.layer.borderColor = UIColor(white: 0, alpha: 0.06).cgColor
        minimumValueImageView.image = minimumValueImage.map(templated)
        maximumValueImageView.image = maximumValueImage.map(templated)
        minimumValueImageView.tintColor = .systemGray
        maximumValueImageView.tintColor = .systemGray
        // Dimmed content, not the view's own alpha (which stays the app's to set).
        content.alpha = isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    private func style(_ part: UIImageView, image: UIImage?, color: UIColor, cornerRadius: CGFloat) {
        if part.image !== image { part.image = image }
        let fill: UIColor = image == nil ? color : .clear
        if part.backgroundColor != fill { part.backgroundColor = fill }
        part.layer.cornerRadius = image == nil ? cornerRadius : 0
    }

    /// Value images of automatic rendering mode are drawn as templates (gray), as in UIKit.
    private func templated(_ image: UIImage) -> UIImage {
        image.renderingMode == .automatic ? image.withRenderingMode(.alwaysTemplate) : image
    }
}
