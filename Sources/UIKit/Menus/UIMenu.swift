/// A container for grouping related menu elements (UIKit).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identifier; UIKit's system menus have predefined ones.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let edit = Identifier(rawValue: "com.apple.menu.edit")
        public static let standardEdit = Identifier(rawValue: "com.apple.menu.standard-edit")
        public static let format = Identifier(rawValue: "com.apple.menu.format")
        public static let text = Identifier(rawValue: "com.apple.menu.text")
        public static let root = Identifier(rawValue: "com.apple.menu.root")
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    public let identifier: UIMenu.Identifier
    public let options: UIMenu.Options
    public let children: [UIMenuElement]

    /// The size of the menu's child elements (iOS 16).
    open var preferredElementSize: UIMenu.ElementSize

    /// UIKit: without an identifier, the menu gets a unique one.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], preferredElementSize: UIMenu.ElementSize = .automatic,
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(rawValue: "com.openuikit.menu.\(UUID().uuidString)")
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title)
        self.subtitle = subtitle
        self.image = image
    }

    /// The elements of the menu that are on (`state == .on`), its submenus' included, in
    /// menu order (iOS 17).
    open var selectedElements: [UIMenuElement] {
        var selected: [UIMenuElement] = []
        for child in children {
            if let menu = child as? UIMenu {
                selected += menu.selectedElements
            } else if let action = child as? UIAction, action.state == .on {
                selected.append(action)
            } else if let command = child as? UICommand, command.state == .on {
                selected.append(command)
            }
        }
        return selected
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }
}
