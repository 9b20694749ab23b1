@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The builder a menu system hands to `buildMenu(with:)`: edits a tree of menus (UIKit's
/// menus are immutable, so an edit rebuilds the menus on the way to the change).
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        Self.find(identifier, in: root)
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        Self.leaves(of: root).lazy.compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        Self.leaves(of: root).lazy.compactMap { $0 as? UICommand }.first { command in
            guard command.action == action else { return false }
            switch (command.propertyList, propertyList) {
            case (nil, nil): return true
            case let (lhs?, rhs?):
                if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
                return (lhs as? NSObject)?.isEqual(rhs) ?? false
            default: return false
            }
        }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        guard exists(replacedIdentifier, "replace(menu:with:)") else { return }
        if root.identifier == replacedIdentifier {
            root = replacementMenu
            return
        }
        rewrite { _, children in
            children.map { ($0 as? UIMenu)?.identifier == replacedIdentifier ? replacementMenu : $0 }
        }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        guard exists(parentIdentifier, "replaceChildren(ofMenu:from:)") else { return }
        rewrite { menu, children in menu.identifier == parentIdentifier ? childrenBlock(children) : children }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        guard exists(siblingIdentifier, "insertSibling(_:beforeMenu:)"), isNew(siblingMenu, "insertSibling(_:beforeMenu:)") else { return }
        rewrite { _, children in
            children.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [siblingMenu, $0] : [$0] }
        }
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        guard exists(siblingIdentifier, "insertSibling(_:afterMenu:)"), isNew(siblingMenu, "insertSibling(_:afterMenu:)") else { return }
        rewrite { _, children in
            children.flatMap { ($0 as? UIMenu)?.identifier == siblingIdentifier ? [$0, siblingMenu] : [$0] }
        }
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        guard exists(parentIdentifier, "insertChild(_:atStartOfMenu:)"), isNew(childMenu, "insertChild(_:atStartOfMenu:)") else { return }
        rewrite { menu, children in menu.identifier == parentIdentifier ? [childMenu] + children : children }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        guard exists(parentIdentifier, "insertChild(_:atEndOfMenu:)"), isNew(childMenu, "insertChild(_:atEndOfMenu:)") else { return }
        rewrite { menu, children in menu.identifier == parentIdentifier ? children + [childMenu] : children }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        guard exists(removedIdentifier, "remove(menu:)") else { return }
        rewrite { _, children in children.filter { ($0 as? UIMenu)?.identifier != removedIdentifier } }
    }

    // MARK: The tree

    /// A documented safe fallback: an edit naming a menu that is not there changes nothing.
    private func exists(_ identifier: UIMenu.Identifier, _ api: String) -> Bool {
        guard menu(for: identifier) == nil else { return true }
        FrameworkLog.log("UIMenuBuilder.\(api): no menu \"\(identifier.rawValue)\" in the \(system === UIMenuSystem.main ? "main" : "context") menu; nothing changed")
        return false
    }

    /// UIKit refuses a menu whose identifier is already in the tree.
    private func isNew(_ menu: UIMenu, _ api: String) -> Bool {
        guard self.menu(for: menu.identifier) != nil else { return true }
        FrameworkLog.log("UIMenuBuilder.\(api): a menu \"\(menu.identifier.rawValue)\" is already in the menu; nothing changed")
        return false
    }

    /// Rebuilds the tree, `edit` giving each menu's new children (its submenus already rebuilt).
    func rewrite(_ edit: (UIMenu, [UIMenuElement]) -> [UIMenuElement]) {
        root = Self.rewrite(root, edit)
    }

    private static func rewrite(_ menu: UIMenu, _ edit: (UIMenu, [UIMenuElement]) -> [UIMenuElement]) -> UIMenu {
        let children = menu.children.map { child -> UIMenuElement in
            guard let submenu = child as? UIMenu else { return child }
            return rewrite(submenu, edit)
        }
        return menu.replacingChildren(edit(menu, children))
    }

    static func find(_ identifier: UIMenu.Identifier, in menu: UIMenu) -> UIMenu? {
        if menu.identifier == identifier { return menu }
        for case let submenu as UIMenu in menu.children {
            if let found = find(identifier, in: submenu) { return found }
        }
        return nil
    }

    static func leaves(of menu: UIMenu) -> [UIMenuElement] {
        menu.children.flatMap { child -> [UIMenuElement] in
            if let submenu = child as? UIMenu { return leaves(of: submenu) }
            return [child]
        }
    }
}
