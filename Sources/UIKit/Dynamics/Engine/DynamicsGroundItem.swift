import Foundation

/// The fixed "item" the engine's ground body stands for: anchors of attachments and snap
/// points are points on it (its coordinates are the reference view's).
@MainActor
final class DynamicsGroundItem: NSObject, UIDynamicItem {
    var center: CGPoint = .zero
    var bounds: CGRect { .zero }
    var transform: CGAffineTransform = .identity
}
