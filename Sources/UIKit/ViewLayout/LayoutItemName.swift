import Foundation

/// Naming and locating the items of constraints (views and layout guides) for descriptions,
/// messages and activation.
@MainActor
enum LayoutItemName {
    static func address(of object: AnyObject) -> String {
        String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }

    /// `UIView:0x…`, as UIKit writes items in constraint descriptions (the guide's identifier
    /// for a layout guide that has one).
    static func of(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty {
            return "'\(guide.identifier)'"
        }
        return "\(type(of: item)):0x\(address(of: item))"
    }

    static func isLayoutItem(_ item: AnyObject) -> Bool {
        item is UIView || item is UILayoutGuide
    }

    /// The view an item lays out in: the view itself, or a guide's owning view.
    static func view(of item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        if let guide = item as? UILayoutGuide { return guide.owningViewStorage }
        return nil
    }

    /// The closest view that contains every item (a view counts as containing itself; a
    /// guide's owning view stands for the guide).
    static func commonAncestor(of first: AnyObject?, _ second: AnyObject?) -> UIView? {
        guard let a = view(of: first) else { return nil }
        guard let secondItem = second else { return a }
        guard let b = view(of: secondItem) else { return nil }
        return commonAncestor(a, b)
    }

    /// The closest view that contains both views, or nil when they are in different
    /// hierarchies.
    static func commonAncestor(_ a: UIView, _ b: UIView) -> UIView? {
        // Unretained on the way up: the views are kept by their superviews for the whole
        // search, and activation runs this once per constraint (a retain and a release per
        // view and step, each an atomic operation on the view's count).
        unowned(unsafe) let a = a, b = b
        if a === b { return a }
        // The usual cases: parent and child, or siblings.
        unowned(unsafe) let parentOfB = b.superviewStorage
        if parentOfB === a { return a }
        unowned(unsafe) let parentOfA = a.superviewStorage
        if parentOfA === b { return b }
        if parentOfA != nil, parentOfA === parentOfB { return parentOfA }
        // Bring both to the same depth, then climb together (no hashing).
        func depth(_ view: UIView) -> Int {
            var count = 0
            unowned(unsafe) var current = view
            while let parent = current.superviewStorage { count += 1; current = parent }
            return count
        }
        unowned(unsafe) var x = a, y = b
        var dx = depth(a), dy = depth(b)
        while dx > dy { x = x.superviewStorage!; dx -= 1 }
        while dy > dx { y = y.superviewStorage!; dy -= 1 }
        while x !== y {
            guard let px = x.superviewStorage, let py = y.superviewStorage else { return nil }
            x = px
            y = py
        }
        return x
    }
}
