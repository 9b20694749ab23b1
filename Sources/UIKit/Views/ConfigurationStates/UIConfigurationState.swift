import Foundation

/// The inputs a configuration reads to style a view: traits and state flags (UIKit, iOS 14).
public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    /// An app's own state, by key (nil when unset).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}
