@_spi(Diagnostics) import CoreGraphics

/// The view a modal presentation happens in (UIKit's transition view): it tells its
/// presentation controller when it lays out.
@MainActor
final class PresentationContainerView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
