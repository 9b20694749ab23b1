@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The pasteboard's items as item providers (UIKit, iOS 11): the same providers drag and drop
/// uses, one per item, each representation a type of the item.
extension UIPasteboard {
    /// One provider per item, offering each of the item's types (text as UTF-8, a URL as its
    /// string, an image in its type's encoding).
    var providersOfItems: [NSItemProvider] { currentItems.map(Self.itemProvider(for:)) }

    /// Replaces the items with one per provider, holding each representation the provider
    /// registered; `localOnly` keeps them from the platform clipboard and after
    /// `expirationDate` the pasteboard reads as empty.
    ///
    /// UIKit reads a provider's data when a receiver asks for it. Ours reads it now: a
    /// representation whose load handler has not answered when it returns (one that loads
    /// in the background) is left out, with a log line.
    func replaceItems(withProviders itemProviders: [NSItemProvider], localOnly: Bool, expirationDate: Date?) {
        var options: [UIPasteboard.OptionsKey: Any] = [.localOnly: localOnly]
        if let expirationDate { options[.expirationDate] = expirationDate }
        setItems(itemProviders.map(Self.item(from:)), options: options)
    }

    /// Swift values whose bridged class writes itself (`String`, `URL`).
    public func setObjects<T: _ObjectiveCBridgeable>(_ objects: [T]) where T._ObjectiveCType: NSItemProviderWriting {
        setObjects(objects, localOnly: false, expirationDate: nil)
    }

    public func setObjects<T: _ObjectiveCBridgeable>(_ objects: [T], localOnly: Bool, expirationDate date: Date?)
        where T._ObjectiveCType: NSItemProviderWriting {
        setObjects(objects.map { $0._bridgeToObjectiveC() as any NSItemProviderWriting }, localOnly: localOnly, expirationDate: date)
    }

    // MARK: Conversions

    static func itemProvider(for item: [String: Any]) -> NSItemProvider {
        let provider = NSItemProvider()
        // Text first: receivers take the first representation they read.
        let types = item.keys.sorted { lhs, rhs in
            let l = stringTypes.contains(lhs), r = stringTypes.contains(rhs)
            return l != r ? l : lhs < rhs
        }
        for type in types {
            let data = UncheckedBox(Self.data(of: item[type], type: type))
            provider.registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                if let value = data.value {
                    completion(value, nil)
                } else {
                    completion(nil, NSItemProvider.unavailableError("the pasteboard's \(type) value has no data form"))
                }
                return nil
            }
        }
        return provider
    }

    /// The item a provider stands for: each representation's data (text types as strings,
    /// URL types as URLs, so the typed getters read them).
    static func item(from provider: NSItemProvider) -> [String: Any] {
        var item: [String: Any] = [:]
        for representation in provider.lock.withLock({ provider.representations }) {
            let type = representation.typeIdentifier
            let result = SynchronousLoadResult()
            _ = representation.load { data, _ in result.set(data) }
            guard let loaded = result.value else {
                FrameworkLog.log("UIPasteboard.setItemProviders(_:localOnly:expirationDate:): \(type) was not loaded synchronously; left out")
                continue
            }
            guard let data = loaded else { continue }
            if stringTypes.contains(type), let text = String(data: data, encoding: .utf8) {
                item[type] = text
            } else if urlTypes.contains(type), let text = String(data: data, encoding: .utf8), let url = URL(string: text) {
                item[type] = url
            } else {
                item[type] = data
            }
        }
        return item
    }
}

/// The outcome of a load handler if it answered before returning (nil: not yet).
final class SynchronousLoadResult: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Data??

    func set(_ data: Data?) { lock.withLock { stored = .some(data) } }
    var value: Data?? { lock.withLock { stored } }
}
