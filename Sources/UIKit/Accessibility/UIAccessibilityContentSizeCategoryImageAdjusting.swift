import Foundation

/// An object whose image can grow with the accessibility text sizes (UIKit, iOS 11): image
/// views, buttons and text attachments.
@preconcurrency @MainActor
public protocol UIAccessibilityContentSizeCategoryImageAdjusting: NSObjectProtocol {
    var adjustsImageSizeForAccessibilityContentSizeCategory: Bool { get set }
}

extension UIImageView: UIAccessibilityContentSizeCategoryImageAdjusting {}
extension UIButton: UIAccessibilityContentSizeCategoryImageAdjusting {}
