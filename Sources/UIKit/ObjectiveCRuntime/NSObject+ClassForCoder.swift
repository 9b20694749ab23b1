import Foundation

// Objective-C's root class answers NSObject's instance methods on class objects too (each
// metaclass inherits from NSObject), so iOS code calls `Subclass.classForCoder()` to get a
// class to pass to `isKind(of:)`. Linux Foundation's NSObject has only the instance property.
extension NSObject {
    /// The receiving class: `+[NSObject classForCoder]` on a class object returns
    /// `[self class]`, the class itself (not a coding substitute).
    public class func classForCoder() -> AnyClass { self }
}
