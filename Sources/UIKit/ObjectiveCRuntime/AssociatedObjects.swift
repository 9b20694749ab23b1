@_spi(Diagnostics) import CoreGraphics

/// Sets, replaces or (with a nil value) removes the value associated with `object` for `key`.
/// Categories and Auto Layout DSLs use the address of a static variable as the key
/// (`objc_setAssociatedObject(self, &Keys.name, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`).
///
/// `object` must be a class instance: a struct or enum has no identity to associate with (on
/// iOS it would be boxed into a temporary object); such a call is logged and ignored.
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    guard let owner = AssociationTable.owner(object, api: "objc_setAssociatedObject") else { return }
    let stored = value.map { AssociatedValue($0, policy: policy) }
    // Values released outside the lock: their deinit may use associations too.
    let released = AssociationTable.shared.set(stored, for: key, on: owner)
    withExtendedLifetime(released) {}
}

/// The value associated with `object` for `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    guard let owner = AssociationTable.owner(object, api: "objc_getAssociatedObject") else { return nil }
    return AssociationTable.shared.value(for: key, on: owner)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    guard let owner = AssociationTable.owner(object, api: "objc_removeAssociatedObjects") else { return }
    let released = AssociationTable.shared.removeAll(on: owner)
    withExtendedLifetime(released) {}
}
