@_spi(Diagnostics) import CoreGraphics
import Foundation

/// The error domain of item provider failures (Foundation).
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// Carries data between a drag source and a drop target (Foundation's class, which Linux's
/// Foundation lacks): representations registered by uniform type identifier, most faithful
/// first, each produced by a load handler only when a receiver asks for it.
///
/// Load completions run on the thread the data was produced on; with in-memory objects that is
/// before the load call returns (UIKit's run on a background queue: code that hops to the main
/// queue works with both).
open class NSItemProvider: NSObject, NSCopying, @unchecked Sendable {
    typealias LoadHandler = @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    typealias FileLoadHandler = @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?

    struct Representation {
        var typeIdentifier: String
        var visibility: NSItemProviderRepresentationVisibility
        var load: LoadHandler
        /// Registered as a file (its data is the file's contents), and the file's options.
        var loadFile: FileLoadHandler?
        var fileOptions: NSItemProviderFileOptions = []
    }

    let lock = NSLock()
    var representations: [Representation] = []
    private var storedSuggestedName: String?
    private var loadObserverStorage: (@Sendable (_ started: Bool) -> Void)?

    /// Told when a load of one of the provider's representations starts (true) and when its
    /// data has been delivered (false): a drag watches what a drop target receives.
    var loadObserver: (@Sendable (_ started: Bool) -> Void)? {
        get { lock.withLock { loadObserverStorage } }
        set { lock.withLock { loadObserverStorage = newValue } }
    }

    public override init() {
        super.init()
    }

    /// A provider offering `object`'s representations (`writableTypeIdentifiersForItemProvider`).
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A name for the item, used by receivers that save it as a file.
    open var suggestedName: String? {
        get { lock.withLock { storedSuggestedName } }
        set { lock.withLock { storedSuggestedName = newValue } }
    }

    /// The registered type identifiers, most faithful first.
    open var registeredTypeIdentifiers: [String] {
        lock.withLock { representations.map(\.typeIdentifier) }
    }

