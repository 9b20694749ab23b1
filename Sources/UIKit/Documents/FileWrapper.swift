import Foundation

/// A file, a directory of files or a symbolic link, in memory (Foundation's `FileWrapper`,
/// which swift-corelibs-foundation does not provide): the contents `UIDocument` hands to
/// `load(fromContents:ofType:)` for a package and writes back from `contents(forType:)`.
///
/// Children are keyed by unique names (a second child with the same preferred name gets
/// "2 name", as Foundation does). Not provided: `serializedRepresentation`, secure coding.
open class FileWrapper: NSObject {
    private enum Kind {
        case regularFile(Data)
        case directory([String: FileWrapper])
        case symbolicLink(URL)
    }

    private var kind: Kind

    /// The name the wrapper would like in its parent directory.
    open var preferredFilename: String?
    /// The name it has (set when read from disk or added to a parent).
    open var filename: String?
    /// File attributes (`FileAttributeKey` raw values) read with the item or to write.
    open var fileAttributes: [String: Any] = [:]

    public init(regularFileWithContents contents: Data) {
        kind = .regularFile(contents)
        super.init()
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        kind = .directory([:])
        super.init()
        for (name, child) in childrenByPreferredName.sorted(by: { $0.key < $1.key }) {
            if child.preferredFilename == nil { child.preferredFilename = name }
            _ = addFileWrapper(child)
        }
    }

    public init(symbolicLinkWithDestinationURL url: URL) {
        kind = .symbolicLink(url)
        super.init()
    }

    /// Reads the item at `url` (a directory with everything in it).
    public init(url: URL, options: ReadingOptions = []) throws {
        kind = .regularFile(Data())
        super.init()
        try read(from: url, options: options)
    }

    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Read every file's contents now (they are always read now here).
        public static let immediate = ReadingOptions(rawValue: 1 << 0)
        public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1 << 0)
        /// Set `filename` of the wrapper and its children to the names written.
        public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    open var isRegularFile: Bool { if case .regularFile = kind { return true } else { return false } }
    open var isDirectory: Bool { if case .directory = kind { return true } else { return false } }
    open var isSymbolicLink: Bool { if case .symbolicLink = kind { return true } else { return false } }

    /// A regular file's data (nil for the other kinds).
    open var regularFileContents: Data? { if case .regularFile(let data) = kind { return data } else { return nil } }
    /// A directory's children by their unique names (nil for the other kinds).
    open var fileWrappers: [String: FileWrapper]? { if case .directory(let children) = kind { return children } else { return nil } }
    open var symbolicLinkDestinationURL: URL? { if case .symbolicLink(let url) = kind { return url } else { return nil } }

    /// Adds `child` to a directory under a unique name made from its preferred name; returns
    /// the name. Foundation: raises for a wrapper that is not a directory, or a child without
    /// a preferred name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        guard case .directory(var children) = kind else {
            preconditionFailure("FileWrapper.addFileWrapper(_:): the receiver is not a directory")
        }
        guard let preferred = child.preferredFilename ?? child.filename, !preferred.isEmpty else {
            preconditionFailure("FileWrapper.addFileWrapper(_:): the child has no preferred file name")
        }
        var name = preferred
        var counter = 2
        while children[name] != nil {
            name = "\(counter) \(preferred)"
            counter += 1
        }
        child.filename = name
        children[name] = child
        kind = .directory(children)
        return name
    }

    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    open func removeFileWrapper(_ child: FileWrapper) {
        guard case .directory(var children) = kind, let key = keyForChildFileWrapper(child) else { return }
        children[key] = nil
        kind = .directory(children)
    }

    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
        fileWrappers?.first { $0.value === child }?.key
    }

    /// Replaces the wrapper's contents with the item at `url`.
    open func read(from url: URL, options: ReadingOptions = []) throws {
        let manager = FileManager.default
        let path = url.path
        let attributes = try manager.attributesOfItem(atPath: path)
        fileAttributes = Dictionary(uniqueKeysWithValues: attributes.map { ($0.key.rawValue, $0.value) })
        filename = url.lastPathComponent
        if preferredFilename == nil { preferredFilename = url.lastPathComponent }
        switch attributes[.type] as? FileAttributeType {
        case .typeDirectory?:
            var children: [String: FileWrapper] = [:]
            for name in try manager.contentsOfDirectory(atPath: path).sorted() {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            kind = .directory(children)
        case .typeSymbolicLink?:
            let destination = try manager.destinationOfSymbolicLink(atPath: path)
            kind = .symbolicLink(URL(fileURLWithPath: destination))
        default:
            kind = .regularFile(try Data(contentsOf: url))
        }
    }

    /// Writes the wrapper (a directory with its children) at `url`, replacing what is there.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        let manager = FileManager.default
        if manager.fileExists(atPath: url.path) || (try? manager.destinationOfSymbolicLink(atPath: url.path)) != nil {
            try manager.removeItem(at: url)
        }
        switch kind {
        case .regularFile(let data):
            try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        case .directory(let children):
            try manager.createDirectory(at: url, withIntermediateDirectories: false)
            for (name, child) in children {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        case .symbolicLink(let destination):
            try manager.createSymbolicLink(atPath: url.path, withDestinationPath: destination.path)
        }
        if options.contains(.withNameUpdating) { filename = url.lastPathComponent }
    }

    /// Whether the item at `url` holds what the wrapper holds (compared in full).
    open func matchesContents(of url: URL) -> Bool {
        guard let other = try? FileWrapper(url: url) else { return false }
        return sameContents(as: other)
    }

    private func sameContents(as other: FileWrapper) -> Bool {
        switch (kind, other.kind) {
        case (.regularFile(let a), .regularFile(let b)): return a == b
        case (.symbolicLink(let a), .symbolicLink(let b)): return a.path == b.path
        case (.directory(let a), .directory(let b)):
            guard Set(a.keys) == Set(b.keys) else { return false }
            return a.allSatisfy { key, child in b[key].map(child.sameContents(as:)) ?? false }
        default: return false
        }
    }
}
