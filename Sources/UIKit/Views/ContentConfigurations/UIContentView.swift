import Foundation

/// A view made by a content configuration, which shows whatever configuration it is given
/// (UIKit, iOS 14).
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` (otherwise the owner makes a new view).
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// UIKit's default: every configuration is supported.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
