/// A kind of tag a type can carry (a filename extension, a MIME type).
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// UIKit: `"public.filename-extension"`.
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// UIKit: `"public.mime-type"`.
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")

    public var description: String { rawValue }
}
