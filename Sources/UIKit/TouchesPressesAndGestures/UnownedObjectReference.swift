import CUnownedReferences

/// A reference that does not keep its object alive and reads nil once the object is freed,
/// without the side table a Swift `weak` reference would give the object (see
/// `TargetReference`): it holds an unowned reference (the object's memory) and reads the
/// object by the runtime's try-retain. A touch refers to its view and window this way, so a
/// touch kept by app code (or by a recognizer) keeps neither alive.
struct UnownedObjectReference<Object: AnyObject>: ~Copyable {
    private let pointer: UnsafeMutableRawPointer?

    init(_ object: Object?) {
        guard let object else {
            pointer = nil
            return
        }
        let pointer = Unmanaged.passUnretained(object).toOpaque()
        openuikit_unowned_retain(pointer)
        self.pointer = pointer
    }

    deinit {
        if let pointer { openuikit_unowned_release(pointer) }
    }

    /// The object, or nil when none was given or it has been freed.
    var object: Object? {
        guard let pointer, openuikit_try_retain(pointer) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Whether this refers to `object` (by identity; no retain).
    func refers(to object: AnyObject?) -> Bool {
        guard let object else { return pointer == nil }
        return pointer == Unmanaged.passUnretained(object).toOpaque()
    }
}
