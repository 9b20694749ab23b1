/// A way a configuration's items can be used (UIKit, iOS 13).
public struct UIActivityItemsConfigurationInteraction: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Sharing (the Share menu and sheet).
    public static let share = UIActivityItemsConfigurationInteraction("share")
}

/// Keys for a configuration's metadata (UIKit, iOS 13).
public struct UIActivityItemsConfigurationMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let title = UIActivityItemsConfigurationMetadataKey("title")
    public static let messageBody = UIActivityItemsConfigurationMetadataKey("messageBody")
    /// iOS 14.
    public static let linkPresentationMetadata = UIActivityItemsConfigurationMetadataKey("linkPresentationMetadata")
}

/// What a preview is for (UIKit, iOS 13).
public struct UIActivityItemsConfigurationPreviewIntent: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let fullSize = UIActivityItemsConfigurationPreviewIntent("fullSize")
    public static let thumbnail = UIActivityItemsConfigurationPreviewIntent("thumbnail")
}
