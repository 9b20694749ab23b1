// Dispatch's time constants, which iOS code gets with `import UIKit` (Darwin imports the C
// macros of <dispatch/time.h>); Swift on Linux does not import them from Dispatch.

public var NSEC_PER_SEC: UInt64 { 1_000_000_000 }
public var NSEC_PER_MSEC: UInt64 { 1_000_000 }
public var USEC_PER_SEC: UInt64 { 1_000_000 }
public var NSEC_PER_USEC: UInt64 { 1_000 }
