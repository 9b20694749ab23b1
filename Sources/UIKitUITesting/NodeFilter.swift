import Foundation

/// A test on one element, with XCUITest's wording for it.
@MainActor
struct NodeFilter {
    enum Test {
        /// Identifier or label equal to the string.
        case identifier(String)
        case type(XCUIElement.ElementType, identifier: String?)
        case predicate(NSPredicate)
    }

    let summary: String
    let test: Test

    static func identifier(_ identifier: String) -> NodeFilter {
        NodeFilter(summary: "predicate '\"\(identifier)\" IN identifiers'", test: .identifier(identifier))
    }

    static func type(_ type: XCUIElement.ElementType, identifier: String?) -> NodeFilter {
        var summary = "type \(type.displayName)"
        if let identifier { summary += " and identifier '\(identifier)'" }
        return NodeFilter(summary: summary, test: .type(type, identifier: identifier))
    }

    static func predicate(_ predicate: NSPredicate) -> NodeFilter {
        NodeFilter(summary: "predicate '\(PredicateFormatDescription.format(of: predicate))'", test: .predicate(predicate))
    }

    /// Whether the element passes, its attributes read from it.
    func matches(_ node: AccessibilityNode) -> Bool {
        switch test {
        case .identifier(let identifier):
            return node.identifier == identifier || node.label == identifier
        case let .type(type, identifier):
            guard type == .any || node.elementType == type else { return false }
            guard let identifier else { return true }
            return node.identifier == identifier || node.label == identifier
        case .predicate(let predicate):
            return predicate.evaluate(with: ElementSnapshot(node: node))
        }
    }

    /// Whether the tree's entry passes, its type, identifier and label read from the tree.
    func matches(_ tree: ElementTree, _ index: Int) -> Bool {
        switch test {
        case .identifier(let identifier):
            return tree.identifier(at: index) == identifier || tree.label(at: index) == identifier
        case let .type(type, identifier):
            guard type == .any || tree.type(at: index) == type else { return false }
            guard let identifier else { return true }
            return tree.identifier(at: index) == identifier || tree.label(at: index) == identifier
        case .predicate(let predicate):
            return predicate.evaluate(with: ElementSnapshot(node: tree.node(at: index)))
        }
    }
}
