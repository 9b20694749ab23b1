import Foundation

/// How `measure(metrics:options:block:)` runs its block.
open class XCTMeasureOptions: NSObject, NSCopying {
    /// Whether the test starts and stops measuring itself.
    public struct InvocationOptions: OptionSet, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// The options of the given bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The block calls `startMeasuring()` (not supported on Linux: see `measure(metrics:options:block:)`).
        public static let manuallyStart = InvocationOptions(rawValue: 1 << 0)
        /// The block calls `stopMeasuring()` (not supported on Linux).
        public static let manuallyStop = InvocationOptions(rawValue: 1 << 1)
    }

    /// How many iterations are measured (5). The block runs once more first, unmeasured,
    /// to warm up, as in XCTest.
    open var iterationCount: Int = 5

    /// Whether the block starts and stops measuring itself (none: automatic).
    open var invocationOptions: InvocationOptions = []

    /// Options with XCTest's defaults (5 iterations, automatic measuring).
    public override init() { super.init() }

    /// New default options (a fresh copy each time, as XCTest's `@NSCopying` property gives).
    open class var `default`: XCTMeasureOptions { XCTMeasureOptions() }

    /// Options with the same values.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = XCTMeasureOptions()
        copy.iterationCount = iterationCount
        copy.invocationOptions = invocationOptions
        return copy
    }
}
