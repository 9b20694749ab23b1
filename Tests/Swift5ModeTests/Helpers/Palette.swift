import UIKit

/// iOS helper code as written in Xcode: color literals, and the view a bar shows for an item
/// (to point a tip or a popover at it).
enum Palette {
    static let accent = #colorLiteral(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
    static let warning: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)

    @MainActor
    static func anchorView(for item: UIBarItem) -> UIView? {
        item.value(forKey: "view") as? UIView
    }
}
