import XCTest
import UIKit
import UniformTypeIdentifiers

/// A document browser with a separate main-actor delegate and the async forms compiles in
/// Swift 6 mode as against Apple's SDK.
@MainActor
final class BrowserCoordinator6: NSObject, UIDocumentBrowserViewControllerDelegate {
    private(set) var picked: [URL] = []

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        picked = documentURLs
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, applicationActivitiesForDocumentURLs documentURLs: [URL]) -> [UIActivity] {
        []
    }
}

@MainActor
final class Swift6ModeDocumentBrowserTests: XCTestCase {
    func testTheBrowserAndItsAsyncFormsCompile() async throws {
        let browser = UIDocumentBrowserViewController(forOpening: [.plainText, .json])
        let coordinator = BrowserCoordinator6()
        browser.delegate = coordinator
        browser.shouldShowFileExtensions = true
        browser.localizedCreateDocumentActionTitle = "New Note"
        browser.defaultDocumentAspectRatio = 1
        XCTAssertEqual(browser.contentTypesForRecentDocuments, [.plainText, .json])
        let transition: any UIViewControllerAnimatedTransitioning = browser.transitionController(forDocumentAt: URL(fileURLWithPath: "/tmp/n.txt"))
        XCTAssertGreaterThan(transition.transitionDuration(using: nil), 0)
        do {
            _ = try await browser.revealDocument(at: URL(fileURLWithPath: "/nonexistent/n.txt"), importIfNeeded: false)
            XCTFail("a missing document is not revealed")
        } catch let error as UIDocumentBrowserError {
            XCTAssertEqual(error.code, .generic)
        }
        var footer = UIBackgroundConfiguration.listFooter()
        footer.cornerRadius = 4
        let resolved = footer.updated(for: UIViewConfigurationState(traitCollection: UITraitCollection(listEnvironment: .plain)))
        XCTAssertEqual(resolved.backgroundColor, .systemBackground)
    }
}
