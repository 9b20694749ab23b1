import XCTest
import UIKit
import UIKitTesting
import UniformTypeIdentifiers

@MainActor
final class UIDocumentPickerViewControllerTests: XCTestCase {
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

    private func makePresenter() -> (UIWindow, UIViewController, InputSimulator) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        return (window, root, InputSimulator(window: window))
    }

    /// The folder list on top of the picker's browser.
    private func shown(_ picker: UIDocumentPickerViewController) throws -> UIView {
        let browser = try XCTUnwrap(picker.children.first as? UINavigationController)
        return try XCTUnwrap(browser.topViewController?.view)
    }

    func testInitializersSetUIKitsModes() async {
        XCTAssertEqual(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText]).documentPickerMode, .open)
        XCTAssertEqual(UIDocumentPickerViewController(forOpeningContentTypes: [.plainText], asCopy: true).documentPickerMode, .import)
        let file = URL(fileURLWithPath: "/tmp/x.txt")
        XCTAssertEqual(UIDocumentPickerViewController(forExporting: [file]).documentPickerMode, .moveToService)
        XCTAssertEqual(UIDocumentPickerViewController(forExporting: [file], asCopy: true).documentPickerMode, .exportToService)
        XCTAssertEqual(UIDocumentPickerViewController(documentTypes: ["public.text"], in: .import).documentPickerMode, .import)
        XCTAssertEqual(UIDocumentPickerMode.import.rawValue, 0)
        XCTAssertEqual(UIDocumentPickerMode.moveToService.rawValue, 3)
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        XCTAssertFalse(picker.allowsMultipleSelection)
        XCTAssertFalse(picker.shouldShowFileExtensions)
        XCTAssertNil(picker.directoryURL)
    }

    func testTheBrowserListsTheFolderFoldersFirstAndPicksAFileOfAnAllowedType() async throws {
        let folder = try makeFolder()
        let notes = try folder.write("notes.txt", "hello")
        _ = try folder.write("photo.png")
        _ = try folder.write(".hidden.txt")
        _ = try folder.write("Sub/inner.txt")
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.directoryURL = folder.url
        let recorder = DocumentPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(ListReader.titles(in: try shown(picker)), ["Sub", "notes", "photo"], "no extensions, hidden files left out")
        input.tap(try XCTUnwrap(ListReader.cell(titled: "photo", in: try shown(picker))))
        ManualClock.advance(by: 1)
        XCTAssertNil(recorder.picked, "a PNG is not plain text")
        input.tap(try XCTUnwrap(ListReader.cell(titled: "notes", in: try shown(picker))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.picked?.map(\.standardizedFileURL), [notes.standardizedFileURL], "opened in place")
        XCTAssertNil(root.presentedViewController)
    }

    func testShouldShowFileExtensionsAndOpeningASubfolder() async throws {
        let folder = try makeFolder()
        _ = try folder.write("Sub/inner.txt")
        _ = try folder.write("top.txt")
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.text])
        picker.directoryURL = folder.url
        picker.shouldShowFileExtensions = true
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        XCTAssertEqual(ListReader.titles(in: try shown(picker)), ["Sub", "top.txt"])
        input.tap(try XCTUnwrap(ListReader.cell(titled: "Sub", in: try shown(picker))))
        ManualClock.advance(by: 1)
        XCTAssertEqual(ListReader.titles(in: try shown(picker)), ["inner.txt"])
    }

    func testImportingHandsOutACopy() async throws {
        let folder = try makeFolder()
        let original = try folder.write("data.json", "{}")
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json], asCopy: true)
        picker.directoryURL = folder.url
        let recorder = DocumentPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.cell(titled: "data", in: try shown(picker))))
        ManualClock.advance(by: 1)
        let copy = try XCTUnwrap(recorder.picked?.first)
        XCTAssertNotEqual(copy.standardizedFileURL, original.standardizedFileURL)
        XCTAssertEqual(try String(contentsOf: copy, encoding: .utf8), "{}")
        try? FileManager.default.removeItem(at: copy)
    }

    func testMultipleSelectionPicksTheCheckedFilesWithOpen() async throws {
        let folder = try makeFolder()
        let first = try folder.write("a.txt")
        _ = try folder.write("b.txt")
        let third = try folder.write("c.txt")
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.plainText])
        picker.directoryURL = folder.url
        picker.allowsMultipleSelection = true
        let recorder = DocumentPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.cell(titled: "a", in: try shown(picker))))
        input.tap(try XCTUnwrap(ListReader.cell(titled: "c", in: try shown(picker))))
        XCTAssertNil(recorder.picked, "a tap only checks the row")
        XCTAssertEqual(ListReader.cell(titled: "a", in: try shown(picker))?.accessoryType, .checkmark)
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Open", in: picker.view)))
        ManualClock.advance(by: 1)
        XCTAssertEqual(recorder.picked?.map(\.standardizedFileURL), [first, third].map(\.standardizedFileURL))
    }

    func testExportingCopiesOrMovesTheFilesToTheChosenFolder() async throws {
        let source = try makeFolder()
        let destination = try makeFolder()
        let report = try source.write("report.txt", "numbers")
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let copying = UIDocumentPickerViewController(forExporting: [report], asCopy: true)
        copying.directoryURL = destination.url
        let recorder = DocumentPickerRecorder()
        copying.delegate = recorder
        root.present(copying, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Save", in: copying.view)))
        ManualClock.advance(by: 1)
        let exported = destination.url.appendingPathComponent("report.txt")
        XCTAssertEqual(recorder.picked?.map(\.standardizedFileURL), [exported.standardizedFileURL])
        XCTAssertEqual(try String(contentsOf: exported, encoding: .utf8), "numbers")
        XCTAssertTrue(FileManager.default.fileExists(atPath: report.path), "a copy leaves the original")

        let moving = UIDocumentPickerViewController(forExporting: [report])
        moving.directoryURL = destination.url
        let moveRecorder = DocumentPickerRecorder()
        moving.delegate = moveRecorder
        root.present(moving, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Move", in: moving.view)))
        ManualClock.advance(by: 1)
        XCTAssertEqual(moveRecorder.picked?.map(\.lastPathComponent), ["report 2.txt"], "a taken name gets a number")
        XCTAssertFalse(FileManager.default.fileExists(atPath: report.path), "a move removes the original")
    }

    func testCancelTellsTheDelegate() async throws {
        let folder = try makeFolder()
        let (window, root, input) = makePresenter()
        defer { withExtendedLifetime(window) {} }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.item])
        picker.directoryURL = folder.url
        let recorder = DocumentPickerRecorder()
        picker.delegate = recorder
        root.present(picker, animated: false)
        ManualClock.advance(by: 1)
        input.tap(try XCTUnwrap(ListReader.element(labeled: "Cancel", in: picker.view)))
        ManualClock.advance(by: 1)
        XCTAssertTrue(recorder.cancelled)
        XCTAssertNil(root.presentedViewController)
    }
}
