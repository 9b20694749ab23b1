extension UIViewController {
    func _addChild(_ child: UIViewController) {
        guard child !== self else { return }
        if child.parentStorage === self { return }
        child.removeFromParentIfNeeded()
        child.movingToParent = true
        child.willMove(toParent: self)
        childList.append(child)
        child.parentStorage = self
        child.movingToParent = false
    }

    func _removeFromParent() {
        guard let parent = parentStorage else { return }
        movingFromParent = true
        parent.childList.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
        movingFromParent = false
    }

    private func removeFromParentIfNeeded() {
        if parentStorage != nil {
            willMove(toParent: nil)
            removeFromParent()
        }
    }
}
