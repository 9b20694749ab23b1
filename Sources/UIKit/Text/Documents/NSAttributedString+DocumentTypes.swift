import Foundation

extension NSAttributedString {
    /// The formats an attributed string reads and writes (UIKit's raw values).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let plain = DocumentType(rawValue: "NSPlainText")
        public static let rtf = DocumentType(rawValue: "NSRTF")
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// Options for reading a document (`init(data:options:documentAttributes:)`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// A `DocumentType`; without it the format is guessed from the data.
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// A `String.Encoding` raw value (`UInt`) for plain text and HTML.
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes for plain text (`[NSAttributedString.Key: Any]`).
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// Attributes of a whole document, read or written beside its text.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        public static let defaultAttributes = DocumentAttributeKey(rawValue: "DefaultAttributes")
        public static let paperSize = DocumentAttributeKey(rawValue: "PaperSize")
        public static let paperMargin = DocumentAttributeKey(rawValue: "PaperMargin")
        public static let viewSize = DocumentAttributeKey(rawValue: "ViewSize")
        public static let viewZoom = DocumentAttributeKey(rawValue: "ViewZoom")
        public static let viewMode = DocumentAttributeKey(rawValue: "ViewMode")
        public static let readOnly = DocumentAttributeKey(rawValue: "ReadOnly")
        public static let backgroundColor = DocumentAttributeKey(rawValue: "BackgroundColor")
        public static let hyphenationFactor = DocumentAttributeKey(rawValue: "HyphenationFactor")
        public static let defaultTabInterval = DocumentAttributeKey(rawValue: "DefaultTabInterval")
        /// RTF only: the `\cocoartf` version of the Cocoa text system that wrote the file (an
        /// `NSNumber`; absent for other writers). The raw value is assumed.
        public static let cocoaVersion = DocumentAttributeKey(rawValue: "CocoaVersion")
    }
}
