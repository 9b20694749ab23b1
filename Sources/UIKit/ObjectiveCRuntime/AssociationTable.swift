@_spi(Diagnostics) import CoreGraphics
@_spi(Platform) import QuartzCore

/// A value kept for `objc_setAssociatedObject`.
struct AssociatedValue {
    private enum Storage {
        case strong(Any)
        case unowned(ObjectReference)
    }

    private let storage: Storage

    init(_ value: Any, policy: objc_AssociationPolicy) {
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            if let object = Self.object(value) {
                storage = .unowned(ObjectReference(object))
            } else {
                storage = .strong(value)
            }
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            storage = .strong((value as? NSCopying)?.copy(with: nil) ?? value)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            storage = .strong(value)
        }
    }

    var value: Any? {
        switch storage {
        case .strong(let value): return value
        case .unowned(let reference): return reference.object
        }
    }

    /// The class instance `value` holds, if it is one.
    static func object(_ value: Any) -> AnyObject? {
        guard type(of: value) is AnyClass else { return nil }
        return value as AnyObject
    }
}

/// An object held without keeping it alive; reads nil once it is freed.
final class ObjectReference: @unchecked Sendable {
    private let reference: TargetReference

    init(_ object: AnyObject) {
        reference = TargetReference(object)
    }

    var object: AnyObject? { reference.object }
    var identity: ObjectIdentifier { reference.identity! }
}

/// The associations of every object, as the Objective-C runtime keeps them: one table for the
/// process, guarded by a lock (the runtime's table is global too).
///
/// An entry holds its object by an unowned reference: the object's memory stays allocated
/// while the entry exists, so no other object can take its address (and its identity) while
/// stale values sit in the table. Swift offers no hook into an arbitrary object's
/// deinitialization, so the values of freed objects are released by a sweep that runs as the
/// table is used (amortized: after as many operations as there are entries); `UIResponder`s
/// release theirs in their deinit, exactly when the Objective-C runtime would.
final class AssociationTable: @unchecked Sendable {
    static var shared: AssociationTable { FrameworkEnvironment.associations }

    private final class Entry {
        let owner: ObjectReference
        var values: [UnsafeRawPointer: AssociatedValue] = [:]
        init(owner: ObjectReference) { self.owner = owner }
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var operationsSinceSweep = 0

    /// The class instance to associate with, or nil (logged) for a value type.
    static func owner(_ object: Any, api: String) -> AnyObject? {
        guard let owner = AssociatedValue.object(object) else {
            FrameworkLog.log("\(api): a \(type(of: object)) is not a class instance and has no identity to associate "
                + "values with; ignored")
            return nil
        }
        return owner
    }

    /// Stores (or removes) a value; returns what the table let go of, for the caller to release
    /// outside the lock.
    func set(_ value: AssociatedValue?, for key: UnsafeRawPointer, on owner: AnyObject) -> [Any] {
        lock.lock()
        defer { lock.unlock() }
        var released = sweepIfDue()
        let identity = ObjectIdentifier(owner)
        if let value {
            let entry = entries[identity] ?? {
                let entry = Entry(owner: ObjectReference(owner))
                entries[identity] = entry
                return entry
            }()
            if let old = entry.values.updateValue(value, forKey: key) { released.append(old) }
        } else if let entry = entries[identity] {
            if let old = entry.values.removeValue(forKey: key) { released.append(old) }
            if entry.values.isEmpty { released.append(entries.removeValue(forKey: identity) as Any) }
        }
        return released
    }

    func value(for key: UnsafeRawPointer, on owner: AnyObject) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return entries[ObjectIdentifier(owner)]?.values[key]?.value
    }

    func removeAll(on owner: AnyObject) -> [Any] {
        lock.lock()
        defer { lock.unlock() }
        return entries.removeValue(forKey: ObjectIdentifier(owner)).map { [$0] } ?? []
    }

    /// Called from a deinit: releases the object's values now.
    func objectDeinitialized(_ identity: ObjectIdentifier) {
        lock.lock()
        let released = entries.removeValue(forKey: identity)
        lock.unlock()
        withExtendedLifetime(released) {}
    }

    /// Drops the entries of freed objects once enough operations have passed.
    private func sweepIfDue() -> [Any] {
        operationsSinceSweep += 1
        guard operationsSinceSweep >= max(64, entries.count) else { return [] }
        operationsSinceSweep = 0
        var released: [Any] = []
        for (identity, entry) in entries where entry.owner.object == nil {
            released.append(entries.removeValue(forKey: identity) as Any)
        }
        return released
    }
}
