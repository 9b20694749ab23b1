import Foundation

/// An action (or group of actions) shown under a 3D Touch peek (UIKit, iOS 9; deprecated in
/// iOS 13 for context menus). Linux has no 3D Touch: the items are declared and stored, and
/// no peek shows them.
@preconcurrency @MainActor
public protocol UIPreviewActionItem: NSObjectProtocol {
    var title: String { get }
}
