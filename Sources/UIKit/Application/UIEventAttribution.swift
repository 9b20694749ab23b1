import Foundation

/// An ad click to attribute to the page or app it opens (UIKit, iOS 14.5; Private Click
/// Measurement). Kept with the URL it opens; nothing reports it on Linux.
@preconcurrency @MainActor
open class UIEventAttribution: NSObject, NSCopying {
    /// Which ad was tapped (0–255).
    public let sourceIdentifier: UInt8
    public let destinationURL: URL
    /// UIKit reads it from the Info.plist's `NSAdvertisingAttributionReportEndpoint`; OpenUIKit
    /// reads no Info.plist, so nil.
    public let reportEndpoint: URL?
    public let sourceDescription: String
    public let purchaser: String

    public init(sourceIdentifier: UInt8, destinationURL: URL, sourceDescription: String, purchaser: String) {
        self.sourceIdentifier = sourceIdentifier
        self.destinationURL = destinationURL
        self.reportEndpoint = nil
        self.sourceDescription = sourceDescription
        self.purchaser = purchaser
        super.init()
    }

    nonisolated public func copy(with zone: NSZone? = nil) -> Any {
        // Immutable: a copy may be the object itself.
        self
    }
}
