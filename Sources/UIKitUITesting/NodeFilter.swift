import Foundation

/// A test on one element, with XCUITest's wording for it.
@MainActor
struct NodeFilter {
    let summary: String
    let matches: (AccessibilityNode) -> Bool

    static func identifier(_ identifier: String) -> NodeFilter {
        NodeFilter(summary: "predicate '\"\(identifier)\" IN identifiers'") { node in
            node.identifier == identifier || node.label == identifier
        }
    }

    static func type(_ type: XCUIElement.ElementType, identifier: String?) -> NodeFilter {
        var summary = "type \(type.displayName)"
        if let identifier { summary += " and identifier '\(identifier)'" }
        return NodeFilter(summary: summary) { node in
            guard type == .any || node.elementType == type else { return false }
            guard let identifier else { return true }
            return node.identifier == identifier || node.label == identifier
        }
    }

    static func predicate(_ predicate: NSPredicate) -> NodeFilter {
        NodeFilter(summary: "predicate '\(PredicateFormatDescription.format(of: predicate))'") { node in
            predicate.evaluate(with: ElementSnapshot(node: node))
        }
    }
}
