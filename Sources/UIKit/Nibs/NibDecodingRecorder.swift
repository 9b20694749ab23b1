import Foundation

/// Collects every object an unarchiver makes, so each gets `awakeFromNib()` once all exist.
/// Foundation calls it on the thread that decodes: nibs are instantiated on the main thread.
final class NibDecodingRecorder: NSObject, NSKeyedUnarchiverDelegate, @unchecked Sendable {
    private(set) var decoded: [NSObject] = []

    func unarchiver(_ unarchiver: NSKeyedUnarchiver, didDecode object: Any?) -> Any? {
        if let object = object as? NSObject { decoded.append(object) }
        return object
    }

    // Foundation on Linux declares these without defaults.
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, cannotDecodeObjectOfClassName name: String,
                    originalClasses classNames: [String]) -> AnyClass? { nil }
    func unarchiver(_ unarchiver: NSKeyedUnarchiver, willReplace object: Any, with newObject: Any) {}
    func unarchiverWillFinish(_ unarchiver: NSKeyedUnarchiver) {}
    func unarchiverDidFinish(_ unarchiver: NSKeyedUnarchiver) {}
}
