import Foundation
import UIKit

extension AccessibilityNode {
    /// One line of XCUITest's element description: type, frame, then the attributes that are
    /// set (`Button, {{20.0, 24.0}, {160.0, 44.0}}, identifier: 'tap-me', label: 'Tap me'`).
    var line: String {
        if case .application = self {
            return "Application, pid: \(ProcessInfo.processInfo.processIdentifier), label: '\(label)'"
        }
        var text = elementType.displayName
        if case .view(let view) = self, let window = view as? UIWindow, window.isKeyWindow { text += " (Main)" }
        let f = frame
        text += ", {{\(Double(f.minX)), \(Double(f.minY))}, {\(Double(f.width)), \(Double(f.height))}}"
        if !identifier.isEmpty { text += ", identifier: '\(identifier)'" }
        if let placeholder = placeholderValue, !placeholder.isEmpty { text += ", placeholderValue: '\(placeholder)'" }
        if !label.isEmpty { text += ", label: '\(label)'" }
        if let value, !value.isEmpty { text += ", value: \(value)" }
        if isSelected { text += ", Selected" }
        if !isEnabled { text += ", Disabled" }
        return text
    }

    /// The subtree, one element per line, indented by depth; the root marked with "→".
    func describeSubtree(depth: Int, into text: inout String) {
        text += (depth == 0 ? " →" : String(repeating: "  ", count: depth + 1)) + line + "\n"
        forEachChild { child in
            child.describeSubtree(depth: depth + 1, into: &text)
            return true
        }
    }
}
