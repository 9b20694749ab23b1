import Foundation

/// Porting aliases: CoreFoundation's `CFData` and `CFURL` are not available on Linux, and
/// OpenUIKit's CoreGraphics takes `Data` and `URL` where Apple's takes them, so iOS code's
/// `data as CFData` and `url as CFURL` compile unchanged.
public typealias CFData = Data
public typealias CFURL = URL
