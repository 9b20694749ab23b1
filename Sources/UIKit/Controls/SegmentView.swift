/// One segment of a UISegmentedControl: its title label or image, centered (plus the
/// segment's content offset) in the segment's frame.
@MainActor
final class SegmentView: UIView {
    let label = UILabel()
    let imageView = UIImageView()
    var contentOffset: CGSize = .zero {
        didSet { if contentOffset != oldValue { setNeedsLayout() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
        addSubview(imageView)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The content's natural size (title or image).
    var contentSize: CGSize {
        if let image = imageView.image { return image.size }
        return label.attributedText.map { _ in label.sizeThatFits(.zero) } ?? .zero
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let scale = max(1, window?.screen.scale ?? contentScaleFactor)
        func centered(_ size: CGSize) -> CGRect {
            let width = min(size.width, bounds.width)
            let x = bounds.midX - width / 2 + contentOffset.width
            let y = bounds.midY - size.height / 2 + contentOffset.height
            return CGRect(x: (x * scale).rounded() / scale, y: (y * scale).rounded() / scale, width: width, height: size.height)
        }
        imageView.frame = imageView.image.map { centered($0.size) } ?? .zero
        label.frame = label.attributedText == nil ? .zero : centered(label.sizeThatFits(.zero))
    }
}
