import Foundation

/// The root screen of a document-based app (UIKit, iOS 11): browses documents, opens them
/// and creates new ones. On Linux it browses the app's Documents folder (and the folders in
/// it): a list of the folders and of the files whose type conforms to the allowed types; a
/// tap on a file picks it (`didPickDocumentsAt`), the create row asks the delegate for a new
/// document and imports it into the folder shown.
@preconcurrency @MainActor
open class UIDocumentBrowserViewController: UIViewController {
    /// The types of the documents the browser opens.
    let openedContentTypes: [UTType]
    let browser = UINavigationController()

    /// The folder the browser starts in: the app's Documents folder (made when missing).
    var documentsDirectory: URL = UIDocumentBrowserViewController.appDocumentsDirectory {
        didSet { if isViewLoaded { showRoot() } }
    }

    /// `contentTypes` nil: the types of the app's `CFBundleDocumentTypes`
    /// (`LSItemContentTypes`); without any, every item (ours).
    public init(forOpening contentTypes: [UTType]?) {
        openedContentTypes = contentTypes ?? Self.bundleDocumentTypes()
        super.init(nibName: nil, bundle: nil)
    }

    @available(iOS, deprecated: 14.0, renamed: "init(forOpening:)")
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        openedContentTypes = allowedContentTypes.map { $0.map { UTType($0) ?? UTType(importedAs: $0) } }
            ?? Self.bundleDocumentTypes()
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        openedContentTypes = Self.bundleDocumentTypes()
        super.init(coder: coder)
    }

    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?

    // MARK: Behaviors

    /// Whether the create row shows. UIKit: true.
    open var allowsDocumentCreation: Bool = true {
        didSet { reloadLists() }
    }

    /// Whether rows toggle a checkmark and Open picks the checked documents. UIKit: false.
    open var allowsPickingMultipleItems: Bool = false {
        didSet { reloadLists() }
    }

    @available(iOS, deprecated: 14.0, message: "Use contentTypesForRecentDocuments instead")
    open var allowedContentTypes: [String] { openedContentTypes.map(\.identifier) }

    /// UIKit: the allowed types (no Recents list here).
    open var contentTypesForRecentDocuments: [UTType] { openedContentTypes }

    @available(iOS, deprecated: 14.0, message: "Use contentTypesForRecentDocuments instead")
    open var recentDocumentsContentTypes: [String] { contentTypesForRecentDocuments.map(\.identifier) }

    /// Whether names show their extensions. UIKit: false.
    open var shouldShowFileExtensions: Bool = false {
        didSet { reloadLists() }
    }

    /// Bar buttons shown before the browser's own in every folder's navigation bar.
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = [] {
        didSet { reloadLists() }
    }

    /// Bar buttons shown after the browser's own.
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = [] {
        didSet { reloadLists() }
    }

    /// The app's actions on documents: those available in the navigation bar show while
    /// documents they apply to are checked (`allowsPickingMultipleItems`).
    open var customActions: [UIDocumentBrowserAction] = [] {
        didSet { reloadLists() }
    }

    /// UIKit: `.white`. `.dark` shows the browser in the dark appearance, the others in the
    /// light one.
    open var browserUserInterfaceStyle: UIDocumentBrowserViewController.BrowserUserInterfaceStyle = .white {
        didSet { applyInterfaceStyle() }
    }

    /// The create row's title. UIKit: "Create Document".
    open var localizedCreateDocumentActionTitle: String = "Create Document" {
        didSet { reloadLists() }
    }

    /// The create tile's width over its height. UIKit: 2/3 (kept: the list has no tiles).
    open var defaultDocumentAspectRatio: CGFloat = 2.0 / 3.0

    // MARK: View

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(browser)
        browser.view.frame = view.bounds
        browser.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(browser.view)
        browser.didMove(toParent: self)
        applyInterfaceStyle()
        showRoot()
    }

    private func showRoot() {
        try? FileManager.default.createDirectory(at: documentsDirectory, withIntermediateDirectories: true)
        browser.setViewControllers([DocumentBrowserListController(browser: self, folder: documentsDirectory.standardizedFileURL)],
                                   animated: false)
    }

    private func applyInterfaceStyle() {
        overrideUserInterfaceStyle = browserUserInterfaceStyle == .dark ? .dark : .light
    }

    func reloadLists() {
        for case let list as DocumentBrowserListController in browser.viewControllers { list.reload() }
    }

    /// The folder list on top of the browser.
    var currentFolderList: DocumentBrowserListController? {
        browser.topViewController as? DocumentBrowserListController
    }

    func openFolder(_ url: URL) {
        browser.pushViewController(DocumentBrowserListController(browser: self, folder: url), animated: true)
    }

    /// Whether a file is a document the browser opens: its type (from its extension)
    /// conforms to an allowed type.
    func canOpen(_ url: URL) -> Bool {
        let type = UTType(filenameExtension: url.pathExtension) ?? .data
        return openedContentTypes.contains { type.conforms(to: $0) }
    }

    func pick(_ urls: [URL]) {
        delegate?.documentBrowser(self, didPickDocumentsAt: urls)
    }

    /// The create row: asks the delegate for the document, then imports it into `folder`.
    func requestDocumentCreation(in folder: URL) {
        guard allowsDocumentCreation, let delegate else { return }
        delegate.documentBrowser(self, didRequestDocumentCreationWithHandler: { [weak self] url, mode in
            guard let self, let url, mode != .none else { return }
            self.importNewDocument(at: url, into: folder, mode: mode)
        })
    }

    private func importNewDocument(at url: URL, into folder: URL, mode: ImportMode) {
        do {
            let destination = try Self.place(url, in: folder, mode: mode)
            reloadLists()
            delegate?.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: destination)
        } catch {
            delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error)
        }
    }

    // MARK: Revealing and importing

    /// Shows the document's folder when it is inside the browser's; with `importIfNeeded`, a
    /// document from elsewhere is copied into the Documents folder first (the delegate hears
    /// of the import before the completion). The completion runs before this returns (ours;
    /// UIKit calls it later).
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, (any Error)?) -> Void)? = nil) {
        guard FileManager.default.fileExists(atPath: url.path) else {
            let error = UIDocumentBrowserError(.generic, userInfo: [NSFilePathErrorKey: url.path])
            if importIfNeeded { delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error) }
            completion?(nil, error)
            return
        }
        var revealed = url
        if !isInside(url) {
            guard importIfNeeded else {
                completion?(url, nil)
                return
            }
            do {
                revealed = try Self.place(url, in: documentsDirectory, mode: .copy)
                reloadLists()
                delegate?.documentBrowser(self, didImportDocumentAt: url, toDestinationURL: revealed)
            } catch {
                delegate?.documentBrowser(self, failedToImportDocumentAt: url, error: error)
                completion?(nil, error)
                return
            }
        }
        show(folderOf: revealed)
        completion?(revealed, nil)
    }

    open func revealDocument(at url: URL, importIfNeeded: Bool) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            revealDocument(at: url, importIfNeeded: importIfNeeded) { url, error in
                if let url { continuation.resume(returning: url) } else {
                    continuation.resume(throwing: error ?? UIDocumentBrowserError(.generic))
                }
            }
        }
    }

    /// Copies or moves a document into the folder of `neighbourURL` (a taken name is
    /// numbered: "Untitled 2.txt"). `.none` fails with `UIDocumentBrowserError.generic`.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode importMode: UIDocumentBrowserViewController.ImportMode,
                             completionHandler completion: @escaping (URL?, (any Error)?) -> Void) {
        do {
            let destination = try Self.place(documentURL, in: neighbourURL.deletingLastPathComponent(), mode: importMode)
            reloadLists()
            completion(destination, nil)
        } catch {
            completion(nil, error)
        }
    }

    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL,
                             mode importMode: UIDocumentBrowserViewController.ImportMode) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            importDocument(at: documentURL, nextToDocumentAt: neighbourURL, mode: importMode) { url, error in
                if let url { continuation.resume(returning: url) } else {
                    continuation.resume(throwing: error ?? UIDocumentBrowserError(.generic))
                }
            }
        }
    }

    /// Renames a document in its folder (iOS 16). A name without an extension keeps the
    /// document's; a taken name is numbered.
    open func renameDocument(at documentURL: URL, proposedName: String, completionHandler: @escaping (URL?, (any Error)?) -> Void) {
        var name = proposedName
        if (name as NSString).pathExtension.isEmpty, !documentURL.pathExtension.isEmpty {
            name += "." + documentURL.pathExtension
        }
        let folder = documentURL.deletingLastPathComponent()
        guard !proposedName.isEmpty, !proposedName.contains("/") else {
            completionHandler(nil, UIDocumentBrowserError(.generic))
            return
        }
        if name == documentURL.lastPathComponent {
            completionHandler(documentURL, nil)
            return
        }
        let destination = UIDocumentPickerViewController.freeDestination(for: name, in: folder)
        do {
            try FileManager.default.moveItem(at: documentURL, to: destination)
            reloadLists()
            completionHandler(destination, nil)
        } catch {
            completionHandler(nil, error)
        }
    }

    open func renameDocument(at documentURL: URL, proposedName: String) async throws -> URL {
        try await withCheckedThrowingContinuation { continuation in
            renameDocument(at: documentURL, proposedName: proposedName) { url, error in
                if let url { continuation.resume(returning: url) } else {
                    continuation.resume(throwing: error ?? UIDocumentBrowserError(.generic))
                }
            }
        }
    }

    // MARK: Transitions

    /// UIKit: a new controller with no `loadingProgress` and no `targetView`.
    open func transitionController(forDocumentAt documentURL: URL) -> UIDocumentBrowserTransitionController {
        UIDocumentBrowserTransitionController(documentURL: documentURL)
    }

    @available(iOS, deprecated: 12.0, renamed: "transitionController(forDocumentAt:)")
    open func transitionController(forDocumentURL documentURL: URL) -> UIDocumentBrowserTransitionController {
        transitionController(forDocumentAt: documentURL)
    }

    // MARK: Helpers

    private func isInside(_ url: URL) -> Bool {
        let root = documentsDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        return path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Opens the folders from the Documents folder down to the one holding `url`.
    private func show(folderOf url: URL) {
        guard isViewLoaded, isInside(url) else { return }
        let root = documentsDirectory.standardizedFileURL.resolvingSymlinksInPath()
        let target = url.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent()
        var folders: [URL] = []
        var folder = target
        while folder.path.count > root.path.count {
            folders.insert(folder, at: 0)
            folder = folder.deletingLastPathComponent()
        }
        browser.setViewControllers([DocumentBrowserListController(browser: self, folder: documentsDirectory.standardizedFileURL)]
            + folders.map { DocumentBrowserListController(browser: self, folder: $0) }, animated: false)
    }

    /// Copies or moves `url` into `folder` under a free name.
    static func place(_ url: URL, in folder: URL, mode: ImportMode) throws -> URL {
        guard mode != .none else { throw UIDocumentBrowserError(.generic) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let destination = UIDocumentPickerViewController.freeDestination(for: url.lastPathComponent, in: folder)
        if mode == .copy {
            try FileManager.default.copyItem(at: url, to: destination)
        } else {
            try FileManager.default.moveItem(at: url, to: destination)
        }
        return destination
    }

    /// The app's Documents folder (on Linux Foundation's user document directory).
    nonisolated static var appDocumentsDirectory: URL {
        FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent("Documents", isDirectory: true)
    }

    /// The content types of the app's `CFBundleDocumentTypes`, else every item (ours).
    nonisolated static func bundleDocumentTypes() -> [UTType] {
        let declared = (Bundle.main.object(forInfoDictionaryKey: "CFBundleDocumentTypes") as? [[String: Any]]) ?? []
        let identifiers = declared.flatMap { ($0["LSItemContentTypes"] as? [String]) ?? [] }
        let types = identifiers.map { UTType($0) ?? UTType(importedAs: $0) }
        return types.isEmpty ? [.item] : types
    }
}
