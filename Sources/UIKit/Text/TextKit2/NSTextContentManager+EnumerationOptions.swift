import Foundation

extension NSTextContentManager {
    /// How `enumerateTextElements(from:options:using:)` walks (UIKit's raw values).
    public struct EnumerationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let reverse = EnumerationOptions(rawValue: 1 << 0)
    }
}
