import Foundation
@_spi(Diagnostics) import CoreGraphics

/// What a responder offers to share (UIKit, iOS 13): its items as item providers, and
/// optionally metadata, previews and app activities. Set one as a responder's
/// `activityItemsConfiguration`. On Linux nothing reads it but your code (no share from
/// context menus or the Mac's Share menu).
@preconcurrency @MainActor
public protocol UIActivityItemsConfigurationReading: NSObjectProtocol {
    var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { get }
    /// Optional in UIKit (default: only `.share`).
    func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool
    /// Optional in UIKit (default: nil).
    func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any?
    /// Optional in UIKit (default: nil).
    func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any?
    /// Optional in UIKit (default: nil).
    func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                  suggestedSize: CGSize) -> NSItemProvider?
    /// Optional in UIKit (default: nil).
    var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { get }
}

extension UIActivityItemsConfigurationReading {
    public func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        interaction == .share
    }

    public func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? { nil }

    public func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        nil
    }

    public func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                         suggestedSize: CGSize) -> NSItemProvider? {
        nil
    }

    public var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { nil }
}
