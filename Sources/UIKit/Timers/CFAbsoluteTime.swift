// Core Foundation's absolute time, which iOS code gets with `import UIKit` (UIKit imports
// Foundation, which imports CoreFoundation); Swift on Linux keeps CoreFoundation out of
// `import Foundation`. Declared here so that a file importing only UIKit compiles; a file that
// also imports CoreFoundation gets CoreFoundation's function (this one is disfavored, so the
// call is not ambiguous).

/// Seconds since 00:00:00 UTC on 1 January 2001 (Core Foundation's reference date).
public typealias CFAbsoluteTime = CFTimeInterval

/// The wall-clock time now, in seconds since the reference date — `Date`'s
/// `timeIntervalSinceReferenceDate`, as in Core Foundation. It is the system clock, not the
/// framework clock: `ManualClock` does not move it (use `CACurrentMediaTime()` for that).
@_disfavoredOverload
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    Date().timeIntervalSinceReferenceDate
}

/// Seconds from 1 January 1970 to the reference date (1 January 2001).
public let kCFAbsoluteTimeIntervalSince1970: CFTimeInterval = 978_307_200
