extension UIView {
    /// A secondary click at `point` (window coordinates): the view's context menu interactions
    /// (the last added first), or a table's or collection view's own, show the compact menu.
    /// Returns whether one did.
    func presentContextMenuForSecondaryClick(atWindowPoint point: CGPoint) -> Bool {
        for case let interaction as UIContextMenuInteraction in interactions.reversed()
        where interaction.installsPressRecognizer && interaction.pressRecognizer.isEnabled {
            if interaction.presentMenu(atWindowPoint: point, appearance: .compact) { return true }
        }
        if let list = self as? any ListContextMenuHost {
            return list.listContextMenu.presentMenu(atWindowPoint: point, appearance: .compact)
        }
        return false
    }
}
