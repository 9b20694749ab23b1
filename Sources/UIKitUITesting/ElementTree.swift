@_spi(Platform) import UIKit

/// The application's element tree as the last query classified it, kept while nothing it
/// shows changes.
///
/// XCUITest looks the tree up again at every use of a query; the answer only changes when the
/// app's interface does, and UIKit counts every such change (`UIApplication._interfaceGeneration`:
/// hierarchy, geometry, hidden and alpha, accessibility attributes, text and values, control
/// state, focus, windows, events, timers). A query walks this flat, classified copy instead
/// of the views while the count stays the same, and a new copy is made on first use after it
/// moved.
///
/// Entries are in reading order, depth first (the order a query reports matches): an
/// entry's descendants follow it, up to its `end`. The top-level entries are the shown
/// windows, held weakly (the application holds windows weakly: a window the test lets go
/// must not live on in a copy); everything below them strongly, as their windows do.
@MainActor
final class ElementTree {
    /// The index standing for the application (the root, which is no entry).
    static let root = -1

    struct Entry {
        /// The element (`.application` for a window: see `windows`).
        let node: AccessibilityNode
        let type: XCUIElement.ElementType
        /// One past the last of the entry's descendants.
        var end: Int
    }

    private(set) var entries: [Entry] = []
    /// The windows of the top-level entries (by entry index), weakly.
    private var windows: [(index: Int, window: Weak)] = []
    /// Identifiers and labels, read once each when a query first asks.
    private var identifiers: [String?]
    private var labels: [String?]
    /// Entry indices by element, made when a query starts from an element (`cell.buttons`).
    private var indices: [NodeKey: Int]?
    /// The windows held strongly while a query reads the tree (`withCurrent`).
    private var pinned: [UIWindow] = []

    let application: ObjectIdentifier
    private(set) var generation: UInt64

    private struct Weak {
        weak var window: UIWindow?
    }

    private init(application: UIApplication) {
        self.application = ObjectIdentifier(application)
        generation = application._interfaceGeneration
        identifiers = []
        labels = []
        var entries: [Entry] = []
        var windows: [(index: Int, window: Weak)] = []
        AccessibilityNode.application.forEachChild { child in
            if case .view(let view) = child, let window = view as? UIWindow {
                windows.append((entries.count, Weak(window: window)))
                Self.add(child, storedAs: .application, to: &entries)
            } else {
                Self.add(child, storedAs: child, to: &entries)
            }
            return true
        }
        self.entries = entries
        self.windows = windows
        identifiers = Array(repeating: nil, count: entries.count)
        labels = Array(repeating: nil, count: entries.count)
        // A getter may have made what it reports on first use (a button's title label): the
        // copy is of the interface as it is after that.
        generation = application._interfaceGeneration
    }

    private static func add(_ node: AccessibilityNode, storedAs stored: AccessibilityNode, to entries: inout [Entry]) {
        let index = entries.count
        entries.append(Entry(node: stored, type: node.elementType, end: index + 1))
        node.forEachChild { child in
            add(child, storedAs: child, to: &entries)
            return true
        }
        entries[index].end = entries.count
    }

    // MARK: The current tree

    /// Calls `body` with the application's tree as it is now: the kept copy while the
    /// interface has not changed since it was made, else a new one.
    static func withCurrent<Result>(_ body: (ElementTree) -> Result) -> Result {
        let application = UIApplication.shared
        let tree: ElementTree
        if let kept = ApplicationSession.elementTree, kept.isCurrent(for: application) {
            tree = kept
        } else {
            tree = ElementTree(application: application)
            ApplicationSession.elementTree = tree
        }
        // Its windows stay alive while the query reads them (a predicate's block may let one go).
        let saved = tree.pinned
        tree.pinned = tree.windows.compactMap(\.window.window)
        defer { tree.pinned = saved }
        return body(tree)
    }

    private func isCurrent(for application: UIApplication) -> Bool {
        guard ObjectIdentifier(application) == self.application, application._interfaceGeneration == generation else {
            return false
        }
        for entry in windows where entry.window.window == nil { return false }
        return true
    }

    // MARK: Reading

    /// The element at `index` (a window's entry answers its window).
    func node(at index: Int) -> AccessibilityNode {
        let node = entries[index].node
        if case .application = node {
            for entry in windows where entry.index == index {
                if let window = entry.window.window { return .view(window) }
            }
        }
        return node
    }

    func type(at index: Int) -> XCUIElement.ElementType { entries[index].type }

    func identifier(at index: Int) -> String {
        if let known = identifiers[index] { return known }
        let value = node(at: index).identifier
        identifiers[index] = value
        return value
    }

    func label(at index: Int) -> String {
        if let known = labels[index] { return known }
        let value = node(at: index).label
        labels[index] = value
        return value
    }

    /// Calls `body` with each descendant of the entry (or of the root) in order until it
    /// returns false; false when stopped.
    @discardableResult
    func forEachDescendant(of index: Int, _ body: (Int) -> Bool) -> Bool {
        let range = index == Self.root ? 0..<entries.count : (index + 1)..<entries[index].end
        for descendant in range where !body(descendant) { return false }
        return true
    }

    /// Calls `body` with each child of the entry (or of the root) in order until it returns
    /// false; false when stopped.
    @discardableResult
    func forEachChild(of index: Int, _ body: (Int) -> Bool) -> Bool {
        var child = index == Self.root ? 0 : index + 1
        let end = index == Self.root ? entries.count : entries[index].end
        while child < end {
            if !body(child) { return false }
            child = entries[child].end
        }
        return true
    }

    /// The entry of `node` (the root for the application); nil when it is not in the tree.
    func index(of node: AccessibilityNode) -> Int? {
        if case .application = node { return Self.root }
        if indices == nil {
            var made: [NodeKey: Int] = [:]
            made.reserveCapacity(entries.count)
            for index in entries.indices {
                // The first place wins (a view listed twice by containers' elements).
                if let key = NodeKey(self.node(at: index)), made[key] == nil { made[key] = index }
            }
            indices = made
        }
        return NodeKey(node).flatMap { indices?[$0] }
    }

    /// An element's identity: its object, and its part for the parts of controls.
    private struct NodeKey: Hashable {
        let object: ObjectIdentifier
        let part: Int

        init?(_ node: AccessibilityNode) {
            switch node {
            case .application: return nil
            case .view(let view): (object, part) = (ObjectIdentifier(view), -1)
            case .element(let element): (object, part) = (ObjectIdentifier(element), -1)
            case let .segment(control, index): (object, part) = (ObjectIdentifier(control), index)
            case let .stepperButton(stepper, increment): (object, part) = (ObjectIdentifier(stepper), increment ? -3 : -2)
            }
        }
    }
}
