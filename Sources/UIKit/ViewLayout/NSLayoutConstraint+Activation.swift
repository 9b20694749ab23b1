import Foundation

extension NSLayoutConstraint {
    /// The items' anchors, ends of distance anchors included.
    var anchorItems: [AnyObject] {
        var items: [AnyObject] = []
        func collect(_ anchor: NSLayoutAnchor<AnyObject>?) {
            guard let anchor else { return }
            if let (from, to) = anchor.offsetEnds {
                collect(from)
                collect(to)
            } else if let item = anchor.itemStorage {
                items.append(item)
            }
        }
        collect(firstAnchorStorage)
        collect(secondAnchorStorage)
        return items
    }

    /// The view UIKit installs an activated constraint on: the closest common ancestor of
    /// its items.
    var installationView: UIView? {
        // The usual case, two plain anchors (or one), without collecting them in an array.
        if let first = firstAnchorStorage, first.offsetEnds == nil,
           secondAnchorStorage?.offsetEnds == nil, let firstItem = first.itemStorage {
            guard let second = secondAnchorStorage else { return LayoutItemName.view(of: firstItem) }
            guard let secondItem = second.itemStorage else { return LayoutItemName.view(of: firstItem) }
            return LayoutItemName.commonAncestor(of: firstItem, secondItem)
        }
        let items = anchorItems
        guard var ancestor = LayoutItemName.view(of: items.first) else { return nil }
        for item in items.dropFirst() {
            guard let next = LayoutItemName.commonAncestor(of: ancestor, item) else { return nil }
            ancestor = next
        }
        return ancestor
    }

    func _activate() {
        guard container == nil else { return }
        guard let view = installationView else {
            let second = secondAnchorStorage.map { " and \($0.description)" } ?? ""
            preconditionFailure("Unable to activate constraint with anchors \(firstAnchor.description)\(second) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
        }
        view._install(self)
    }

    /// `activate(_:)`: each constraint installed as `isActive = true` would, in order, but the
    /// hierarchy's engine is found once per run of constraints installed on the same view
    /// instead of by a walk to the root for each (a card's 19 constraints go to two views).
    /// Nothing a constraint's installation runs moves views between hierarchies, so the
    /// engine found for a view holds for the rest of the run. A subclass keeps its own
    /// `isActive` setter.
    static func _activate(batch constraints: [NSLayoutConstraint]) {
        var lastView: UIView?
        var engine: LayoutEngine?
        for constraint in constraints {
            guard type(of: constraint) == NSLayoutConstraint.self else {
                constraint.isActive = true
                continue
            }
            guard constraint.container == nil else { continue }
            guard let view = constraint.installationView else {
                constraint._activate()  // UIKit's error for items without a common ancestor
                continue
            }
            if view !== lastView || engine == nil {
                engine = view._ensureLayoutEngine()
                lastView = view
            }
            view._install(constraint, engine: engine!)
        }
    }

    func _deactivate() {
        container?._uninstall(self)
    }
}
