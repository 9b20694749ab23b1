import Foundation

extension UINib {
    /// The nib's file name or class, or nil when neither exists.
    func resolve() -> ResolvedNib? {
        switch contents {
        case .archive(let data, _):
            return .archive(data)
        case .named(let name, let directory):
            if let url = Self.fileURL(named: name, directory: directory, bundle: bundle) {
                guard let data = try? Data(contentsOf: url) else {
                    preconditionFailure("UINib: could not read the nib file \(url.path) (named '\(name)')")
                }
                return .archive(data)
            }
            return NibClassLookup.lookUp(name, bundle: bundle, context: lookupContext).map { .type($0) }
        }
    }

    /// `<name>.nib` in `directory` (a compiled storyboard) or else the bundle's resources.
    static func fileURL(named name: String, directory: URL?, bundle: Bundle) -> URL? {
        if let directory {
            let url = directory.appendingPathComponent(name).appendingPathExtension("nib")
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return bundle.url(forResource: name, withExtension: "nib")
    }

    var name: String? {
        switch contents {
        case .named(let name, _): return name
        case .archive(_, let name): return name
        }
    }

    /// UIKit's message for a nib that is not in its bundle (an NSInternalInconsistencyException).
    func missingNibMessage() -> String {
        "Could not load NIB in bundle: 'NSBundle <\(bundle.bundlePath)> (loaded)' with name '\(name ?? "")'"
    }

    func _instantiate(withOwner owner: Any?, options: [UINib.OptionsKey: Any]?, reuseIdentifier: String?) -> [Any] {
        var context: [Any] = owner.map { [$0] } ?? []
        if let external = options?[.externalObjects] {
            // UIKit: the value must be a dictionary of identifiers to objects.
            guard let objects = external as? [String: Any] else {
                preconditionFailure("UINib.instantiate(withOwner:options:): the value of UINib.OptionsKey.externalObjects must be a [String: Any] dictionary, not \(type(of: external))")
            }
            context += objects.values
        }
        lookupContext = context.map { $0 as AnyObject } + lookupContext
        defer { lookupContext.removeFirst(context.count) }
        guard let resolved = resolve() else { preconditionFailure(missingNibMessage()) }
        switch resolved {
        case .archive(let data):
            return Self.unarchive(data, name: name)
        case .type(let type):
            guard let object = NibClassLookup.instantiate(type, bundle: bundle, reuseIdentifier: reuseIdentifier) else {
                preconditionFailure(missingNibMessage())
            }
            Self.awake([object])
            return [object]
        }
    }

    /// The archive's top-level objects: its root object, or the elements of a root array.
    static func unarchive(_ data: Data, name: String?) -> [Any] {
        let label = name.map { "'\($0)'" } ?? "from data"
        if data.starts(with: Array("NIBArchive".utf8)) {
            preconditionFailure("UINib: the nib \(label) is a compiled Interface Builder nib, which cannot be read on Linux; archive its objects with NSKeyedArchiver, or name the nib after a UIView or UIViewController subclass that builds its interface in code")
        }
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: data) else {
            preconditionFailure("UINib: the nib \(label) is not a keyed archive (NSKeyedArchiver) and cannot be loaded")
        }
        unarchiver.requiresSecureCoding = false
        unarchiver.decodingFailurePolicy = .setErrorAndReturn
        let recorder = NibDecodingRecorder()
        unarchiver.delegate = recorder
        let root = unarchiver.decodeObject(forKey: NSKeyedArchiveRootObjectKey)
        unarchiver.finishDecoding()
        if let error = unarchiver.error {
            preconditionFailure("UINib: the nib \(label) could not be decoded: \(error)")
        }
        let topLevel: [Any]
        if let array = root as? [Any] { topLevel = array } else if let root { topLevel = [root] } else { topLevel = [] }
        awake(recorder.decoded)
        return topLevel
    }

    /// UIKit sends `awakeFromNib()` to every object the nib made, after all are made.
    static func awake(_ objects: [NSObject]) {
        for object in objects {
            if let responder = object as? UIResponder {
                responder.awakeFromNib()
            } else if let recognizer = object as? UIGestureRecognizer {
                recognizer.awakeFromNib()
            }
        }
    }
}
