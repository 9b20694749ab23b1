import Foundation

/// How bar button items look in one state (UIKit, iOS 13): title attributes (font in the
/// normal and disabled states, color in each).
///
/// Stored only: `titlePositionAdjustment`, `backgroundImage` and
/// `backgroundImagePositionAdjustment` (bar buttons here draw no background image and keep
/// their title centered).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero
    open var backgroundImage: UIImage?
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    func copy(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        backgroundImage = other.backgroundImage
        backgroundImagePositionAdjustment = other.backgroundImagePositionAdjustment
    }
}
