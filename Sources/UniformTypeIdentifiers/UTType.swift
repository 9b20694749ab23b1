import Foundation

/// A uniform type: an identifier in the system's type tree (`public.png` conforms to
/// `public.image`, which conforms to `public.data` and `public.content`), with its filename
/// extensions and MIME types. Linux has no type database: the declared types are the ones in
/// `UniformTypeTree`; any other tag gets a dynamic type, as on Apple's systems.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`"public.png"`, or `"dyn.…"` for a dynamic type).
    public let identifier: String
    /// What a dynamic, exported or imported type conforms to beyond the declared tree.
    private let extraParents: [String]
    private let extraTags: [UTTagClass: [String]]
    private let kind: Kind

    private enum Kind: Sendable, Hashable {
        case declared
        case dynamic
        /// Made with `init(exportedAs:)` / `init(importedAs:)`: the app declares it.
        case appDeclared
    }

    /// UIKit: nil when the system does not know the identifier.
    public init?(_ identifier: String) {
        guard UniformTypeTree.declarations[identifier] != nil else { return nil }
        self.init(declared: identifier)
    }

    init(declared identifier: String) {
        self.init(identifier: identifier, extraParents: [], extraTags: [:], kind: .declared)
    }

    private init(identifier: String, extraParents: [String], extraTags: [UTTagClass: [String]], kind: Kind) {
        self.identifier = identifier
        self.extraParents = extraParents
        self.extraTags = extraTags
        self.kind = kind
    }

    /// A type the app exports (declares in its Info.plist on iOS).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appDeclared: identifier, conformingTo: parentType)
    }

    /// A type another app owns that this app uses.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(appDeclared: identifier, conformingTo: parentType)
    }

    private init(appDeclared identifier: String, conformingTo parentType: UTType?) {
        if UniformTypeTree.declarations[identifier] != nil {
            self.init(declared: identifier)
        } else {
            self.init(identifier: identifier, extraParents: parentType.map { [$0.identifier] + $0.extraParents } ?? [],
                      extraTags: [:], kind: .appDeclared)
        }
    }

    /// The declared type with this tag that conforms to `supertype`, else a dynamic type
    /// carrying the tag. UIKit: nil only when the input is not valid (an empty tag).
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard !tag.isEmpty else { return nil }
        let candidates = UTType.types(tag: tag, tagClass: tagClass, conformingTo: supertype)
        if let first = candidates.first {
            self = first
            return
        }
        // Ours: a dynamic identifier that names the tag readably (Apple's encoding differs).
        let escaped = tag.lowercased().unicodeScalars.map { scalar -> String in
            CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII ? String(scalar) : "-"
        }.joined()
        let kindName = tagClass == .mimeType ? "mime" : tagClass == .filenameExtension ? "ext" : "tag"
        self = UTType(identifier: "dyn.\(kindName).\(escaped)",
                      extraParents: supertype.map { [$0.identifier] + $0.extraParents } ?? [],
                      extraTags: [tagClass: [tagClass == .filenameExtension ? tag.lowercased() : tag]], kind: .dynamic)
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        var ext = filenameExtension
        if ext.hasPrefix(".") { ext.removeFirst() }
        self.init(tag: ext, tagClass: .filenameExtension, conformingTo: supertype)
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every declared type with the tag, conforming to `supertype` when given.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        let key = tagClass == .filenameExtension ? tag.lowercased() : tag.lowercased()
        return UniformTypeTree.declarations.keys.sorted().compactMap { identifier -> UTType? in
            guard let declaration = UniformTypeTree.declarations[identifier] else { return nil }
            let tags = tagClass == .filenameExtension ? declaration.extensions
                : tagClass == .mimeType ? declaration.mimeTypes : []
            guard tags.contains(key) else { return nil }
            let type = UTType(declared: identifier)
            if let supertype, !type.conforms(to: supertype) { return nil }
            return type
        }
    }

    // MARK: Tags

    public var tags: [UTTagClass: [String]] {
        if let declaration = UniformTypeTree.declarations[identifier] {
            var tags: [UTTagClass: [String]] = [:]
            if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
            if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
            return tags
        }
        return extraTags
    }

    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// English descriptions (Linux has no localized type names).
    public var localizedDescription: String? { UniformTypeTree.declarations[identifier]?.description }

    public var version: NSNumber? { nil }

    public var referenceURL: URL? { nil }

    public var isDynamic: Bool { kind == .dynamic }

    public var isDeclared: Bool { kind != .dynamic }

    /// UIKit: declared by the system, its identifier starting with `public.`.
    public var isPublic: Bool { kind == .declared && identifier.hasPrefix("public.") }

    // MARK: Conformance

    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        if UniformTypeTree.conforms(identifier, to: type.identifier) { return true }
        return extraParents.contains { UniformTypeTree.conforms($0, to: type.identifier) }
    }

    public func isSupertype(of type: UTType) -> Bool {
        type.conforms(to: self)
    }

    public func isSubtype(of type: UTType) -> Bool {
        identifier != type.identifier && conforms(to: type)
    }

    /// Every type this one conforms to, itself excluded.
    public var supertypes: Set<UTType> {
        var identifiers = UniformTypeTree.ancestors(of: identifier)
        for parent in extraParents {
            identifiers.insert(parent)
            identifiers.formUnion(UniformTypeTree.ancestors(of: parent))
        }
        return Set(identifiers.map { UniformTypeTree.declarations[$0] != nil ? UTType(declared: $0) : UTType(appDeclared: $0, conformingTo: nil) })
    }

    // MARK: Equality, coding, description

    public static func == (lhs: UTType, rhs: UTType) -> Bool {
        lhs.identifier == rhs.identifier
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    public init(from decoder: any Decoder) throws {
        let identifier = try decoder.singleValueContainer().decode(String.self)
        if UniformTypeTree.declarations[identifier] != nil {
            self.init(declared: identifier)
        } else {
            self.init(appDeclared: identifier, conformingTo: nil)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    public var description: String { identifier }

    public var debugDescription: String {
        "\(identifier) (\(localizedDescription ?? "no description"))"
    }
}
