@_spi(Diagnostics) import CoreGraphics
import Foundation

extension UISplitViewController {
    /// The columns this style has, in order.
    var styleColumns: [Column] {
        switch style {
        case .unspecified: []
        case .doubleColumn: [.primary, .secondary]
        case .tripleColumn: [.primary, .supplementary, .secondary]
        }
    }

    var _viewControllers: [UIViewController] {
        if style == .unspecified {
            if collapsedStorage, let record = classicCollapseRecord { return [record.primary] }
            return classicControllers
        }
        if collapsedStorage {
            if collapseRecord?.topColumn == .compact, let compact = columnContainers[.compact] { return [compact] }
            return columnContainers[.primary].map { [$0] } ?? []
        }
        return styleColumns.compactMap { columnContainers[$0] }
    }

    /// Classic style: the first is the primary, the second the secondary (UIKit ignores
    /// more). Column style: the columns in order.
    func _setViewControllers(_ controllers: [UIViewController]) {
        guard style == .unspecified else {
            for (column, controller) in zip(styleColumns, controllers) { setViewController(controller, for: column) }
            return
        }
        if controllers.count > 2 {
            FrameworkLog.log("UISplitViewController.viewControllers: a split view controller shows two view controllers; the others are ignored")
        }
        var unique: [UIViewController] = []
        for controller in controllers.prefix(2) where !unique.contains(where: { $0 === controller }) { unique.append(controller) }
        let old = classicControllers
        for controller in old where !unique.contains(where: { $0 === controller }) { removeColumnChild(controller) }
        classicControllers = unique
        classicCollapseRecord = nil
        for controller in unique where controller.parentStorage !== self { addColumnChild(controller) }
        if collapsedStorage, let primary = unique.first {
            // Collapsed: the new pair collapses at once, as UIKit does.
            collapsedStorage = false
            collapseClassic(primaryCandidate: primary)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    func addColumnChild(_ controller: UIViewController) {
        if let navigation = controller.parentStorage as? UINavigationController { navigation.forget(controller) }
        addChild(controller)
        controller.didMove(toParent: self)
    }

    func removeColumnChild(_ controller: UIViewController) {
        guard controller.parentStorage === self else { return }
        controller.willMove(toParent: nil)
        if let view = controller.viewIfLoaded, view.superview === viewStorage { view.removeFromSuperview() }
        controller.removeFromParent()
    }

    func _setViewController(_ vc: UIViewController?, for column: Column) {
        guard style != .unspecified else {
            FrameworkLog.log("UISplitViewController.setViewController(_:for:): a classic split view controller (style .unspecified) takes viewControllers instead; ignored")
            return
        }
        if column == .supplementary, style != .tripleColumn {
            FrameworkLog.log("UISplitViewController.setViewController(_:for:): only a .tripleColumn split view controller has a supplementary column; ignored")
            return
        }
        if let vc, vc is UITabBarController, column == .primary || column == .supplementary || column == .inspector {
            // UIKit raises: a tab bar controller can only be the secondary or compact column.
            FrameworkLog.log("UISplitViewController.setViewController(_:for:): a UITabBarController cannot be the \(column) column; ignored")
            return
        }
        if let vc, vc === self || vc is UISplitViewController {
            FrameworkLog.log("UISplitViewController.setViewController(_:for:): a split view controller cannot be a column of a split view controller; ignored")
            return
        }
        let oldContainer = columnContainers[column]
        guard let vc else {
            columnAssignments[column] = nil
            columnContainers[column] = nil
            if let oldContainer { removeColumnChild(oldContainer) }
            viewIfLoaded?.setNeedsLayout()
            return
        }
        columnAssignments[column] = vc
        let container: UIViewController
        if Self.isTakenAsItIs(vc, for: column) {
            container = vc
        } else if let wrapper = madeWrappers[column] {
            container = wrapper
            placeInWrapper(vc, wrapper, column: column)
        } else {
            let wrapper = UINavigationController()
            madeWrappers[column] = wrapper
            container = wrapper
            placeInWrapper(vc, wrapper, column: column)
        }
        if let oldContainer, oldContainer !== container { removeColumnChild(oldContainer) }
        columnContainers[column] = container
        if container.parentStorage !== self { addColumnChild(container) }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Puts `vc` in the wrapper of `column`; while collapsed, a supplementary or secondary
    /// view controller goes onto the primary's navigation stack instead (UIKit).
    private func placeInWrapper(_ vc: UIViewController, _ wrapper: UINavigationController, column: Column) {
        if collapsedStorage, var record = collapseRecord, record.topColumn != .compact,
           column == .secondary || column == .supplementary, let primary = primaryNavigation {
            // What the column showed before leaves the collapsed stack.
            let leaving = column == .secondary ? record.secondary : record.supplementary + record.secondary
            var stack = primary.viewControllers.filter { controller in !leaving.contains { $0 === controller } }
            stack.append(vc)
            if column == .secondary {
                record.secondary = [vc]
            } else {
                record.supplementary = [vc]
                record.secondary = []
            }
            record.topColumn = column
            collapseRecord = record
            wrapper.setViewControllers([], animated: false)
            primary.setViewControllers(stack, animated: false)
            return
        }
        wrapper.setViewControllers([vc], animated: false)
    }

    /// UIKit's table of what a column takes without a navigation controller around it.
    static func isTakenAsItIs(_ vc: UIViewController, for column: Column) -> Bool {
        switch column {
        case .compact: return true
        case .supplementary: return vc is UINavigationController
        case .inspector: return vc is UINavigationController || vc.children.first is UINavigationController
        case .primary: return vc is UINavigationController || vc.children.first is UINavigationController
        case .secondary:
            return vc is UINavigationController || vc is UITabBarController || vc.children.first is UINavigationController
        }
    }

    /// The navigation controller of a column: its container, or the container's first child.
    func navigation(of column: Column) -> UINavigationController? {
        guard let container = columnContainers[column] else { return nil }
        return container as? UINavigationController ?? container.children.first as? UINavigationController
    }

    var primaryNavigation: UINavigationController? {
        if style == .unspecified { return classicControllers.first as? UINavigationController }
        return navigation(of: .primary)
    }
}
