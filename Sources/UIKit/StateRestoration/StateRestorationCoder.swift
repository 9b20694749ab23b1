import Foundation

/// The coder an object decodes its restorable state from: a keyed unarchiver whose object
/// reads of a key that is not there give nil, as on iOS. Foundation on Linux treats such a
/// read as a decoding error that either stops the process or makes every later object read
/// give nil; restoration code reads keys an older version of the app never wrote.
final class StateRestorationCoder: NSCoder {
    let archive: NSKeyedUnarchiver
    /// The unarchiver holds its delegate weakly; the coder keeps it for its life.
    private let referenceDelegate: StateRestorationReferenceDelegate?

    init(_ archive: NSKeyedUnarchiver, referenceDelegate: StateRestorationReferenceDelegate? = nil) {
        self.archive = archive
        self.referenceDelegate = referenceDelegate
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }
    override var requiresSecureCoding: Bool { archive.requiresSecureCoding }
    override var decodingFailurePolicy: NSCoder.DecodingFailurePolicy { archive.decodingFailurePolicy }
    override var error: (any Error)? { archive.error }
    override func containsValue(forKey key: String) -> Bool { archive.containsValue(forKey: key) }

    override func decodeObject(forKey key: String) -> Any? {
        archive.containsValue(forKey: key) ? archive.decodeObject(forKey: key) : nil
    }

    override func decodeObject(of classes: [AnyClass]?, forKey key: String) -> Any? {
        archive.containsValue(forKey: key) ? archive.decodeObject(of: classes, forKey: key) : nil
    }

    override func decodeBool(forKey key: String) -> Bool { archive.decodeBool(forKey: key) }
    override func decodeInteger(forKey key: String) -> Int { archive.decodeInteger(forKey: key) }
    override func decodeInt32(forKey key: String) -> Int32 { archive.decodeInt32(forKey: key) }
    override func decodeInt64(forKey key: String) -> Int64 { archive.decodeInt64(forKey: key) }
    override func decodeFloat(forKey key: String) -> Float { archive.decodeFloat(forKey: key) }
    override func decodeDouble(forKey key: String) -> Double { archive.decodeDouble(forKey: key) }
}
