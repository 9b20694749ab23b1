import Foundation

/// One of a scroll view's two scroll indicators: a rounded bar, a subview of the scroll view
/// as in UIKit, that never takes touches.
@MainActor
final class ScrollIndicatorView: UIView {
    let axis: NSLayoutConstraint.Axis

    init(axis: NSLayoutConstraint.Axis) {
        self.axis = axis
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        alpha = 0
        layer.cornerRadius = UIScrollView.indicatorThickness / 2
    }

    required init?(coder: NSCoder) {
        axis = .vertical
        super.init(coder: coder)
    }
}
