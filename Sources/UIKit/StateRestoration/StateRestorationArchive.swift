import Foundation

/// The layout of the restoration archive (ours: UIKit's is private). The top-level keyed
/// archive holds Apple's documented keys, whatever the app delegate encodes in
/// `application(_:willEncodeRestorableStateWith:)`, and one entry per preserved object: its
/// restoration path, whether it is a view, its restoration class and its own keyed archive
/// (each object decodes from a coder of its own, as on iOS).
enum StateRestorationArchive {
    static let pathsKey = "UIStateRestorationObjectPaths"
    static let kindsKey = "UIStateRestorationObjectKinds"
    static let classesKey = "UIStateRestorationObjectClasses"
    static let statesKey = "UIStateRestorationObjectStates"
    /// The base `UIViewController` state: the view controller it presents.
    static let presentedViewControllerKey = "UIPresentedViewController"

    enum Kind: Int {
        case viewController = 0
        case view = 1
        /// A registered `UIStateRestoring` object.
        case object = 2
    }

    struct Entry {
        var path: [String]
        var kind: Kind
        /// "Module.Class" of the view controller's or object's restoration class; "" for none.
        var restorationClassName: String
        var state: Data
    }

    static func write(_ entries: [Entry], to coder: NSKeyedArchiver) {
        coder.encode(entries.map { $0.path as NSArray } as NSArray, forKey: pathsKey)
        coder.encode(entries.map { $0.kind.rawValue } as NSArray, forKey: kindsKey)
        coder.encode(entries.map { $0.restorationClassName } as NSArray, forKey: classesKey)
        coder.encode(entries.map { $0.state as NSData } as NSArray, forKey: statesKey)
    }

    /// The entries, or nil for an archive that is not one of ours (or is damaged).
    static func read(from coder: NSCoder) -> [Entry]? {
        guard let paths = coder._decodedArray(of: NSArray.self, forKey: pathsKey),
              let kinds = coder._decodedArray(of: NSNumber.self, forKey: kindsKey),
              let classes = coder._decodedArray(of: NSString.self, forKey: classesKey),
              let states = coder._decodedArray(of: NSData.self, forKey: statesKey),
              paths.count == kinds.count, kinds.count == classes.count, classes.count == states.count else {
            return nil
        }
        var entries: [Entry] = []
        for index in paths.indices {
            guard let path = paths[index] as? [String], !path.isEmpty,
                  let kind = Kind(rawValue: kinds[index].intValue) else { return nil }
            entries.append(Entry(path: path, kind: kind,
                                 restorationClassName: String(describing: classes[index]),
                                 state: Data(referencing: states[index])))
        }
        return entries
    }

    /// A keyed archiver for one object's state, swapping restorable objects for references.
    static func makeObjectCoder(delegate: StateRestorationReferenceDelegate) -> NSKeyedArchiver {
        // Differs from UIKit: the coders do not require secure coding. On iOS (13.2 and later)
        // they do, and a class that does not support it fails with an error; Foundation on
        // Linux stops the process instead, so an app's `decodeObject(forKey:)` would end it.
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        coder.delegate = delegate
        return coder
    }

    static func makeObjectDecoder(_ data: Data, delegate: StateRestorationReferenceDelegate) -> NSKeyedUnarchiver? {
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: data) else { return nil }
        coder.requiresSecureCoding = false
        coder.decodingFailurePolicy = .setErrorAndReturn
        coder.delegate = delegate
        return coder
    }
}
