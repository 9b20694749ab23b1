/// Which divider image goes between halves in these states.
struct StepperDividerKey: Hashable {
    let left: UInt
    let right: UInt
}

extension UIStepper {
    /// UIKit's look (iOS 13 and later): a light gray rounded rectangle, "−" and "+" glyphs in
    /// the label color, a short divider; a pressed half darkens, a half that cannot step dims.
    static let cornerRadius: CGFloat = 8
    static let dividerHeight: CGFloat = 18
    static let glyphSize: CGFloat = 14
    static let glyphLineWidth: CGFloat = 2

    func setUpStepper() {
        content.isUserInteractionEnabled = false
        content.clipsToBounds = true
        content.layer.cornerRadius = Self.cornerRadius
        for part in [backgroundView, minusHalf, plusHalf, divider, minusGlyph, plusGlyph] {
            content.addSubview(part)
        }
        addSubview(content)
        updateHalves()
    }

    /// The state each half is drawn in: highlighted while pressed, disabled when it cannot step.
    func halfState(_ direction: Double) -> UIControl.State {
        var state: UIControl.State = []
        if !isEnabled || !canStep(direction) { state.insert(.disabled) }
        if isHighlighted, pressedDirection == direction { state.insert(.highlighted) }
        return state
    }

    func updateHalves() {
        // The value at a limit disables a half (its accessibility traits), drawn or not.
        UIApplication.noteInterfaceChange()
        let minusState = halfState(-1), plusState = halfState(1)
        let background = backgroundImage(for: isEnabled ? (isHighlighted ? .highlighted : .normal) : .disabled)
        backgroundView.image = background
        backgroundView.backgroundColor = background == nil ? .tertiarySystemFill : .clear
        for (half, state) in [(minusHalf, minusState), (plusHalf, plusState)] {
            let pressed = state.contains(.highlighted) && background == nil
            half.backgroundColor = pressed ? .systemFill : .clear
        }
        let glyphs = defaultGlyphImages()
        style(minusGlyph, custom: decrementImage(for: minusState), fallback: glyphs.minus, state: minusState)
        style(plusGlyph, custom: incrementImage(for: plusState), fallback: glyphs.plus, state: plusState)
        let leftState = effectiveUserInterfaceLayoutDirection == .rightToLeft ? plusState : minusState
        let rightState = effectiveUserInterfaceLayoutDirection == .rightToLeft ? minusState : plusState
        let dividerImage = dividerImages[StepperDividerKey(left: leftState.rawValue, right: rightState.rawValue)]
            ?? dividerImages[StepperDividerKey(left: 0, right: 0)]
        divider.image = dividerImage
        divider.backgroundColor = dividerImage == nil ? .opaqueSeparator : .clear
        setNeedsLayout()
    }

    private func style(_ glyph: UIImageView, custom: UIImage?, fallback: UIImage, state: UIControl.State) {
        let image = custom.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 } ?? fallback
        if glyph.image !== image { glyph.image = image }
        let color: UIColor = state.contains(.disabled) ? .tertiaryLabel : .label
        if glyph.tintColorStorage != color { glyph.tintColor = color }
    }

    func layoutParts() {
        content.frame = bounds
        backgroundView.frame = content.bounds
        let half = bounds.width / 2
        let left = CGRect(x: 0, y: 0, width: half, height: bounds.height)
        let right = CGRect(x: half, y: 0, width: bounds.width - half, height: bounds.height)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        minusHalf.frame = rightToLeft ? right : left
        plusHalf.frame = rightToLeft ? left : right
        for (glyph, area) in [(minusGlyph, minusHalf.frame), (plusGlyph, plusHalf.frame)] {
            let size = glyph.image?.size ?? .zero
            glyph.frame = CGRect(x: (area.midX - size.width / 2).rounded(), y: (area.midY - size.height / 2).rounded(),
                                 width: size.width, height: size.height)
        }
        let dividerSize = divider.image?.size ?? CGSize(width: 1, height: min(Self.dividerHeight, bounds.height))
        divider.frame = CGRect(x: (half - dividerSize.width / 2).rounded(), y: ((bounds.height - dividerSize.height) / 2).rounded(),
                               width: dividerSize.width, height: dividerSize.height)
    }

    /// "−" and "+" as template images, drawn once per scale and shared by every stepper
    /// (images are immutable; a screen's worth of steppers drew them again each).
    private func defaultGlyphImages() -> (minus: UIImage, plus: UIImage) {
        let scale = max(2, UIScreen.main.scale)
        if let glyphs = Self.defaultGlyphs[scale] { return glyphs }
        let size = CGSize(width: Self.glyphSize, height: Self.glyphSize)
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        func glyph(vertical: Bool) -> UIImage {
            UIGraphicsImageRenderer(size: size, format: format).image { _ in
                let path = UIBezierPath()
                let inset = Self.glyphLineWidth / 2
                path.move(to: CGPoint(x: inset, y: size.height / 2))
                path.addLine(to: CGPoint(x: size.width - inset, y: size.height / 2))
                if vertical {
                    path.move(to: CGPoint(x: size.width / 2, y: inset))
                    path.addLine(to: CGPoint(x: size.width / 2, y: size.height - inset))
                }
                path.lineWidth = Self.glyphLineWidth
                path.lineCapStyle = .round
                UIColor.black.setStroke()
                path.stroke()
            }.withRenderingMode(.alwaysTemplate)
        }
        let glyphs = (minus: glyph(vertical: false), plus: glyph(vertical: true))
        Self.defaultGlyphs[scale] = glyphs
        return glyphs
    }
}
