import Foundation

/// A suggestion a search field lists under itself for the user to pick (UIKit, iOS 16):
/// a label (`localizedSuggestion`, or its attributed form), an optional description (read
/// by accessibility) and icon. `UISearchSuggestionItem` is the simple implementation.
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
    /// The row's label, usually the search term the suggestion stands for.
    var localizedSuggestion: String? { get }
    /// A description of the suggestion (the row's accessibility label).
    var localizedDescription: String? { get }
    /// An icon drawn before the label.
    var iconImage: UIImage? { get }
    /// When not nil, shown in place of `localizedSuggestion` (iOS 17).
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// The app's object the suggestion stands for (iOS 17).
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    public var localizedDescription: String? { nil }
    public var iconImage: UIImage? { nil }
    public var localizedAttributedSuggestion: NSAttributedString? { nil }
    public var representedObject: Any? {
        get { nil }
        set {}
    }
}
