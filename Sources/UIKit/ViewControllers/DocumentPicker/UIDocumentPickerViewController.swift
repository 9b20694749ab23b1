@_spi(Diagnostics) import CoreGraphics
import Foundation

/// Lets the user open files of given types, or choose a folder to export files to. On Linux
/// it browses the local file system: a list of a folder's entries (hidden ones left out),
/// folders first; tapping a folder opens it, tapping a file of an allowed type picks it.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// The types a file must conform to to be picked (opening modes).
    let contentTypes: [UTType]
    /// The files to export or move (export modes).
    let exportURLs: [URL]
    private let modeStorage: UIDocumentPickerMode
    private let browser = UINavigationController()

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportURLs = []
        modeStorage = asCopy ? .import : .open
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit: opens the files themselves (not copies).
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportURLs = urls
        modeStorage = asCopy ? .exportToService : .moveToService
        super.init(nibName: nil, bundle: nil)
    }

    /// UIKit: moves the files (not copies).
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    /// UIKit before iOS 14: type identifiers and `.import` or `.open`.
    @available(iOS, deprecated: 14.0, message: "use initForOpeningContentTypes:asCopy: or initForOpeningContentTypes: instead")
    public init(documentTypes allowedUTIs: [String], in mode: UIDocumentPickerMode) {
        // UIKit: these modes need the export initializers' URLs.
        precondition(mode == .import || mode == .open,
                     "UIDocumentPickerViewController.init(documentTypes:in:): mode must be .import or .open")
        contentTypes = allowedUTIs.map { UTType($0) ?? UTType(importedAs: $0) }
        exportURLs = []
        modeStorage = mode
        super.init(nibName: nil, bundle: nil)
    }

    @available(iOS, deprecated: 14.0, message: "use initForExportingURLs:asCopy: or initForExportingURLs: instead")
    public convenience init(url: URL, in mode: UIDocumentPickerMode) {
        self.init(urls: [url], in: mode)
    }

    @available(iOS, deprecated: 14.0, message: "use initForExportingURLs:asCopy: or initForExportingURLs: instead")
    public init(urls: [URL], in mode: UIDocumentPickerMode) {
        precondition(mode == .exportToService || mode == .moveToService,
                     "UIDocumentPickerViewController.init(urls:in:): mode must be .exportToService or .moveToService")
        contentTypes = []
        exportURLs = urls
        modeStorage = mode
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        contentTypes = []
        exportURLs = []
        modeStorage = .import
        super.init(coder: coder)
    }

    open weak var delegate: (any UIDocumentPickerDelegate)?

    open var documentPickerMode: UIDocumentPickerMode { modeStorage }

    /// Whether the user may pick several files (opening modes): rows toggle a checkmark and
    /// Open picks them.
    open var allowsMultipleSelection: Bool = false {
        didSet { currentFolderList?.reload() }
    }

    /// Whether names show their extensions. UIKit: false.
    open var shouldShowFileExtensions: Bool = false {
        didSet { currentFolderList?.reload() }
    }

    /// The folder shown first; by default the user's Documents folder, else the home folder.
    open var directoryURL: URL?

    var isExporting: Bool { modeStorage == .exportToService || modeStorage == .moveToService }

    var startFolder: URL {
        if let directoryURL { return directoryURL.standardizedFileURL }
        let home = URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true)
        let documents = home.appendingPathComponent("Documents", isDirectory: true)
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: documents.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? documents : home
    }

    /// The folder list on top of the browser.
    var currentFolderList: DocumentFolderListController? {
        browser.topViewController as? DocumentFolderListController
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(browser)
        browser.view.frame = view.bounds
        browser.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(browser.view)
        browser.didMove(toParent: self)
        // The path from the file system's root to the start folder, so that Back climbs.
        var folders: [URL] = []
        var folder = startFolder
        while true {
            folders.insert(folder, at: 0)
            let parent = folder.deletingLastPathComponent().standardizedFileURL
            if parent.path == folder.path || folders.count > 64 { break }
            folder = parent
        }
        browser.setViewControllers(folders.map { DocumentFolderListController(picker: self, folder: $0) }, animated: false)
    }

    /// Whether a file can be picked: its type (from its extension) conforms to one of the
    /// content types.
    func canPick(_ url: URL) -> Bool {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        return contentTypes.contains { type.conforms(to: $0) }
    }

    func openFolder(_ url: URL) {
        browser.pushViewController(DocumentFolderListController(picker: self, folder: url), animated: true)
    }

    // MARK: Finishing

    /// The user picked files. UIKit: the picker goes away and the delegate hears of it; with
    /// `.import` it gets copies in a temporary folder.
    func _pick(_ urls: [URL]) {
        var result = urls
        if modeStorage == .import {
            result = urls.compactMap { Self.copyToInbox($0) }
        }
        finish { $0.documentPicker(self, didPickDocumentsAt: result) }
    }

    /// The user chose the folder to export to: the files are copied or moved there.
    func _export(to folder: URL) {
        var result: [URL] = []
        for url in exportURLs {
            let destination = Self.freeDestination(for: url.lastPathComponent, in: folder)
            do {
                if modeStorage == .exportToService {
                    try FileManager.default.copyItem(at: url, to: destination)
                } else {
                    try FileManager.default.moveItem(at: url, to: destination)
                }
                result.append(destination)
            } catch {
                FrameworkLog.log("UIDocumentPickerViewController: could not export \(url.path) to \(folder.path): \(error)")
            }
        }
        finish { $0.documentPicker(self, didPickDocumentsAt: result) }
    }

    func _cancel() {
        finish { $0.documentPickerWasCancelled(self) }
    }

    /// Dismisses the picker, then tells the delegate (assumed order: UIKit documents none).
    private func finish(_ tell: @escaping (any UIDocumentPickerDelegate) -> Void) {
        let delegate = self.delegate
        if let presenter = presentingViewController {
            presenter.dismiss(animated: true) { if let delegate { tell(delegate) } }
        } else if let delegate {
            tell(delegate)
        }
    }

    /// A copy of a file in the temporary folder (UIKit copies imported files into the app's
    /// temporary "-Inbox" folder).
    static func copyToInbox(_ url: URL) -> URL? {
        let inbox = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(ProcessInfo.processInfo.processName)-Inbox", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            let destination = freeDestination(for: url.lastPathComponent, in: inbox)
            try FileManager.default.copyItem(at: url, to: destination)
            return destination
        } catch {
            FrameworkLog.log("UIDocumentPickerViewController: could not copy \(url.path): \(error)")
            return nil
        }
    }

    /// `name` in `folder`, or "name 2", "name 3"… when taken.
    static func freeDestination(for name: String, in folder: URL) -> URL {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var candidate = folder.appendingPathComponent(name)
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent(ext.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(ext)")
            number += 1
        }
        return candidate
    }
}
