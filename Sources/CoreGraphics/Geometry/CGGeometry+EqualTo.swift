// The CoreGraphics comparison functions (`CGPointEqualToPoint` and its siblings) as Swift
// imports them: methods on the geometry types.

extension CGPoint {
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

extension CGRect {
    /// CoreGraphics: rectangles are equal when their standardized forms are.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
}
