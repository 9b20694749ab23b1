import Foundation

// Core Foundation's data calls that PDF code uses with `CGDataConsumer(data:)`
// (`CFDataCreateMutable(nil, 0)`, then `mutableData as Data`). Linux Foundation has no
// CoreFoundation bridging: the mutable data is `NSMutableData`, which `as Data` reads.

/// Core Foundation's mutable data (`NSMutableData` here; toll-free bridged on Apple's platforms).
public typealias CFMutableData = NSMutableData

/// Core Foundation's signed index and count type.
public typealias CFIndex = Int

/// Core Foundation's memory allocator. Only the default allocator exists: pass nil or
/// `kCFAllocatorDefault`.
public final class CFAllocator: @unchecked Sendable {
    private init() {}
}

/// The default allocator (nil, as Core Foundation's `kCFAllocatorDefault` is NULL).
public let kCFAllocatorDefault: CFAllocator! = nil

/// Creates an empty mutable data object. `capacity` is the most bytes it may hold, 0 for no
/// limit; the limit is not enforced here.
public func CFDataCreateMutable(_ allocator: CFAllocator!, _ capacity: CFIndex) -> CFMutableData! {
    precondition(capacity >= 0, "CFDataCreateMutable: capacity \(capacity) must not be negative")
    return NSMutableData()
}
