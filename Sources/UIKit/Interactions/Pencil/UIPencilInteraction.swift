import Foundation

/// Reports Apple Pencil taps on the pencil's side to its delegate (UIKit, iOS 12.1).
///
/// Linux has no Apple Pencil: the interaction attaches and stores its settings, and the
/// delegate is never called. `preferredTapAction` is the system setting UIKit reads from the
/// user's preferences: `.switchEraser`, its default.
@preconcurrency @MainActor
open class UIPencilInteraction: NSObject, UIInteraction {
    /// UIKit: not retained.
    open weak var delegate: (any UIPencilInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// Whether taps are reported (true).
    open var isEnabled = true

    /// What the user chose a double tap to do (Settings › Apple Pencil; `.switchEraser`).
    open class var preferredTapAction: UIPencilPreferredAction { .switchEraser }

    /// Whether the user chose to draw only with the pencil (iOS 14; false).
    open class var prefersPencilOnlyDrawing: Bool { false }

    public override init() {
        super.init()
    }

    /// UIKit (iOS 17.5).
    public convenience init(delegate: any UIPencilInteractionDelegate) {
        self.init()
        self.delegate = delegate
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
