import CUnownedReferences

/// An action's target, held as UIKit holds it: not kept alive, and read as nil once freed.
///
/// Not a Swift `weak` reference: a weak reference gives the target a side table, after which
/// every retain and release of the target, anywhere in the app, takes the runtime's slow path
/// (about 110 ns of each action sent, measured in BENCHMARKS.md). This holds an unowned
/// reference instead, which keeps only the object's memory: reading it try-retains, which
/// fails once the object has begun deinitializing. The memory goes when this reference does.
struct TargetReference: ~Copyable {
    private let pointer: UnsafeMutableRawPointer?
    /// The target's identity. Stable while this reference exists: the memory is kept, so no
    /// other object can take the address.
    let identity: ObjectIdentifier?

    init(_ object: AnyObject?) {
        guard let object else {
            pointer = nil
            identity = nil
            return
        }
        let pointer = Unmanaged.passUnretained(object).toOpaque()
        openuikit_unowned_retain(pointer)
        self.pointer = pointer
        identity = ObjectIdentifier(object)
    }

    deinit {
        if let pointer { openuikit_unowned_release(pointer) }
    }

    /// The target, or nil when none was given or it has been freed.
    var object: AnyObject? {
        guard let pointer, openuikit_try_retain(pointer) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeRetainedValue()
    }

    /// Whether a target was given (nil means "the responder chain", not a freed target).
    var wasGiven: Bool { pointer != nil }

}
