/// Makes a context menu's menu from the suggested actions (UIKit). OpenUIKit suggests none.
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
