/// How an associated value is kept (the Objective-C runtime's policies, with its raw values).
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not kept alive. Differs from the Objective-C runtime: an object value reads as nil once
    /// it is freed (Objective-C leaves a dangling pointer).
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// The value is copied when it adopts `NSCopying`; Swift values are copied anyway.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}
