import XCTest
import UIKit
import UniformTypeIdentifiers

// A document-based app's browser as Apple's template writes it compiles unchanged in Swift 5
// mode: a subclass that is its own delegate, the completion-handler forms.

class DocumentBrowserViewController5: UIDocumentBrowserViewController, UIDocumentBrowserViewControllerDelegate {
    var presented: URL?

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        allowsDocumentCreation = true
        allowsPickingMultipleItems = false
        browserUserInterfaceStyle = .dark
        view.tintColor = .systemOrange
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        guard let sourceURL = documentURLs.first else { return }
        presentDocument(at: sourceURL)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL, toDestinationURL destinationURL: URL) {
        presentDocument(at: destinationURL)
    }

    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {}

    func presentDocument(at documentURL: URL) {
        presented = documentURL
        let transition = transitionController(forDocumentAt: documentURL)
        transition.targetView = view
        transition.loadingProgress = Progress(totalUnitCount: 1)
    }

    func openExternalDocument(at url: URL) {
        revealDocument(at: url, importIfNeeded: true) { revealedURL, error in
            if let revealedURL = revealedURL { self.presentDocument(at: revealedURL) }
        }
    }
}

@MainActor
final class Swift5ModeDocumentBrowserTests: XCTestCase {
    func testTheTemplateBrowserCompilesAndStyles() async {
        let browser = DocumentBrowserViewController5(forOpening: [.plainText])
        browser.loadViewIfNeeded()
        XCTAssertTrue(browser.delegate === browser)
        XCTAssertEqual(browser.browserUserInterfaceStyle, .dark)
        let action = UIDocumentBrowserAction(identifier: "com.example.share", localizedTitle: "Share", availability: [.menu]) { urls in
            _ = urls.count
        }
        action.supportedContentTypes = [UTType.plainText.identifier]
        browser.customActions = [action]
        browser.additionalLeadingNavigationBarButtonItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)]
        browser.openExternalDocument(at: URL(fileURLWithPath: "/nonexistent/file.txt"))
        XCTAssertNil(browser.presented, "a missing document is not revealed")
        let header = UIBackgroundConfiguration.listHeader()
            .updated(for: UIViewConfigurationState(traitCollection: UITraitCollection(listEnvironment: .insetGrouped)))
        XCTAssertEqual(header.backgroundColor, .clear)
    }
}
