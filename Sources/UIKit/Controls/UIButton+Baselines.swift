extension UIButton: BaselineMeasuring {
    /// UIKit: a button's baselines are its title's (the subtitle's for the last baseline of a
    /// configured button that has one), where the title sits at the button's intrinsic size.
    /// A button showing no title has none.
    var baselineOffsets: (fromTop: CGFloat, fromBottom: CGFloat)? {
        guard let title = titleLabelStorage, (title.attributedText?.length ?? 0) > 0,
              let titleFrameOffsets = Self.offsets(of: title, in: self) else { return nil }
        let bounds = CGRect(origin: .zero, size: _intrinsicContentSize())
        let titleFrame: CGRect
        var lastLabel = title
        var lastFrame: CGRect
        if configurationStorage != nil, let configuration = appliedConfiguration {
            let frames = configurationFrames(configuration, in: bounds)
            (titleFrame, lastFrame) = (frames.title, frames.title)
            if let subtitle = subtitleLabelStorage, (subtitle.attributedText?.length ?? 0) > 0,
               Self.offsets(of: subtitle, in: self) != nil {
                (lastLabel, lastFrame) = (subtitle, frames.subtitle)
            }
        } else {
            titleFrame = titleRect(forContentRect: contentRect(forBounds: bounds))
            lastFrame = titleFrame
        }
        let first = titleFrame.minY + titleFrameOffsets.fromTop(titleFrame.height)
        let lastOffsets = lastLabel === title ? titleFrameOffsets : Self.offsets(of: lastLabel, in: self)!
        let last = bounds.height - lastFrame.maxY + lastOffsets.fromBottom(lastFrame.height)
        return (first, last)
    }

    /// A label's baselines in a frame of a given height: its text is centered, so a frame
    /// taller than the label's own height moves them down by half the difference.
    private static func offsets(of label: UILabel, in button: UIButton)
        -> (fromTop: (CGFloat) -> CGFloat, fromBottom: (CGFloat) -> CGFloat)? {
        guard label.superview === button, let own = label.baselineOffsets else { return nil }
        let height = label.intrinsicContentSize.height
        return ({ own.fromTop + ($0 - height) / 2 }, { own.fromBottom + ($0 - height) / 2 })
    }
}
