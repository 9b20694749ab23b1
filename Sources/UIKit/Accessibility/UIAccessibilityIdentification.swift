import Foundation

/// An object that carries an identifier for UI automation (UIKit): `accessibilityIdentifier`
/// names an element for tests, never spoken.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

// UIKit's adopters.
extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
extension UIAccessibilityElement: UIAccessibilityIdentification {}
extension UIImage: UIAccessibilityIdentification {}
