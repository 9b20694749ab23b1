/// Whether two observed values differ, for values of any type.
enum KeyValueObservedValues {
    static func areEqual(_ a: Any, _ b: Any) -> Bool {
        let aIsNil = isNil(a)
        let bIsNil = isNil(b)
        if aIsNil || bIsNil { return aIsNil && bIsNil }
        if let equatable = a as? any Equatable {
            return equatable.isEqual(to: b)
        }
        if type(of: a) is AnyClass, type(of: b) is AnyClass {
            return (a as AnyObject) === (b as AnyObject)
        }
        // Neither comparable nor an object: no change can be told apart.
        return true
    }

    private static func isNil(_ value: Any) -> Bool {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional && mirror.children.isEmpty
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
