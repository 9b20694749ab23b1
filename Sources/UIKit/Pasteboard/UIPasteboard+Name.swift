extension UIPasteboard {
    /// The name of a pasteboard.
    public struct Name: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The general (system-wide) pasteboard.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        @available(*, deprecated, message: "The find pasteboard is not available since iOS 10")
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// Keys of the options `setItems(_:options:)` takes.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// `true`: the items stay on this device (here: off the platform clipboard).
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }
}
