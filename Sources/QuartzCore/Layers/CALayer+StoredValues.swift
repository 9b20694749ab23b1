// What UIKit's view accessors read on their hot paths (hit testing, layout): the layer's
// stored values through a direct call. The public properties are `open` in the class body
// (subclasses override them, as on iOS), so reading them goes through the vtable.
extension CALayer {
    @_spi(UIKit) public var _storedFrame: CGRect { _frameImpl }
    @_spi(UIKit) public var _storedBounds: CGRect { _bounds }
    @_spi(UIKit) public var _storedPosition: CGPoint { _position }
    @_spi(UIKit) public var _storedIsHidden: Bool { flags.contains(.isHidden) }
}
