internal import CInitializerDispatch

/// Creates layers of a class known only at run time (`UIView.layerClass`, presentation
/// copies), as Core Animation does with `[[cls alloc] init]` and `initWithLayer:`.
///
/// Swift lets a metatype call only `required` initializers, and Apple's `init()` and
/// `init(layer:)` are not required (iOS subclasses write `override init(layer:)`, which a
/// required initializer would reject). The initializers are called through the class's
/// vtable instead (see CInitializerDispatch), so the subclass's overrides run.
@_spi(UIKit)
public enum LayerFactory {
    /// `type.init()`.
    public static func make(_ type: CALayer.Type) -> CALayer {
        let object = openuikit_layer_init(unsafeBitCast(type, to: UnsafeRawPointer.self))
        return Unmanaged<CALayer>.fromOpaque(object!).takeRetainedValue()
    }

    /// `type.init(layer: source)`.
    static func make(_ type: CALayer.Type, copying source: CALayer) -> CALayer {
        // The initializer takes its argument owned: it destroys the stored `Any` itself.
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        argument.initialize(to: source)
        defer { argument.deallocate() }
        let object = openuikit_layer_init_copying(unsafeBitCast(type, to: UnsafeRawPointer.self), argument)
        return Unmanaged<CALayer>.fromOpaque(object!).takeRetainedValue()
    }
}
