import Foundation

/// A rule a dynamic animator applies to its items (UIKit): the base of the gravity, collision,
/// push, snap, attachment, field and item behaviors, and of composite behaviors of your own
/// (made of `childBehaviors`).
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    private var children: [UIDynamicBehavior] = []
    private weak var animatorStorage: UIDynamicAnimator?
    /// The composite behavior this one is a child of.
    weak var parentBehavior: UIDynamicBehavior?

    public override init() {
        super.init()
    }

    /// UIKit: a behavior can be the child of one behavior only; adding it to a second one
    /// does nothing.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard behavior !== self, behavior.parentBehavior == nil, !children.contains(where: { $0 === behavior }) else { return }
        children.append(behavior)
        behavior.parentBehavior = self
        if let animator = dynamicAnimator { behavior.moveTree(to: animator) }
        dynamicAnimator?.behaviorsDidChange()
    }

    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = children.firstIndex(where: { $0 === behavior }) else { return }
        children.remove(at: index)
        behavior.parentBehavior = nil
        if dynamicAnimator != nil { behavior.moveTree(to: nil) }
        dynamicAnimator?.behaviorsDidChange()
    }

    open var childBehaviors: [UIDynamicBehavior] { children }

    /// UIKit: called at every animation step while the behavior is in a running animator
    /// (after the items have moved).
    open var action: (() -> Void)?

    /// The animator the behavior (or the composite it belongs to) was added to.
    open var dynamicAnimator: UIDynamicAnimator? { animatorStorage }

    /// Called before the behavior joins an animator (`dynamicAnimator` non-nil) or leaves it
    /// (nil). The default does nothing.
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

    /// The items this behavior moves (the engine's bodies); each subclass reports its own.
    var engineItems: [any UIDynamicItem] { [] }

    /// Tells the animator that something the simulation reads changed (and wakes it).
    func behaviorDidChange() {
        dynamicAnimator?.behaviorsDidChange()
    }

    /// Moves this behavior and its children into or out of an animator.
    func moveTree(to animator: UIDynamicAnimator?) {
        willMove(to: animator)
        animatorStorage = animator
        for child in children { child.moveTree(to: animator) }
    }

    /// This behavior and its descendants, parents first.
    func appendTree(to list: inout [UIDynamicBehavior]) {
        list.append(self)
        for child in children { child.appendTree(to: &list) }
    }
}
