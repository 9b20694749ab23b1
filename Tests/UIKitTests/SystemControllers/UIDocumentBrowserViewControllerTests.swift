import XCTest
@testable import UIKit
import UIKitTesting
import UniformTypeIdentifiers

@MainActor
private final class BrowserRecorder: NSObject, UIDocumentBrowserViewControllerDelegate {
    var picked: [URL]?
    var imported: [(URL, URL)] = []
    var failed: [URL] = []
    /// What the create request answers.
    var creation: (URL?, UIDocumentBrowserViewController.ImportMode) = (nil, .none)
    var creationRequests = 0

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        picked = documentURLs
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        creationRequests += 1
        importHandler(creation.0, creation.1)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        imported.append((sourceURL, destinationURL))
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: (any Error)?) {
        failed.append(documentURL)
    }
}

/// Implements only the iOS 11 pick method.
@MainActor
private final class OldBrowserDelegate: NSObject, UIDocumentBrowserViewControllerDelegate {
    var picked: [URL]?
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {
        picked = documentURLs
    }
}

@MainActor
final class UIDocumentBrowserViewControllerTests: XCTestCase {
    private var folders: [TemporaryFolder] = []

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        ManualClock.install()
    }

    override func tearDown() async throws {
        folders.forEach { $0.remove() }
    }

    private func makeFolder() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        folders.append(folder)
        return folder
    }

    /// A browser over `folder` as the root of a visible window.
    private func show(_ browser: UIDocumentBrowserViewController, over folder: TemporaryFolder) -> (UIWindow, InputSimulator) {
        browser.documentsDirectory = folder.url
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = browser
        window.makeKeyAndVisible()
        ManualClock.advance(by: 1)
        return (window, InputSimulator(window: window))
    }

    private func shown(_ browser: UIDocumentBrowserViewController) throws -> UIView {
        try XCTUnwrap(browser.currentFolderList?.view)
    }

    func testDefaultsAreUIKits() async {
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText])
        XCTAssertTrue(browser.allowsDocumentCreation)
        XCTAssertFalse(browser.allowsPickingMultipleItems)
        XCTAssertFalse(browser.shouldShowFileExtensions)
        XCTAssertEqual(browser.browserUserInterfaceStyle, .white)
        XCTAssertEqual(browser.localizedCreateDocumentActionTitle, "Create Document")
        XCTAssertEqual(browser.defaultDocumentAspectRatio, 2.0 / 3.0, accuracy: 1e-9)
        XCTAssertEqual(browser.contentTypesForRecentDocuments, [.plainText])
        XCTAssertTrue(browser.additionalLeadingNavigationBarButtonItems.isEmpty)
        XCTAssertTrue(browser.customActions.isEmpty)
        XCTAssertEqual(UIDocumentBrowserViewController.ImportMode.move.rawValue, 2)
        XCTAssertEqual(UIDocumentBrowserViewController.BrowserUserInterfaceStyle.dark.rawValue, 2)
        XCTAssertEqual(UIDocumentBrowserError(.noLocationAvailable).errorCode, 2)
        XCTAssertEqual(UIDocumentBrowserError.errorDomain, "UIDocumentBrowserErrorDomain")
        let transition = browser.transitionController(forDocumentAt: URL(fileURLWithPath: "/tmp/a.txt"))
        XCTAssertNil(transition.loadingProgress, "UIKit: a new transition controller has no progress")
        XCTAssertNil(transition.targetView)
        let action = UIDocumentBrowserAction(identifier: "share", localizedTitle: "Share", availability: [.menu, .navigationBar]) { _ in }
        XCTAssertTrue(action.supportsMultipleItems, "UIKit: true by default")
        XCTAssertEqual(action.availability.rawValue, 3)
    }

    func testTheBrowserListsFoldersAndAllowedDocumentsAndATapPicks() async throws {
        let folder = try makeFolder()
        let notes = try folder.write("notes.txt", "hello")
        _ = try folder.write("photo.png")
        _ = try folder.write(".hidden.txt")
        _ = try folder.write("Sub/inner.txt")
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText])
        let recorder = BrowserRecorder()
        browser.delegate = recorder
        let (window, input) = show(browser, over: folder)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(ListReader.titles(in: try shown(browser)), ["Create Document", "Sub", "notes"],
                       "the create row, folders, then plain-text documents without extensions; no PNG, no hidden file")
        input.tap(try XCTUnwrap(ListReader.cell(titled: "notes", in: try shown(browser))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.picked?.map(\.standardizedFileURL), [notes.standardizedFileURL])

        input.tap(try XCTUnwrap(ListReader.cell(titled: "Sub", in: try shown(browser))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(ListReader.titles(in: try shown(browser)), ["Create Document", "inner"], "a folder opens")

        browser.allowsDocumentCreation = false
        browser.shouldShowFileExtensions = true
        XCTAssertEqual(ListReader.titles(in: try shown(browser)), ["inner.txt"])
    }

    func testTheCreateRowImportsTheDelegatesDocument() async throws {
        let folder = try makeFolder()
        let template = try makeFolder()
        let source = try template.write("Untitled.txt", "new")
        _ = try folder.write("Untitled.txt", "old")
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText])
        browser.localizedCreateDocumentActionTitle = "New Note"
        let recorder = BrowserRecorder()
        browser.delegate = recorder
        let (window, input) = show(browser, over: folder)
        defer { withExtendedLifetime(window) {} }

        input.tap(try XCTUnwrap(ListReader.cell(titled: "New Note", in: try shown(browser))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.creationRequests, 1)
        XCTAssertTrue(recorder.imported.isEmpty, "(nil, .none) cancels")

        recorder.creation = (source, .copy)
        input.tap(try XCTUnwrap(ListReader.cell(titled: "New Note", in: try shown(browser))))
        ManualClock.advance(by: 1)
        let destination = folder.url.appendingPathComponent("Untitled 2.txt")
        XCTAssertEqual(recorder.imported.map(\.1.standardizedFileURL), [destination.standardizedFileURL], "a taken name is numbered")
        XCTAssertEqual(try String(contentsOf: destination, encoding: .utf8), "new")
        XCTAssertTrue(FileManager.default.fileExists(atPath: source.path), "a copy keeps the original")
        XCTAssertEqual(ListReader.titles(in: try shown(browser)), ["New Note", "Untitled", "Untitled 2"])

        recorder.creation = (template.url.appendingPathComponent("missing.txt"), .move)
        input.tap(try XCTUnwrap(ListReader.cell(titled: "New Note", in: try shown(browser))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.failed.map(\.lastPathComponent), ["missing.txt"])
    }

    func testPickingSeveralDocumentsAndACustomAction() async throws {
        let folder = try makeFolder()
        let first = try folder.write("a.txt")
        let second = try folder.write("b.txt")
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText])
        browser.allowsPickingMultipleItems = true
        browser.allowsDocumentCreation = false
        var acted: [URL] = []
        browser.customActions = [
            UIDocumentBrowserAction(identifier: "archive", localizedTitle: "Archive", availability: .navigationBar) { acted = $0 },
        ]
        let recorder = BrowserRecorder()
        browser.delegate = recorder
        let (window, input) = show(browser, over: folder)
        defer { withExtendedLifetime(window) {} }
        XCTAssertNil(ListReader.element(labeled: "Archive", in: browser.view), "shown only while documents are checked")
        input.tap(try XCTUnwrap(ListReader.cell(titled: "a", in: try shown(browser))))
        input.tap(try XCTUnwrap(ListReader.cell(titled: "b", in: try shown(browser))))
        ManualClock.advance(by: 1)
        XCTAssertNil(recorder.picked, "rows are checked, not picked")
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Archive", in: browser.view)))
        ManualClock.advance(by: 1)
        XCTAssertEqual(acted.map(\.lastPathComponent), ["a.txt", "b.txt"])
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Open", in: browser.view)))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.picked?.map(\.standardizedFileURL), [first, second].map(\.standardizedFileURL))
    }

    func testRevealImportAndRename() async throws {
        let folder = try makeFolder()
        let outside = try makeFolder()
        let report = try outside.write("report.txt", "numbers")
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText])
        let recorder = BrowserRecorder()
        browser.delegate = recorder
        let (window, _) = show(browser, over: folder)
        defer { withExtendedLifetime(window) {} }

        var revealed: URL?
        browser.revealDocument(at: report, importIfNeeded: false) { url, _ in revealed = url }
        XCTAssertEqual(revealed, report, "not imported: the document stays where it is")
        XCTAssertTrue(recorder.imported.isEmpty)

        let imported = try await browser.revealDocument(at: report, importIfNeeded: true)
        XCTAssertEqual(imported.standardizedFileURL, folder.url.appendingPathComponent("report.txt").standardizedFileURL)
        XCTAssertEqual(recorder.imported.map(\.0), [report], "the delegate hears of the import")
        XCTAssertEqual(ListReader.titles(in: try shown(browser)), ["Create Document", "report"])

        let copy = try outside.write("copy.txt", "dup")
        let nextTo = try await browser.importDocument(at: copy, nextToDocumentAt: imported, mode: .move)
        XCTAssertEqual(nextTo.deletingLastPathComponent().standardizedFileURL, folder.url.standardizedFileURL)
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path), "a move removes the original")

        var failure: (any Error)?
        browser.importDocument(at: nextTo, nextToDocumentAt: imported, mode: .none) { _, error in failure = error }
        XCTAssertEqual(failure as? UIDocumentBrowserError, UIDocumentBrowserError(.generic))

        let renamed = try await browser.renameDocument(at: imported, proposedName: "copy")
        XCTAssertEqual(renamed.lastPathComponent, "copy 2.txt", "the extension is kept; a taken name is numbered")
        XCTAssertEqual(try String(contentsOf: renamed, encoding: .utf8), "numbers")

        do {
            _ = try await browser.revealDocument(at: outside.url.appendingPathComponent("gone.txt"), importIfNeeded: true)
            XCTFail("a missing document cannot be revealed")
        } catch {
            XCTAssertEqual(error as? UIDocumentBrowserError, UIDocumentBrowserError(.generic))
        }
    }

    func testTheStyleTheBarItemsAndTheIOS11PickMethod() async throws {
        let folder = try makeFolder()
        let notes = try folder.write("notes.txt")
        let browser = UIDocumentBrowserViewController(forOpeningFilesWithContentTypes: ["public.plain-text"])
        XCTAssertEqual(browser.allowedContentTypes, ["public.plain-text"])
        browser.browserUserInterfaceStyle = .dark
        browser.additionalTrailingNavigationBarButtonItems = [UIBarButtonItem(title: "Settings")]
        let old = OldBrowserDelegate()
        browser.delegate = old
        let (window, input) = show(browser, over: folder)
        defer { withExtendedLifetime(window) {} }
        XCTAssertEqual(browser.traitCollection.userInterfaceStyle, .dark)
        XCTAssertNotNil(ListReader.element(labeled: "Settings", in: browser.view))
        input.tap(try XCTUnwrap(ListReader.cell(titled: "notes", in: try shown(browser))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(old.picked?.map(\.standardizedFileURL), [notes.standardizedFileURL],
                       "the default didPickDocumentsAt calls the iOS 11 method")
    }
}
