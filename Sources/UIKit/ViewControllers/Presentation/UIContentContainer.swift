@_spi(Diagnostics) import CoreGraphics

/// Methods that adapt a container's contents to size changes (UIKit): adopted by view
/// controllers and presentation controllers.
///
/// `viewWillTransition(to:with:)` and `willTransition(to:with:)` are not declared:
/// OpenUIKit has no transition coordinator.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
}
