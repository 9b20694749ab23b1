extension UISegmentedControl {
    /// UIKit's metrics (iOS 13 and later): 32 points high, an 8-point corner radius, the
    /// selected pill 2 points in, 13-point titles (semibold when selected).
    static let naturalHeight: CGFloat = 32
    static let cornerRadius: CGFloat = 8
    static let selectionInset: CGFloat = 2
    static let titleFontSize: CGFloat = 13
    /// The space on each side of a segment's content in the natural size.
    static let segmentPadding: CGFloat = 12
    static let dividerHeight: CGFloat = 16
    static let selectionDuration: TimeInterval = 0.25

    func setUpSegmentedControl() {
        trackView.isUserInteractionEnabled = false
        trackView.backgroundColor = .tertiarySystemFill
        trackView.layer.cornerRadius = Self.cornerRadius
        selectionView.isUserInteractionEnabled = false
        selectionView.layer.cornerRadius = Self.cornerRadius - Self.selectionInset + 1
        // UIKit: the pill floats on a soft shadow with a faint outline.
        selectionView.layer.shadowColor = UIColor.black.cgColor
        selectionView.layer.shadowOpacity = 0.12
        selectionView.layer.shadowRadius = 4
        selectionView.layer.shadowOffset = CGSize(width: 0, height: 3)
        selectionView.layer.borderWidth = 0.5
        selectionView.layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        addSubview(trackView)
        addSubview(selectionView)
        rebuildSegmentViews()
    }

    func rebuildSegmentViews() {
        for view in segmentViews { view.removeFromSuperview() }
        for divider in dividers { divider.removeFromSuperview() }
        dividers = segments.indices.dropLast().map { _ in
            let divider = UIView()
            divider.isUserInteractionEnabled = false
            divider.backgroundColor = .opaqueSeparator
            insertSubview(divider, aboveSubview: trackView)
            return divider
        }
        segmentViews = segments.map { _ in
            let view = SegmentView()
            addSubview(view)
            return view
        }
        segmentContentDidChange()
    }

    func segmentContentDidChange() {
        updateSegmentViews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    func selectionDidChange(animated: Bool) {
        updateSegmentViews()
        if animated, window != nil, UIView.areAnimationsEnabled, !selectionView.isHidden, selectionView.bounds.width > 0 {
            UIView.animate(withDuration: Self.selectionDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutSegments()
            }
        } else {
            setNeedsLayout()
        }
    }

    // MARK: State and text

    /// The state a segment is drawn in.
    func state(ofSegment index: Int) -> UIControl.State {
        var state: UIControl.State = []
        if index == selectedIndexStorage { state.insert(.selected) }
        if index == highlightedSegment, index != selectedIndexStorage { state.insert(.highlighted) }
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        return state
    }

    /// The title attributes for a segment state: UIKit's defaults, then the normal
    /// attributes, then those of the state's flags.
    func resolvedTitleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: Self.titleFontSize, weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        var layers: [UIControl.State] = [.normal]
        for flag in [UIControl.State.selected, .highlighted, .disabled] where state.contains(flag) { layers.append(flag) }
        if layers.count > 2 { layers.append(state) }
        for layer in layers {
            if let set = titleAttributes[exactly: layer] { attributes.merge(set) { _, new in new } }
        }
        return attributes
    }

    func updateSegmentViews() {
        for (index, view) in segmentViews.enumerated() where segments.indices.contains(index) {
            let segment = segments[index]
            let state = state(ofSegment: index)
            if let title = segment.title, segment.image == nil {
                let text = NSAttributedString(string: title, attributes: resolvedTitleAttributes(for: state))
                if view.label.attributedText != text { view.label.attributedText = text }
            } else if view.label.attributedText != nil {
                view.label.attributedText = nil
            }
            let image = segment.image.map { $0.renderingMode == .automatic ? $0.withRenderingMode(.alwaysTemplate) : $0 }
            if view.imageView.image !== image { view.imageView.image = image }
            view.imageView.tintColor = state.contains(.disabled) ? .tertiaryLabel : .label
            // A pressed, unselected segment dims its content.
            view.alpha = state.contains(.highlighted) ? 0.5 : 1
            view.contentOffset = segment.contentOffset
        }
        let hasSelection = segments.indices.contains(selectedIndexStorage)
        selectionView.isHidden = !hasSelection
        selectionView.backgroundColor = selectedSegmentTintColor ?? .systemBackground
        selectionView.alpha = isEnabled ? 1 : 0.5
        trackView.alpha = isEnabled ? 1 : 0.5
        for (index, divider) in dividers.enumerated() {
            // UIKit hides the dividers beside the selected segment.
            divider.isHidden = index == selectedIndexStorage || index + 1 == selectedIndexStorage
        }
        setNeedsLayout()
    }

    // MARK: Geometry

    /// The natural width of each segment's content plus padding.
    func naturalSegmentWidths() -> [CGFloat] {
        segments.indices.map { index in
            let view = segmentViews.indices.contains(index) ? segmentViews[index] : nil
            var width = view?.contentSize.width ?? 0
            if let title = segments[index].title, segments[index].image == nil {
                // Room for the selected (semibold) title too.
                let selected = NSAttributedString(string: title, attributes: resolvedTitleAttributes(for: .selected))
                width = max(width, selected.size().width.rounded(.up))
            }
            return width + 2 * Self.segmentPadding
        }
    }

    func _intrinsicContentSize() -> CGSize {
        let natural = naturalSegmentWidths()
        let widest = natural.max() ?? 0
        var width: CGFloat = 0
        for (index, segment) in segments.enumerated() {
            if segment.width > 0 {
                width += segment.width
            } else {
                // UIKit: equal segments are as wide as the widest; apportioned ones their own.
                width += apportionsSegmentWidthsByContent ? natural[index] : widest
            }
        }
        let contentHeight = segmentViews.map { $0.contentSize.height }.max() ?? 0
        return CGSize(width: width, height: max(Self.naturalHeight, contentHeight + 2 * Self.selectionInset + 8))
    }

    func segmentFrames() -> [CGRect] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(CGFloat(0)) { $0 + $1.width }
        let remaining = max(0, bounds.width - fixed)
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        var widths = segments.map { $0.width }
        if apportionsSegmentWidthsByContent {
            let natural = naturalSegmentWidths()
            let total = automatic.reduce(CGFloat(0)) { $0 + natural[$1] }
            for index in automatic {
                widths[index] = total > 0 ? remaining * natural[index] / total : remaining / CGFloat(automatic.count)
            }
        } else {
            for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        }
        var x: CGFloat = 0
        var frames = widths.map { width -> CGRect in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            // UIKit: the first segment is on the right in a right-to-left layout.
            frames = frames.map { CGRect(x: bounds.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return frames
    }

    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.contains(point) }
    }

    func layoutSegments() {
        let frames = segmentFrames()
        trackView.frame = bounds
        for (view, frame) in zip(segmentViews, frames) {
            view.frame = frame
        }
        if frames.indices.contains(selectedIndexStorage) {
            selectionView.frame = frames[selectedIndexStorage].insetBy(dx: Self.selectionInset, dy: Self.selectionInset)
        }
        let height = min(Self.dividerHeight, bounds.height)
        for (index, divider) in dividers.enumerated() where frames.indices.contains(index + 1) {
            let boundary = effectiveUserInterfaceLayoutDirection == .rightToLeft ? frames[index].minX : frames[index].maxX
            divider.frame = CGRect(x: (boundary - 0.5).rounded(), y: ((bounds.height - height) / 2).rounded(), width: 1, height: height)
        }
    }
}
