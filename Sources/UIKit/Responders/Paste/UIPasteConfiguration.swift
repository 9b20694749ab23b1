import Foundation
import UniformTypeIdentifiers

/// The kinds of data a responder accepts from paste and drop, as type identifiers (UIKit,
/// iOS 11). Set it as the responder's `pasteConfiguration`.
@preconcurrency @MainActor
open class UIPasteConfiguration: NSObject, @preconcurrency NSCopying {
    /// The accepted uniform type identifiers, in order, without repeats.
    open var acceptableTypeIdentifiers: [String] = []

    public override init() {
        super.init()
    }

    public convenience init(acceptableTypeIdentifiers: [String]) {
        self.init()
        addAcceptableTypeIdentifiers(acceptableTypeIdentifiers)
    }

    /// The types instances of `aClass` can be read from.
    public convenience init(forAccepting aClass: any NSItemProviderReading.Type) {
        self.init()
        addTypeIdentifiers(forAccepting: aClass)
    }

    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        for identifier in acceptableTypeIdentifiers where !self.acceptableTypeIdentifiers.contains(identifier) {
            self.acceptableTypeIdentifiers.append(identifier)
        }
    }

    open func addTypeIdentifiers(forAccepting aClass: any NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIPasteConfiguration(acceptableTypeIdentifiers: acceptableTypeIdentifiers)
    }
}
