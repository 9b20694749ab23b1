import Foundation

extension UINib {
    /// Keys of the options dictionary of `instantiate(withOwner:options:)` and
    /// `Bundle.loadNibNamed(_:owner:options:)`.
    public struct OptionsKey: Hashable, Equatable, RawRepresentable, Sendable {
        public let rawValue: String

        public init(rawValue: String) { self.rawValue = rawValue }

        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `[String: Any]` of objects the nib refers to by identifier (its external proxy
        /// objects). UIKit's key: "UINibExternalObjects".
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }
}
