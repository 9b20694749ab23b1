import Foundation

extension NSLayoutConstraint {
    /// UIKit's format: `<NSLayoutConstraint:0x… 'id' UIView:0x….width == 0.5*UIView:0x….width + 10 @750   (active)>`.
    var _description: String {
        var text = "<\(type(of: self)):0x\(LayoutItemName.address(of: self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(firstAnchor.name) \(relation.symbol)"
        var hasTerm = false
        if let second = secondAnchorStorage {
            text += " "
            if multiplierStorage != 1 { text += "\(Self.number(multiplierStorage))*" }
            text += second.name
            hasTerm = true
        }
        if !hasTerm {
            text += " \(Self.number(constantStorage))"
        } else if constantStorage != 0 {
            text += constantStorage < 0 ? " - \(Self.number(-constantStorage))" : " + \(Self.number(constantStorage))"
        }
        if priorityStorage != .required { text += " @\(Self.number(CGFloat(priorityStorage.rawValue)))" }
        text += "   (\(isActive ? "active" : "inactive"))>"
        return text
    }

    static func number(_ value: CGFloat) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(describing: Double(value))
    }
}
