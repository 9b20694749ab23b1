/// The callback type of `CGPath.apply(info:function:)`.
///
/// Differs from CoreGraphics: Apple's is `@convention(c)`; `CGPathElement` is a Swift struct
/// here, so this is a plain Swift function type (non-capturing closures port unchanged).
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Calls `block` once per element, in order.
    ///
    /// CoreGraphics: the element and its `points` are only valid during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        points.initialize(repeating: .zero, count: 3)
        defer { points.deallocate() }
        for element in elements {
            for (i, p) in element.points.enumerated() { points[i] = p }
            var value = CGPathElement(type: element.type, points: points)
            withUnsafePointer(to: &value) { block($0) }
        }
    }

    /// The C-style form of `applyWithBlock(_:)`.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
