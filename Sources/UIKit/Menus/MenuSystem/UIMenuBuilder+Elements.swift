@_spi(Diagnostics) import CoreGraphics
import Foundation

/// iOS 26's element edits. Declared in an extension so that other conforming types keep
/// compiling; the menu systems' builder performs them, another builder logs and ignores them.
extension UIMenuBuilder {
    public func insertElements(_ insertedElements: [UIMenuElement], beforeMenu siblingIdentifier: UIMenu.Identifier) {
        treeBuilder("insertElements(_:beforeMenu:)")?.editElements(
            "insertElements(_:beforeMenu:)", where: { MenuTreeBuilder.isMenu($0, siblingIdentifier) }) {
            insertedElements + [$0]
        }
    }

    public func insertElements(_ insertedElements: [UIMenuElement], afterMenu siblingIdentifier: UIMenu.Identifier) {
        treeBuilder("insertElements(_:afterMenu:)")?.editElements(
            "insertElements(_:afterMenu:)", where: { MenuTreeBuilder.isMenu($0, siblingIdentifier) }) {
            [$0] + insertedElements
        }
    }

    public func insertElements(_ childElements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        treeBuilder("insertElements(_:atStartOfMenu:)")?.insertElements(
            childElements, in: parentIdentifier, atStart: true, "insertElements(_:atStartOfMenu:)")
    }

    public func insertElements(_ childElements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        treeBuilder("insertElements(_:atEndOfMenu:)")?.insertElements(
            childElements, in: parentIdentifier, atStart: false, "insertElements(_:atEndOfMenu:)")
    }

    public func insertElements(_ insertedElements: [UIMenuElement], beforeAction siblingIdentifier: UIAction.Identifier) {
        treeBuilder("insertElements(_:beforeAction:)")?.editElements(
            "insertElements(_:beforeAction:)", where: { MenuTreeBuilder.isAction($0, siblingIdentifier) }) {
            insertedElements + [$0]
        }
    }

    public func insertElements(_ insertedElements: [UIMenuElement], afterAction siblingIdentifier: UIAction.Identifier) {
        treeBuilder("insertElements(_:afterAction:)")?.editElements(
            "insertElements(_:afterAction:)", where: { MenuTreeBuilder.isAction($0, siblingIdentifier) }) {
            [$0] + insertedElements
        }
    }

    public func insertElements(_ insertedElements: [UIMenuElement], beforeCommand siblingAction: Selector,
                               propertyList siblingPropertyList: Any? = nil) {
        treeBuilder("insertElements(_:beforeCommand:propertyList:)")?.editElements(
            "insertElements(_:beforeCommand:propertyList:)",
            where: { MenuTreeBuilder.isCommand($0, siblingAction, siblingPropertyList) }) { insertedElements + [$0] }
    }

    public func insertElements(_ insertedElements: [UIMenuElement], afterCommand siblingAction: Selector,
                               propertyList siblingPropertyList: Any? = nil) {
        treeBuilder("insertElements(_:afterCommand:propertyList:)")?.editElements(
            "insertElements(_:afterCommand:propertyList:)",
            where: { MenuTreeBuilder.isCommand($0, siblingAction, siblingPropertyList) }) { [$0] + insertedElements }
    }

    public func replace(action replacedIdentifier: UIAction.Identifier, with replacementElements: [UIMenuElement]) {
        treeBuilder("replace(action:with:)")?.editElements(
            "replace(action:with:)", where: { MenuTreeBuilder.isAction($0, replacedIdentifier) }) { _ in
            replacementElements
        }
    }

    public func replace(command replacedAction: Selector, propertyList replacedPropertyList: Any? = nil,
                        with replacementElements: [UIMenuElement]) {
        treeBuilder("replace(command:propertyList:with:)")?.editElements(
            "replace(command:propertyList:with:)",
            where: { MenuTreeBuilder.isCommand($0, replacedAction, replacedPropertyList) }) { _ in replacementElements }
    }

    public func remove(action removedIdentifier: UIAction.Identifier) {
        treeBuilder("remove(action:)")?.editElements(
            "remove(action:)", where: { MenuTreeBuilder.isAction($0, removedIdentifier) }) { _ in [] }
    }

    public func remove(command removedAction: Selector, propertyList removedPropertyList: Any? = nil) {
        treeBuilder("remove(command:propertyList:)")?.editElements(
            "remove(command:propertyList:)",
            where: { MenuTreeBuilder.isCommand($0, removedAction, removedPropertyList) }) { _ in [] }
    }

    private func treeBuilder(_ api: String) -> MenuTreeBuilder? {
        guard let builder = self as? MenuTreeBuilder else {
            FrameworkLog.log("UIMenuBuilder.\(api): only the menu system's builder edits menus; ignored")
            return nil
        }
        return builder
    }
}
