@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The element edits of iOS 26's `UIMenuBuilder`: insert, replace and remove elements next to
/// or in place of a menu, an action or a command.
extension MenuTreeBuilder {
    /// Replaces every element `match` picks with what `transform` gives (its siblings in place).
    /// An edit that finds nothing changes nothing (logged, as the menu edits).
    func editElements(_ api: String, where match: (UIMenuElement) -> Bool,
                      _ transform: (UIMenuElement) -> [UIMenuElement]) {
        var found = false
        rewrite { _, children in
            children.flatMap { child -> [UIMenuElement] in
                guard match(child) else { return [child] }
                found = true
                return transform(child)
            }
        }
        if !found {
            FrameworkLog.log("UIMenuBuilder.\(api): no such element in the \(system === UIMenuSystem.main ? "main" : "context") menu; nothing changed")
        }
    }

    /// Puts `elements` at the start or end of the identified menu's children.
    func insertElements(_ elements: [UIMenuElement], in parentIdentifier: UIMenu.Identifier, atStart: Bool,
                        _ api: String) {
        guard menu(for: parentIdentifier) != nil else {
            FrameworkLog.log("UIMenuBuilder.\(api): no menu \"\(parentIdentifier.rawValue)\"; nothing changed")
            return
        }
        if root.identifier == parentIdentifier {
            root = root.replacingChildren(atStart ? elements + root.children : root.children + elements)
            return
        }
        rewrite { menu, children in
            guard menu.identifier == parentIdentifier else { return children }
            return atStart ? elements + children : children + elements
        }
    }

    static func isMenu(_ element: UIMenuElement, _ identifier: UIMenu.Identifier) -> Bool {
        (element as? UIMenu)?.identifier == identifier
    }

    static func isAction(_ element: UIMenuElement, _ identifier: UIAction.Identifier) -> Bool {
        (element as? UIAction)?.identifier == identifier
    }

    /// A command with `action` and an equal property list (both nil, or equal values).
    static func isCommand(_ element: UIMenuElement, _ action: Selector, _ propertyList: Any?) -> Bool {
        guard let command = element as? UICommand, command.action == action else { return false }
        switch (command.propertyList, propertyList) {
        case (nil, nil): return true
        case let (lhs?, rhs?):
            if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
            return (lhs as? NSObject)?.isEqual(rhs) ?? false
        default: return false
        }
    }
}
