import XCTest
@testable import UIKit
import UIKitTesting

/// UIPasteboard's item providers (iOS 11): one provider per item offering each of its types,
/// and providers (or objects) set as the items, with the local-only and expiration options.
@MainActor
final class UIPasteboardItemProviderTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private func loadedString(_ provider: NSItemProvider, _ type: String) -> String? {
        let result = SynchronousLoadResult()
        provider.loadDataRepresentation(forTypeIdentifier: type) { data, _ in result.set(data) }
        return (result.value ?? nil).flatMap { String(data: $0, encoding: .utf8) }
    }

    func testEachItemIsAProviderOfItsTypesTextFirst() async {
        let board = UIPasteboard.withUniqueName()
        let url = URL(string: "https://example.com/a")!
        board.items = [["public.url": url, "public.utf8-plain-text": "a link"], ["public.utf8-plain-text": "two"]]
        let providers = board.itemProviders
        XCTAssertEqual(providers.count, 2)
        XCTAssertEqual(providers[0].registeredTypeIdentifiers, ["public.utf8-plain-text", "public.url"])
        XCTAssertEqual(loadedString(providers[0], "public.utf8-plain-text"), "a link")
        XCTAssertEqual(loadedString(providers[0], "public.url"), "https://example.com/a")
        XCTAssertEqual(loadedString(providers[1], "public.plain-text"), "two", "a conforming type loads too")
        XCTAssertTrue(providers[1].canLoadObject(ofClass: NSString.self))
        XCTAssertEqual(UIPasteboard.withUniqueName().itemProviders.count, 0)
    }

    func testSettingProvidersReplacesTheItemsWithTheirRepresentations() async {
        let board = UIPasteboard.withUniqueName()
        board.string = "old"
        let start = board.changeCount
        let text = NSItemProvider(object: "hello" as NSString)
        let link = NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
        board.itemProviders = [text, link]
        XCTAssertEqual(board.changeCount, start + 1)
        XCTAssertEqual(board.numberOfItems, 2)
        XCTAssertEqual(board.string, "hello")
        XCTAssertEqual(board.strings?.first, "hello")
        XCTAssertEqual(board.urls, [URL(string: "https://example.com")!])
        XCTAssertTrue(board.hasURLs)
        // Round trip: the items read back as providers again.
        XCTAssertEqual(loadedString(board.itemProviders[0], "public.utf8-plain-text"), "hello")
    }

    func testLocalOnlyProvidersStayOffThePlatformClipboardAndExpire() async {
        let clipboard = ScriptedClipboard()
        PasteboardRegistry.shared.install(clipboard)
        let board = UIPasteboard.general
        board.setItemProviders([NSItemProvider(object: "secret" as NSString)], localOnly: true, expirationDate: nil)
        XCTAssertEqual(board.string, "secret")
        XCTAssertEqual(clipboard.writes.last, "", "local-only items do not reach other programs")
        board.setItemProviders([NSItemProvider(object: "shared" as NSString)], localOnly: false, expirationDate: nil)
        XCTAssertEqual(clipboard.writes.last, "shared")
        board.setItemProviders([NSItemProvider(object: "brief" as NSString)], localOnly: false,
                               expirationDate: Date(timeIntervalSinceNow: -1))
        XCTAssertEqual(board.numberOfItems, 0, "an expired pasteboard reads as empty")
    }

    func testSetObjectsMakesAnItemPerObject() async {
        let board = UIPasteboard.withUniqueName()
        board.setObjects(["one", "two"])
        XCTAssertEqual(board.strings, ["one", "two"])
        board.setObjects([URL(string: "https://example.org")! as NSURL])
        XCTAssertEqual(board.url, URL(string: "https://example.org"))
    }

    func testARepresentationLoadedLaterIsLeftOut() async {
        let board = UIPasteboard.withUniqueName()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            DispatchQueue.global().asyncAfter(deadline: .now() + 0.05) { completion(Data("late".utf8), nil) }
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([0x89, 0x50]), nil)
            return nil
        }
        board.itemProviders = [provider]
        XCTAssertEqual(board.numberOfItems, 1)
        XCTAssertEqual(board.types, ["public.png"])
        XCTAssertNil(board.string)
        XCTAssertEqual(board.data(forPasteboardType: "public.png"), Data([0x89, 0x50]))
    }
}
