/// `target as? Target` for the target of an action, with a fast path for the usual case: a
/// target whose class is exactly the method's class.
///
/// The general cast (`swift_dynamicCast`) copies the existential, unwraps it and walks the
/// class hierarchy; on every action that was a fifth of the dispatch. An `Any?` holding a
/// class instance is, by Swift's ABI (TypeLayout: opaque existential containers), a
/// three-word inline buffer whose first word is the object reference, followed by the type
/// metadata pointer the value was boxed with (null for `nil`). When that metadata is exactly
/// `Target`'s class metadata, the first word is a `Target` (or a subclass instance boxed as
/// one) and is read in place. Anything else (a subclass boxed as itself, non-class values,
/// `nil`) takes the general cast.
@usableFromInline
enum ActionTargetCast {
    @inlinable @inline(__always)
    static func cast<Target: AnyObject>(_ value: Any?, to targetType: Target.Type) -> Target? {
        let exact: Target? = withUnsafeBytes(of: value) { container in
            guard container.count == 4 * MemoryLayout<UnsafeRawPointer>.size,
                  let metadata = container.load(fromByteOffset: 3 * MemoryLayout<UnsafeRawPointer>.size, as: UnsafeRawPointer?.self),
                  metadata == unsafeBitCast(Target.self as AnyClass, to: UnsafeRawPointer.self),
                  let object = container.load(as: UnsafeRawPointer?.self) else { return nil }
            return Unmanaged<Target>.fromOpaque(object).takeUnretainedValue()
        }
        return exact ?? (value as? Target)
    }
}
