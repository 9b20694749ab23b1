@_spi(Diagnostics) import CoreGraphics
@_spi(UIKit) import QuartzCore

extension UIView {
    public var superview: UIView? { superviewStorage }

    /// The subviews, back to front.
    public var subviews: [UIView] { subviewList }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var view: UIView = self
        while let parent = view.superviewStorage { view = parent }
        return view as? UIWindow
    }

    /// True when the view is `view` or one of its descendants.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let c = current {
            if c === view { return true }
            current = c.superviewStorage
        }
        return false
    }

    /// The first view in the subtree (the view itself first, then depth first in subview
    /// order) whose tag equals `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if tagStorage == tag { return self }
        for subview in subviewList {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Mutations

    func _insertSubview(_ view: UIView, at index: Int, api: String) {
        // UIKit raises "Can't add self as subview"; a view cannot contain its own ancestor.
        precondition(view !== self, "UIView.\(api): can't add self as subview")
        precondition(!isDescendant(of: view), "UIView.\(api): can't add a view to one of its own descendants (that would make a cycle)")
        UIApplication.noteInterfaceChange()
        if view.superviewStorage === self {
            // Reordering only: no superview or window change.
            guard let current = subviewList.firstIndex(where: { $0 === view }) else { return }
            subviewList.remove(at: current)
            let clamped = max(0, min(index, subviewList.count))
            subviewList.insert(view, at: clamped)
            syncSublayerOrder(of: view)
            return
        }
        let oldSuperview = view.superviewStorage
        let oldWindow = view.window
        let newWindow = window
        let oldTint = view.inheritedTintSnapshot()
        let oldTraits = view.inheritedTraits()

        oldSuperview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        let engineMove = view._engineWillMove()
        if oldWindow !== newWindow { view.notifyWillMove(toWindow: newWindow, from: oldWindow) }

        if let oldSuperview {
            oldSuperview.detachSubview(view)
            oldSuperview.setNeedsLayout()
        }
        let clamped = max(0, min(index, subviewList.count))
        subviewList.insert(view, at: clamped)
        view.superviewStorage = self
        LayerGeometryChanges.note()
        syncSublayerOrder(of: view, at: clamped)

        if oldWindow !== newWindow { view.notifyDidMoveToWindow(from: oldWindow) }
        view._engineDidMove(engineMove)
        view.didMoveToSuperview()
        didAddSubview(view)

        // UIKit lays out the added view and its new superview.
        view.setNeedsLayout()
        setNeedsLayout()
        view.inheritedTintDidChange(from: oldTint)
        view.inheritedTraitsDidChange(from: oldTraits)
    }

    func _insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else {
            if sibling !== view {
                FrameworkLog.log("UIView.insertSubview(_:aboveSubview:): the sibling is not a subview of the receiver; adding on top")
            }
            return _insertSubview(view, at: subviewList.count, api: "insertSubview(_:aboveSubview:)")
        }
        var index = subviewList.firstIndex(where: { $0 === sibling })! + 1
        if view.superviewStorage === self, let current = subviewList.firstIndex(where: { $0 === view }), current < index {
            index -= 1
        }
        _insertSubview(view, at: index, api: "insertSubview(_:aboveSubview:)")
    }

    func _insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard sibling.superviewStorage === self, sibling !== view else {
            if sibling !== view {
                FrameworkLog.log("UIView.insertSubview(_:belowSubview:): the sibling is not a subview of the receiver; adding at the back")
            }
            return _insertSubview(view, at: 0, api: "insertSubview(_:belowSubview:)")
        }
        var index = subviewList.firstIndex(where: { $0 === sibling })!
        if view.superviewStorage === self, let current = subviewList.firstIndex(where: { $0 === view }), current < index {
            index -= 1
        }
        _insertSubview(view, at: index, api: "insertSubview(_:belowSubview:)")
    }

    func _removeFromSuperview() {
        guard let superview = superviewStorage else { return }
        UIApplication.noteInterfaceChange()
        let oldWindow = window
        let oldTint = inheritedTintSnapshot()
        let oldTraits = inheritedTraits()
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        let engineMove = _engineWillMove()
        if oldWindow != nil { notifyWillMove(toWindow: nil, from: oldWindow) }
        superview.detachSubview(self)
        if oldWindow != nil { notifyDidMoveToWindow(from: oldWindow) }
        _engineDidMove(engineMove)
        didMoveToSuperview()
        superview.setNeedsLayout()
        inheritedTintDidChange(from: oldTint)
        inheritedTraitsDidChange(from: oldTraits)
    }

    func _bringSubviewToFront(_ view: UIView) {
        UIApplication.noteInterfaceChange()
        guard view.superviewStorage === self, let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.remove(at: index)
        subviewList.append(view)
        syncSublayerOrder(of: view)
    }

    func _sendSubviewToBack(_ view: UIView) {
        UIApplication.noteInterfaceChange()
        guard view.superviewStorage === self, let index = subviewList.firstIndex(where: { $0 === view }) else { return }
        subviewList.remove(at: index)
        subviewList.insert(view, at: 0)
        syncSublayerOrder(of: view)
    }

    func _exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        UIApplication.noteInterfaceChange()
        guard subviewList.indices.contains(index1), subviewList.indices.contains(index2) else {
            // UIKit raises NSRangeException; OpenUIKit logs and leaves the order unchanged.
            FrameworkLog.log("UIView.exchangeSubview(at:withSubviewAt:): index \(subviewList.indices.contains(index1) ? index2 : index1) beyond bounds [0 .. \(subviewList.count - 1)]; nothing exchanged")
            return
        }
        guard index1 != index2 else { return }
        subviewList.swapAt(index1, index2)
        syncSublayerOrder(of: subviewList[index1])
        syncSublayerOrder(of: subviewList[index2])
    }

    // MARK: Helpers

    /// Removes a subview from the list and its layer from the layer tree, without hooks.
    func detachSubview(_ view: UIView) {
        if let index = subviewList.firstIndex(where: { $0 === view }) {
            subviewList.remove(at: index)
        }
        view.superviewStorage = nil
        LayerGeometryChanges.note()
        view.viewLayer.removeFromSuperlayer()
    }

    /// Places a subview's layer among the sublayers so that its order matches `subviews`:
    /// just above the previous subview's layer, or below the next one's.
    func syncSublayerOrder(of view: UIView, at knownIndex: Int? = nil) {
        guard let index = knownIndex ?? subviewList.firstIndex(where: { $0 === view }) else { return }
        if index > 0 {
            let previous = subviewList[index - 1].viewLayer
            // Appending above the topmost sublayer (the usual addSubview) needs no search:
            // adding thousands of subviews stays linear.
            if view.viewLayer.superlayer == nil, viewLayer.sublayers?.last === previous {
                viewLayer.addSublayer(view.viewLayer)
                return
            }
            viewLayer.insertSublayer(view.viewLayer, above: previous)
        } else if subviewList.count > 1 {
            viewLayer.insertSublayer(view.viewLayer, below: subviewList[1].viewLayer)
        } else {
            viewLayer.addSublayer(view.viewLayer)
        }
    }

    /// Sends `willMove(toWindow:)` to the view and its subtree (parents first), resigns the
    /// window's first responder if it is leaving, and starts view-controller appearance
    /// transitions.
    func notifyWillMove(toWindow newWindow: UIWindow?, from oldWindow: UIWindow?) {
        if let oldWindow, let responder = oldWindow.firstResponderStorage, responder.isContained(in: self) {
            // UIKit: a first responder that leaves its window resigns.
            _ = responder.resignFirstResponder()
            if oldWindow.firstResponderStorage === responder { oldWindow.firstResponderStorage = nil }
        }
        forEachInSubtree { view in
            view.willMove(toWindow: newWindow)
            view.viewControllerStorage?.viewWillMove(toWindow: newWindow)
        }
    }

    func notifyDidMoveToWindow(from oldWindow: UIWindow?) {
        let newWindow = window
        let scale = newWindow?.screen.scale ?? UIScreen.main.scale
        forEachInSubtree { view in
            view.adoptScreenScale(scale)
            // UIKit: appearance proxies' customizations are applied as a view enters a window.
            if newWindow != nil { view._applyAppearance() }
            // Motion effects run while their view is in a window.
            if newWindow != nil, view.extras?.motionEffects.isEmpty == false { MotionEffectCenter.shared.register(view) }
            view.didMoveToWindow()
            view.viewControllerStorage?.viewDidMove(toWindow: newWindow)
        }
        oldWindow?.viewDidLeaveWindow(self)
    }

    /// Visits the view and its descendants, parents before children. Iterates snapshots so
    /// that hooks may change the tree.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        for subview in subviewList {
            subview.forEachInSubtree(body)
        }
    }
}

extension UIResponder {
    /// Whether this responder is `view`, a view inside it, or a view controller whose view
    /// is inside it.
    func isContained(in view: UIView) -> Bool {
        if let v = self as? UIView { return v.isDescendant(of: view) }
        if let c = self as? UIViewController, let v = c.viewIfLoaded { return v.isDescendant(of: view) }
        return false
    }
}