    /// Registers a representation produced on demand by `loadHandler`, which calls its
    /// argument with the data (or an error). A type registered again keeps its first handler,
    /// as Foundation does.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler),
                 caller: "registerDataRepresentation")
    }

    /// Adds a representation unless its type is registered already (the first one is kept).
    func register(_ representation: Representation, caller: String) {
        lock.withLock {
            guard !representations.contains(where: { $0.typeIdentifier == representation.typeIdentifier }) else {
                return FrameworkLog.log("NSItemProvider.\(caller): \(representation.typeIdentifier) is already registered; the first registration is kept")
            }
            representations.append(representation)
        }
    }

    /// A provider offering `item` as `typeIdentifier` (nil: the item's own type): data as it
    /// is, text as UTF-8, a file URL with a file type as that file, an object that writes
    /// itself (`NSItemProviderWriting`) as its data, another object archived.
    public init(item: (any NSSecureCoding)?, typeIdentifier: String?) {
        super.init()
        if let item { registerItem(item, typeIdentifier: typeIdentifier) }
    }

    /// Registers a representation kept in a file: `loadHandler` calls its argument with the
    /// file's URL (valid until that call returns), whether it must be read through a file
    /// coordinator, or an error. Receivers asking for data get the file's contents.
    open func registerFileRepresentation(forTypeIdentifier typeIdentifier: String, fileOptions: NSItemProviderFileOptions = [],
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping @Sendable (@escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress?) {
        register(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: Self.dataLoad(fromFile: loadHandler),
                                loadFile: loadHandler, fileOptions: fileOptions),
                 caller: "registerFileRepresentation")
    }

    /// Hands `completionHandler` a temporary copy of the representation registered for
    /// `typeIdentifier` (or the first conforming to it) as a file; a data representation is
    /// written to one. Foundation: the file is deleted when the completion handler returns.
    @discardableResult
    open func loadFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (URL?, (any Error)?) -> Void) -> Progress {
        guard let match = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, Self.unavailableError("no representation conforms to \(typeIdentifier)"))
            return Progress(totalUnitCount: 1)
        }
        return loadFile(match, completionHandler: completionHandler)
    }

    /// Opens the file registered for `typeIdentifier` (or the first conforming to it) in place
    /// when it was registered with `.openInPlace`: the handler gets the registered file and
    /// true. Otherwise it gets a temporary copy and false (ours: the copy is deleted when the
    /// handler returns, as `loadFileRepresentation`'s).
    @discardableResult
    open func loadInPlaceFileRepresentation(forTypeIdentifier typeIdentifier: String,
                                            completionHandler: @escaping @Sendable (URL?, Bool, (any Error)?) -> Void) -> Progress {
        guard let match = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, false, Self.unavailableError("no representation conforms to \(typeIdentifier)"))
            return Progress(totalUnitCount: 1)
        }
        return loadInPlace(match, completionHandler: completionHandler)
    }

    /// Registers every type `object` writes, its data made by the object when asked.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedBox(object)
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// Whether a registered type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        registeredTypeIdentifiers.contains { UniformTypeConformance.conforms($0, to: typeIdentifier) }
    }

    /// Whether a representation conforming to `typeIdentifier` was registered with (at least)
    /// `fileOptions` (`.openInPlace`: a file representation that opens in place).
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String,
                                          fileOptions: NSItemProviderFileOptions = []) -> Bool {
        lock.withLock { representations }.contains {
            $0.fileOptions.isSuperset(of: fileOptions) && UniformTypeConformance.conforms($0.typeIdentifier, to: typeIdentifier)
        }
    }

    /// The registered types whose representations have (at least) `fileOptions`.
    open func registeredTypeIdentifiers(fileOptions: NSItemProviderFileOptions = []) -> [String] {
        lock.withLock { representations.filter { $0.fileOptions.isSuperset(of: fileOptions) }.map(\.typeIdentifier) }
    }

    /// Asks the representation registered for `typeIdentifier` (or the first one conforming to
    /// it) for its data.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        guard let match = representation(conformingTo: typeIdentifier) else {
            let progress = Progress(totalUnitCount: 1)
            completionHandler(nil, Self.unavailableError("no representation conforms to \(typeIdentifier)"))
            return progress
        }
        return load(match, completionHandler: completionHandler)
    }

    /// Whether some registered type is one `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        readableRepresentation(for: aClass) != nil
    }

    /// Makes an instance of `aClass` from the most faithful registered representation it reads.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping @Sendable ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let representation = readableRepresentation(for: aClass) else {
            completionHandler(nil, Self.error(.unavailableCoercionError, "\(aClass) reads none of \(registeredTypeIdentifiers)"))
            return Progress(totalUnitCount: 1)
        }
        let type = representation.typeIdentifier
        let reader = UncheckedBox(aClass)
        return load(representation) { data, error in
            guard let data else { return completionHandler(nil, error ?? Self.unavailableError("no data for \(type)")) }
            do {
                completionHandler(try reader.value.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    public func canLoadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type) -> Bool where T._ObjectiveCType: NSItemProviderReading {
        canLoadObject(ofClass: T._ObjectiveCType.self)
    }

    /// The Swift value (`String`, `URL`) made from the bridged class's instance.
    @discardableResult
    public func loadObject<T: _ObjectiveCBridgeable>(ofClass: T.Type,
                                                    completionHandler: @escaping @Sendable (T?, (any Error)?) -> Void) -> Progress
        where T._ObjectiveCType: NSItemProviderReading {
        loadObject(ofClass: T._ObjectiveCType.self as any NSItemProviderReading.Type) { object, error in
            guard let bridged = object as? T._ObjectiveCType else { return completionHandler(nil, error) }
            completionHandler(T._unconditionallyBridgeFromObjectiveC(bridged), nil)
        }
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSItemProvider()
        lock.withLock {
            copy.representations = representations
            copy.storedSuggestedName = storedSuggestedName
        }
        return copy
    }

    // MARK: Internals

    /// The representation registered for `typeIdentifier`, else the first conforming to it.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        let candidates = lock.withLock { representations }
        return candidates.first { $0.typeIdentifier == typeIdentifier }
            ?? candidates.first { UniformTypeConformance.conforms($0.typeIdentifier, to: typeIdentifier) }
    }

    private func readableRepresentation(for aClass: any NSItemProviderReading.Type) -> Representation? {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        return lock.withLock {
            representations.first { representation in
                readable.contains { UniformTypeConformance.conforms(representation.typeIdentifier, to: $0) }
            }
        }
    }

    /// Runs a representation's handler; the progress completes with it.
    func load(_ representation: Representation,
                      completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let box = UncheckedBox(progress)
        let observer = loadObserver
        observer?(true)
        let handlerProgress = representation.load { data, error in
            box.value.completedUnitCount = 1
            completionHandler(data, error)
            observer?(false)
        }
        return handlerProgress ?? progress
    }

    static func unavailableError(_ reason: String) -> NSError {
        error(.itemUnavailableError, reason)
    }

    static func error(_ code: ErrorCode, _ reason: String) -> NSError {
        NSError(domain: NSItemProviderErrorDomain, code: code.rawValue,
                userInfo: [NSLocalizedDescriptionKey: "NSItemProvider: \(reason)"])
    }
}

/// Carries a value the caller vouches for into a `@Sendable` closure.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
