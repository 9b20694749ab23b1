import Foundation

/// Receives Apple Pencil taps (UIKit, iOS 12.1). Never called on Linux (no pencil).
@preconcurrency @MainActor
public protocol UIPencilInteractionDelegate: NSObjectProtocol {
    /// UIKit: the user double-tapped the pencil's side; act on `preferredTapAction`.
    func pencilInteractionDidTap(_ interaction: UIPencilInteraction)
}

extension UIPencilInteractionDelegate {
    public func pencilInteractionDidTap(_ interaction: UIPencilInteraction) {}
}
