import Foundation

/// A key for an app's own state in a configuration state (UIKit): a reverse-DNS string.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}
