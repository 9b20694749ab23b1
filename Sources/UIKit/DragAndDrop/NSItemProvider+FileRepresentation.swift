import Foundation

// File representations: files registered by URL, handed to receivers as temporary copies.
extension NSItemProvider {
    /// The data of a file representation: the file's contents, read while the file exists
    /// (until the handler's completion returns).
    static func dataLoad(fromFile loadFile: @escaping FileLoadHandler) -> LoadHandler {
        { completion in
            loadFile { url, _, error in
                guard let url else { return completion(nil, error ?? unavailableError("the file representation gave no file")) }
                do {
                    completion(try Data(contentsOf: url), nil)
                } catch {
                    completion(nil, error)
                }
            }
        }
    }

    /// Runs a representation's handler and delivers its file (or its data, written to one) as
    /// a temporary copy; the progress completes with it.
    func loadFile(_ representation: Representation, completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let box = UncheckedBox(progress)
        let observer = loadObserver
        observer?(true)
        let finish: @Sendable (URL?, (any Error)?) -> Void = { url, error in
            box.value.completedUnitCount = 1
            completionHandler(url, error)
            observer?(false)
        }
        let type = representation.typeIdentifier
        if let loadFile = representation.loadFile {
            let handlerProgress = loadFile { url, _, error in
                guard let url else { return finish(nil, error ?? Self.unavailableError("no file for \(type)")) }
                Self.deliverTemporaryFile(named: url.lastPathComponent, to: finish) { copy in
                    try FileManager.default.copyItem(at: url, to: copy)
                }
            }
            return handlerProgress ?? progress
        }
        let name = Self.fileName(suggestedName)
        let handlerProgress = representation.load { data, error in
            guard let data else { return finish(nil, error ?? Self.unavailableError("no data for \(type)")) }
            Self.deliverTemporaryFile(named: name, to: finish) { file in try data.write(to: file) }
        }
        return handlerProgress ?? progress
    }

    /// A file registered to open in place is handed over as it is; any other representation
    /// as a temporary copy (`loadFile`).
    func loadInPlace(_ representation: Representation, completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        guard let loadFile = representation.loadFile, representation.fileOptions.contains(.openInPlace) else {
            return self.loadFile(representation) { url, error in completionHandler(url, false, error) }
        }
        let progress = Progress(totalUnitCount: 1)
        let box = UncheckedBox(progress)
        let observer = loadObserver
        observer?(true)
        let type = representation.typeIdentifier
        let handlerProgress = loadFile { url, _, error in
            box.value.completedUnitCount = 1
            if let url {
                completionHandler(url, true, nil)
            } else {
                completionHandler(nil, false, error ?? Self.unavailableError("no file for \(type)"))
            }
            observer?(false)
        }
        return handlerProgress ?? progress
    }

    /// A file name from a suggested name (slashes replaced), else a unique one.
    static func fileName(_ suggested: String?) -> String {
        guard let suggested, !suggested.isEmpty, suggested != ".", suggested != ".." else { return UUID().uuidString }
        return suggested.replacingOccurrences(of: "/", with: "_")
    }

    /// Writes a file in a directory of its own under the temporary directory, hands its URL to
    /// `completion` and deletes it when `completion` returns (Foundation's contract for
    /// `loadFileRepresentation`).
    static func deliverTemporaryFile(named name: String, to completion: @Sendable (URL?, (any Error)?) -> Void,
                                     write: (URL) throws -> Void) {
        let manager = FileManager.default
        let directory = manager.temporaryDirectory.appendingPathComponent("NSItemProvider-\(UUID().uuidString)", isDirectory: true)
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            let file = directory.appendingPathComponent(name)
            try write(file)
            completion(file, nil)
        } catch {
            completion(nil, error)
        }
        try? manager.removeItem(at: directory)
    }

    /// The representation `init(item:typeIdentifier:)` registers.
    func registerItem(_ item: any NSSecureCoding, typeIdentifier: String?) {
        let box = UncheckedBox(item)
        if let url = item as? NSURL, url.isFileURL, let type = typeIdentifier,
           !UniformTypeConformance.conforms(type, to: "public.url"), let path = url.path {
            // A file offered as its contents' type.
            let fileURL = URL(fileURLWithPath: path)
            registerFileRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                completion(fileURL, false, nil)
                return nil
            }
            return
        }
        if let writer = item as? any NSItemProviderWriting {
            guard let type = typeIdentifier else { return registerObject(writer, visibility: .all) }
            let written = writer.writableTypeIdentifiersForItemProvider
            let source = written.first { $0 == type } ?? written.first { UniformTypeConformance.conforms($0, to: type) } ?? written.first ?? type
            let writerBox = UncheckedBox(writer)
            registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
                writerBox.value.loadData(withTypeIdentifier: source, forItemProviderCompletionHandler: completion)
            }
            return
        }
        let type = typeIdentifier ?? "public.data"
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            if let data = box.value as? NSData {
                completion(Data(referencing: data), nil)
                return nil
            }
            do {
                completion(try NSKeyedArchiver.archivedData(withRootObject: box.value, requiringSecureCoding: true), nil)
            } catch {
                completion(nil, error)
            }
            return nil
        }
    }
}
