import Foundation
@_spi(Diagnostics) import CoreGraphics

/// A ready-made `UIActivityItemsConfigurationReading` (UIKit, iOS 13): the items, and blocks
/// that answer the metadata, preview and activity questions.
@preconcurrency @MainActor
open class UIActivityItemsConfiguration: NSObject, UIActivityItemsConfigurationReading {
    private let itemProviders: [NSItemProvider]

    /// An object of yours the configuration stands for (not used by UIKit).
    open var localObject: Any?
    /// The interactions the items allow (`[.share]`).
    open var supportedInteractions: [UIActivityItemsConfigurationInteraction] = [.share]
    open var metadataProvider: ((UIActivityItemsConfigurationMetadataKey) -> Any?)?
    open var perItemMetadataProvider: ((Int, UIActivityItemsConfigurationMetadataKey) -> Any?)?
    open var previewProvider: ((Int, UIActivityItemsConfigurationPreviewIntent, CGSize) -> NSItemProvider?)?
    open var applicationActivitiesProvider: (() -> [UIActivity])?

    /// Items from objects that can write themselves to item providers.
    public convenience init(objects: [any NSItemProviderWriting]) {
        self.init(itemProviders: objects.map { NSItemProvider(object: $0) })
    }

    public init(itemProviders: [NSItemProvider]) {
        self.itemProviders = itemProviders
        super.init()
    }

    open var itemProvidersForActivityItemsConfiguration: [NSItemProvider] { itemProviders }

    open func activityItemsConfigurationSupportsInteraction(_ interaction: UIActivityItemsConfigurationInteraction) -> Bool {
        supportedInteractions.contains(interaction)
    }

    open func activityItemsConfigurationMetadata(key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        metadataProvider?(key)
    }

    open func activityItemsConfigurationMetadataForItem(at index: Int, key: UIActivityItemsConfigurationMetadataKey) -> Any? {
        perItemMetadataProvider?(index, key)
    }

    open func activityItemsConfigurationPreviewForItem(at index: Int, intent: UIActivityItemsConfigurationPreviewIntent,
                                                       suggestedSize: CGSize) -> NSItemProvider? {
        previewProvider?(index, intent, suggestedSize)
    }

    open var applicationActivitiesForActivityItemsConfiguration: [UIActivity]? { applicationActivitiesProvider?() }
}
