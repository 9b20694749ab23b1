@_spi(Diagnostics) import CoreGraphics

/// The card a sheet or popover shows its presented view in (UIKit's presented view wraps the
/// controller's view the same way): rounded, clipping, with the sheet's grabber on top.
@MainActor
final class SheetCardView: UIView {
    let grabber = UIView()
    var contentView: UIView? {
        didSet {
            guard contentView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let contentView {
                contentView.frame = bounds
                contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                insertSubview(contentView, at: 0)
            }
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        // Assumed: a 36 × 5 pt pill 5 pt below the top edge, in a translucent gray.
        grabber.frame = CGRect(x: 0, y: 5, width: 36, height: 5)
        grabber.layer.cornerRadius = 2.5
        grabber.backgroundColor = .tertiaryLabel
        grabber.isHidden = true
        grabber.isUserInteractionEnabled = false
        addSubview(grabber)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentView?.frame = bounds
        grabber.frame.origin.x = ((bounds.width - grabber.frame.width) / 2).rounded()
        bringSubviewToFront(grabber)
    }
}
