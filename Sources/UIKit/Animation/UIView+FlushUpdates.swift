extension UIView {
    /// What `UIView.AnimationOptions.flushUpdates` applies: every pending trait change,
    /// properties update and layout of the app's windows, now. Inside an animation block the
    /// changes they make animate with it. (OpenUIKit flushes at the block's start and end;
    /// UIKit also flushes where animations are disabled and re-enabled inside it.)
    static func _flushPendingUpdates() {
        let windows = UIApplication.sharedIfCreated?.windows ?? []
        for window in windows { window._updateTraitsIfNeeded() }
        PropertyUpdateQueue.shared.runPending()
        for window in windows { window.layoutIfNeeded() }
    }
}
