import Foundation
import UIKit

/// A lazy description of a set of elements: nothing is looked up until the query (or an
/// element it gives) is used, and each use looks again, as in XCUITest.
///
///     app.buttons["Save"]                              // descendants of type button, "Save" as identifier or label
///     app.cells.containing(.staticText, identifier: "Inbox").buttons.element(boundBy: 1)
@preconcurrency @MainActor
open class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    enum Input {
        case element(XCUIElement)
        case query(XCUIElementQuery)
    }

    enum Step {
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        case filter(NodeFilter)
        case containing(NodeFilter)

        var summary: String {
            switch self {
            case .descendants(let type): "Descendants matching type \(type.displayName)"
            case .children(let type): "Children matching type \(type.displayName)"
            case .filter(let filter): "Elements matching \(filter.summary)"
            case .containing(let filter): "Elements containing elements matching \(filter.summary)"
            }
        }
    }

    let input: Input
    let step: Step

    init(input: Input, step: Step) {
        self.input = input
        self.step = step
        super.init()
    }

    // MARK: Elements

    /// The only element the query matches; using it fails when there is none or more than one.
    open var element: XCUIElement { XCUIElement(query: self, pick: .only) }

    /// The first match, found without looking for more.
    open var firstMatch: XCUIElement { XCUIElement(query: self, pick: .first) }

    /// The match at `index` in the order the tree is read (depth first, front to back).
    open func element(boundBy index: Int) -> XCUIElement { XCUIElement(query: self, pick: .index(index)) }

    /// The only match the predicate accepts (`matching(_:)` then `element`).
    open func element(matching predicate: NSPredicate) -> XCUIElement { matching(predicate).element }

    /// The only match of `elementType` with `identifier` as identifier or label.
    ///
    /// - Parameters:
    ///   - elementType: The type to match (`.any` for all).
    ///   - identifier: The identifier or label to match; nil matches any.
    open func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(elementType, identifier: identifier).element
    }

    /// The element whose identifier or label is `key` (XCUITest: "identifiers" covers both).
    open subscript(key: String) -> XCUIElement { matching(identifier: key).element }

    /// How many elements match now.
    open var count: Int { resolve().nodes.count }

    /// Every match now, each as an element bound to its index.
    open var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map { element(boundBy: $0) }
    }

    // MARK: Narrowing

    /// The elements of `type` anywhere below the matches (`.any` for all).
    open func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .descendants(type))
    }

    /// The elements of `type` directly below the matches (`.any` for all).
    open func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .children(type))
    }

    /// The matches whose identifier or label is `identifier`.
    open func matching(identifier: String) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .filter(.identifier(identifier)))
    }

    /// The matches of `elementType` with `identifier` as identifier or label.
    ///
    /// - Parameters:
    ///   - elementType: The type to keep (`.any` for all).
    ///   - identifier: The identifier or label to keep; nil keeps any.
    open func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .filter(.type(elementType, identifier: identifier)))
    }

    /// The matches the predicate accepts: a format predicate over `label`, `identifier`,
    /// `value`, `placeholderValue`, `title`, `elementType`, `isEnabled`, `isSelected`,
    /// `hasFocus`, or a block predicate, given an `XCUIElementAttributes` snapshot.
    open func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .filter(.predicate(predicate)))
    }

    /// The matches with a descendant of `elementType` whose identifier or label is `identifier`.
    ///
    /// - Parameters:
    ///   - elementType: The type of the descendant (`.any` for all).
    ///   - identifier: The descendant's identifier or label; nil for any.
    open func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .containing(.type(elementType, identifier: identifier)))
    }

    /// The matches with a descendant the predicate accepts.
    open func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(input: .query(self), step: .containing(.predicate(predicate)))
    }

    // MARK: Description

    /// The step, as XCUITest names it ("Descendants matching type Button").
    open override var description: String { MainActor.assumeIsolated { step.summary } }

    /// The query's current matches, one per line, in XCUITest's format.
    open override var debugDescription: String {
        MainActor.assumeIsolated { describe() }
    }

    private func describe() -> String {
        let resolution = resolve()
        var text = "Query chain:\n"
        for (depth, summary) in chain.enumerated() {
            text += String(repeating: " ", count: depth + 1) + (depth == 0 ? "→" : "↪︎") + "Find: " + summary + "\n"
        }
        text += "Output: {\n"
        for node in resolution.nodes { text += "    " + node.line + "\n" }
        return text + "}"
    }

    /// Each step's summary from the application down.
    var chain: [String] {
        switch input {
        case .element(let element): element.chain + [step.summary]
        case .query(let query): query.chain + [step.summary]
        }
    }

    // MARK: Resolution

    struct Resolution {
        var nodes: [AccessibilityNode]
        /// The first step that matched nothing, with what it was given (for failure messages).
        var emptyStep: (summary: String, input: [AccessibilityNode])?
    }

    /// Looks the matches up now; with `limit`, stops after that many.
    func resolve(limit: Int = .max) -> Resolution {
        var nodes: [AccessibilityNode] = []
        forEachMatch { node in
            nodes.append(node)
            return nodes.count < limit
        }
        // Only a failure needs each step's full input, for its message: look again, in full.
        return nodes.isEmpty ? resolveInFull() : Resolution(nodes: nodes, emptyStep: nil)
    }

    /// Streams the matches in order to `body` until it returns false (false when stopped).
    /// A query's matches pass straight to the next step, so `app.buttons["Save"]` makes no
    /// list of the buttons and stops at its second match. The steps read the application's
    /// element tree as classified at the last interface change (`ElementTree`), not the views.
    @discardableResult
    func forEachMatch(_ body: (AccessibilityNode) -> Bool) -> Bool {
        ElementTree.withCurrent { tree in
            forEachMatch(in: tree) { body(tree.node(at: $0)) }
        }
    }

    /// Streams the matches as entries of `tree`.
    @discardableResult
    func forEachMatch(in tree: ElementTree, _ body: (Int) -> Bool) -> Bool {
        switch step {
        case .filter(let filter):
            return forEachInput(in: tree) { index in filter.matches(tree, index) ? body(index) : true }
        case .containing(let filter):
            return forEachInput(in: tree) { parent in
                let found = !tree.forEachDescendant(of: parent) { !filter.matches(tree, $0) }
                return found ? body(parent) : true
            }
        case .descendants(let type), .children(let type):
            var inputs: [Int] = []
            forEachInput(in: tree) { index in
                inputs.append(index)
                return true
            }
            let descendants = if case .descendants = step { true } else { false }
            // Two inputs may share descendants (a cell and the table holding it).
            var emitted: Set<Int>? = descendants && inputs.count > 1 ? [] : nil
            for parent in inputs {
                let visit = { (index: Int) -> Bool in
                    guard type == .any || tree.type(at: index) == type else { return true }
                    if emitted != nil, emitted!.insert(index).inserted == false { return true }
                    return body(index)
                }
                guard descendants ? tree.forEachDescendant(of: parent, visit) : tree.forEachChild(of: parent, visit) else {
                    return false
                }
            }
            return true
        }
    }

    /// Streams the input's matches (an element's, or the previous query's) as entries.
    @discardableResult
    private func forEachInput(in tree: ElementTree, _ body: (Int) -> Bool) -> Bool {
        switch input {
        case .query(let query):
            return query.forEachMatch(in: tree, body)
        case .element(let element):
            // An element the tree does not hold (the interface changed while a predicate's
            // block ran) has no entries below it.
            for node in element.resolveAsInput().nodes {
                if let index = tree.index(of: node), !body(index) { return false }
            }
            return true
        }
    }

    /// Every match, each step resolved in full, with the first step that matched nothing.
    private func resolveInFull() -> Resolution {
        let inputs: Resolution
        switch input {
        case .element(let element): inputs = element.resolveAsInput()
        case .query(let query): inputs = query.resolve()
        }
        if let empty = inputs.emptyStep { return Resolution(nodes: [], emptyStep: empty) }
        var nodes: [AccessibilityNode] = []
        func add(_ node: AccessibilityNode) {
            // Two inputs may share descendants (a cell and the table holding it).
            if case .descendants = step, inputs.nodes.count > 1, nodes.contains(where: { $0.isSame(as: node) }) { return }
            nodes.append(node)
        }
        for parent in inputs.nodes {
            switch step {
            case .descendants(let type):
                parent.forEachDescendant { node in
                    if type == .any || node.elementType == type { add(node) }
                    return true
                }
            case .children(let type):
                parent.forEachChild { node in
                    if type == .any || node.elementType == type { add(node) }
                    return true
                }
            case .filter(let filter):
                if filter.matches(parent) { add(parent) }
            case .containing(let filter):
                if !parent.forEachDescendant({ !filter.matches($0) }) { add(parent) }
            }
        }
        return Resolution(nodes: nodes, emptyStep: nodes.isEmpty ? (step.summary, inputs.nodes) : nil)
    }
}
