import Foundation

/// What a restoration archive holds where an object's `encodeRestorableState(with:)` encoded
/// a view controller or a restorable view: its restoration path. UIKit archives such objects
/// by reference (their own state is saved once, under their path), and decoding the key
/// gives back the restored object.
final class StateRestorationReference: NSObject, NSSecureCoding {
    static var supportsSecureCoding: Bool { true }

    /// The restoration identifiers from the root view controller down; empty for an object
    /// that is not preserved (it decodes as nil).
    let path: [String]
    let kind: StateRestorationArchive.Kind

    init(path: [String], kind: StateRestorationArchive.Kind) {
        self.path = path
        self.kind = kind
        super.init()
    }

    init?(coder: NSCoder) {
        guard coder.containsValue(forKey: "UIRestorationPath"),
              let components = coder.decodeObject(of: [NSArray.self, NSString.self], forKey: "UIRestorationPath") as? [String] else {
            return nil
        }
        path = components
        kind = StateRestorationArchive.Kind(rawValue: coder.decodeInteger(forKey: "UIRestorationKind")) ?? .viewController
        super.init()
    }

    func encode(with coder: NSCoder) {
        coder.encode(path as NSArray, forKey: "UIRestorationPath")
        coder.encode(kind.rawValue, forKey: "UIRestorationKind")
    }
}

/// The archiver and unarchiver delegate that swaps restorable objects for references and
/// back. Foundation calls it on the thread that encodes, here always the main thread.
final class StateRestorationReferenceDelegate: NSObject, NSKeyedArchiverDelegate, NSKeyedUnarchiverDelegate, @unchecked Sendable {
    private let replace: @MainActor (Any) -> Any?
    private let resolve: @MainActor (StateRestorationReference) -> Any?

    init(replace: @escaping @MainActor (Any) -> Any?, resolve: @escaping @MainActor (StateRestorationReference) -> Any?) {
        self.replace = replace
        self.resolve = resolve
        super.init()
    }

    func archiver(_ archiver: NSKeyedArchiver, willEncode object: Any) -> Any? {
        // The objects stay on the main thread, where Foundation calls this.
        nonisolated(unsafe) let object = object
        nonisolated(unsafe) var replacement: Any?
        MainActor.assumeIsolated { replacement = replace(object) }
        return replacement
    }

    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
        guard let decoded = object as? StateRestorationReference else { return object }
        nonisolated(unsafe) let reference = decoded
        nonisolated(unsafe) var resolved: Any?
        MainActor.assumeIsolated { resolved = resolve(reference) }
        // An object that is not restored decodes as nil (NSNull inside an array).
        return resolved ?? NSNull()
    }

    // Foundation on Linux declares these without defaults.
    func archiver(_ archiver: NSKeyedArchiver, didEncode object: Any?) {}
    func archiver(_ archiver: NSKeyedArchiver, willReplace object: Any?, withObject newObject: Any?) {}
    func archiverWillFinish(_ archiver: NSKeyedArchiver) {}
    func archiverDidFinish(_ archiver: NSKeyedArchiver) {}
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String,
                    originalClasses classNames: [String]) -> AnyClass? { nil }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
