import Foundation

/// An object that can restore its state from a user activity (UIKit, iOS 12): what an app
/// delegate hands to `application(_:continue:restorationHandler:)`'s restoration handler.
/// `UIResponder` (and so every view and view controller) and `UIDocument` adopt it.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}
extension UIDocument: UIUserActivityRestoring {}
