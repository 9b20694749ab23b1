import Foundation

/// What a section provider or custom group knows of where it is laid out (UIKit).
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment: NSObjectProtocol {
    var container: any NSCollectionLayoutContainer { get }
    var traitCollection: UITraitCollection { get }
}
