import Foundation

/// The smallest and largest sizes of a window scene's windows (UIKit, iOS 13): kept for
/// resizable scenes (iPadOS, Mac Catalyst); a phone's scene has none.
@preconcurrency @MainActor
open class UISceneSizeRestrictions: NSObject {
    override init() {
        super.init()
    }

    /// UIKit: zero (no minimum).
    open var minimumSize: CGSize = .zero
    /// UIKit: the largest size (no maximum).
    open var maximumSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
    /// UIKit (iOS 16): whether the user may resize the windows (true).
    open var allowsFullScreen = true
}
