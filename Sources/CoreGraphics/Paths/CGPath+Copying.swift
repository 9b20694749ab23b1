extension CGPath {
    /// An immutable copy (of a mutable path, a snapshot of its current elements).
    public func copy() -> CGPath? {
        CGPath(elements: elements)
    }

    /// An immutable copy with every point transformed by `transform` (nil means identity).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: transformedElements(transform?.pointee))
    }

    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements)
    }

    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: transformedElements(transform?.pointee))
    }

    func transformedElements(_ transform: CGAffineTransform?) -> [PathElement] {
        guard let transform, transform != .identity else { return elements }
        return elements.map { $0.applying(transform) }
    }
}
