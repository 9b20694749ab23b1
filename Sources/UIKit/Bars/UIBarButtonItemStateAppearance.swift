import Foundation

/// How bar button items look in one state (UIKit, iOS 13): title attributes (font in the
/// normal and disabled states, color in each).
///
/// Differs from UIKit: no title position adjustment and no background image.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    override init() {
        super.init()
    }

    func copy(from other: UIBarButtonItemStateAppearance) {
        titleTextAttributes = other.titleTextAttributes
    }
}
