import XCTest
@testable import UIKit
import UIKitTesting

/// A platform clipboard another program can write to.
@MainActor
final class ScriptedClipboard: PlatformClipboard {
    var text: String?
    var writes: [String] = []
    func readText() -> String? { text }
    func writeText(_ text: String) {
        self.text = text
        writes.append(text)
    }
}

/// UIPasteboard: items, typed values, change count and notification, named pasteboards, and
/// the general pasteboard on the platform clipboard.
@MainActor
final class UIPasteboardTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSettingAStringReplacesTheItemsWithOneUTF8PlainTextItem() {
        let board = UIPasteboard.general
        XCTAssertTrue(board === UIPasteboard.general, "general is one object")
        XCTAssertEqual(board.numberOfItems, 0)
        XCTAssertFalse(board.hasStrings)
        let start = board.changeCount
        board.strings = ["one", "two"]
        XCTAssertEqual(board.numberOfItems, 2)
        board.string = "hello"
        XCTAssertEqual(board.numberOfItems, 1)
        XCTAssertEqual(board.types, ["public.utf8-plain-text"])
        XCTAssertEqual(board.string, "hello")
        XCTAssertEqual(board.strings, ["hello"])
        XCTAssertTrue(board.hasStrings)
        XCTAssertFalse(board.hasURLs)
        XCTAssertEqual(board.changeCount, start + 2)
        board.string = "hello"
        XCTAssertEqual(board.changeCount, start + 3, "an equal value is still a change")
        board.string = nil
        XCTAssertEqual(board.numberOfItems, 0)
        XCTAssertNil(board.string)
        XCTAssertNil(board.strings)
    }

    func testPluralGettersSkipItemsWithoutSuchAValue() async {
        let board = UIPasteboard.general
        let url = URL(string: "https://example.com/a")!
        board.items = [["public.utf8-plain-text": "a"], ["public.url": url], ["public.text": "c"]]
        XCTAssertEqual(board.strings, ["a", "c"])
        XCTAssertEqual(board.urls, [url])
        XCTAssertNil(board.url, "the singular getter reads the first item only")
        XCTAssertTrue(board.hasURLs)
        XCTAssertEqual(board.itemSet(withPasteboardTypes: ["public.url"]), IndexSet(integer: 1))
        XCTAssertTrue(board.contains(pasteboardTypes: ["public.url"], inItemSet: nil))
        XCTAssertFalse(board.contains(pasteboardTypes: ["public.url"]), "contains(pasteboardTypes:) looks at the first item")
        XCTAssertEqual(board.types(forItemSet: IndexSet([0, 2])), [["public.utf8-plain-text"], ["public.text"]])
        XCTAssertNil(board.types(forItemSet: IndexSet(integer: 3)), "an index past the items")
        board.addItems([["public.utf8-plain-text": "d"]])
        XCTAssertEqual(board.strings, ["a", "c", "d"])
    }

    func testURLsImagesAndColors() async throws {
        let board = UIPasteboard.general
        let url = URL(string: "https://example.com/")!
        board.url = url
        XCTAssertEqual(board.types, ["public.url"])
        XCTAssertEqual(board.url, url)
        XCTAssertEqual(board.data(forPasteboardType: "public.url"), Data("https://example.com/".utf8))
        XCTAssertFalse(board.hasStrings)

        let image = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        }
        board.image = image
        XCTAssertEqual(board.types, ["public.png"])
        XCTAssertTrue(board.hasImages)
        let png = try XCTUnwrap(board.data(forPasteboardType: "public.png"))
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 3 * image.scale, height: 2 * image.scale))
        board.setData(png, forPasteboardType: "public.png")
        XCTAssertEqual(board.image?.size, CGSize(width: 3 * image.scale, height: 2 * image.scale), "an image read from PNG data")

        board.colors = [.red, .blue]
        XCTAssertEqual(board.types, ["com.apple.uikit.color"])
        XCTAssertEqual(board.colors, [.red, .blue])
        XCTAssertEqual(board.color, .red)
        XCTAssertTrue(board.hasColors)
        XCTAssertFalse(board.hasImages)
    }

    func testValuesAndDataByType() async {
        let board = UIPasteboard.general
        board.setValue("plain", forPasteboardType: "public.plain-text")
        XCTAssertEqual(board.value(forPasteboardType: "public.plain-text") as? String, "plain")
        XCTAssertEqual(board.data(forPasteboardType: "public.plain-text"), Data("plain".utf8))
        XCTAssertEqual(board.string, "plain", "any text type reads as the string")
        XCTAssertTrue(board.contains(pasteboardTypes: ["public.png", "public.plain-text"]))
        XCTAssertNil(board.value(forPasteboardType: "public.png"))
        board.setData(Data("bytes".utf8), forPasteboardType: "com.example.custom")
        XCTAssertEqual(board.types, ["com.example.custom"])
        XCTAssertEqual(board.data(forPasteboardType: "com.example.custom"), Data("bytes".utf8))
        XCTAssertEqual(board.values(forPasteboardType: "com.example.custom", inItemSet: nil)?.count, 1)

        final class Opaque {}
        let count = board.changeCount
        let log = LogCapture.capture { board.setValue(Opaque(), forPasteboardType: "com.example.opaque") }
        XCTAssertEqual(board.changeCount, count, "a value that is not a property-list object is ignored")
        XCTAssertEqual(board.types, ["com.example.custom"])
        XCTAssertTrue(log.contains("UIPasteboard.setValue(_:forPasteboardType:)"), "\(log.lines)")
    }

    func testChangedNotificationListsTheTypesAddedAndRemoved() async {
        let board = UIPasteboard.general
        board.string = "text"
        var received: [(added: [String], removed: [String])] = []
        let observer = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { note in
            let added = note.userInfo?[UIPasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            let removed = note.userInfo?[UIPasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
            MainActor.assumeIsolated { received.append((added, removed)) }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        board.url = URL(string: "https://example.com")
        board.url = URL(string: "https://example.org")
        XCTAssertEqual(received.count, 2)
        XCTAssertEqual(received.first?.added, ["public.url"])
        XCTAssertEqual(received.first?.removed, ["public.utf8-plain-text"])
        XCTAssertEqual(received.last?.added, [])
        XCTAssertEqual(received.last?.removed, [])
    }

    func testNamedPasteboardsShareContentsByName() async throws {
        let name = UIPasteboard.Name("com.example.board")
        XCTAssertNil(UIPasteboard(name: name, create: false), "no such pasteboard yet")
        let first = try XCTUnwrap(UIPasteboard(name: name, create: true))
        first.string = "shared"
        let second = try XCTUnwrap(UIPasteboard(name: name, create: false))
        XCTAssertEqual(second.string, "shared")
        XCTAssertEqual(second.changeCount, first.changeCount)
        XCTAssertEqual(first.name, name)
        XCTAssertNil(UIPasteboard.general.string, "an app pasteboard is not the general one")
        XCTAssertEqual(UIPasteboard(name: .general, create: false)?.name, .general)

        let unique = UIPasteboard.withUniqueName()
        XCTAssertNotEqual(unique.name, UIPasteboard.withUniqueName().name)
        XCTAssertNotNil(UIPasteboard(name: unique.name, create: false))
        UIPasteboard.remove(withName: name)
        XCTAssertNil(UIPasteboard(name: name, create: false))
    }

    func testExpiredItemsReadAsEmptyAndLocalOnlyItemsStayOffTheClipboard() async {
        let clipboard = ScriptedClipboard()
        PasteboardRegistry.shared.install(clipboard)
        let board = UIPasteboard.general
        board.setItems([["public.utf8-plain-text": "soon gone"]], options: [.expirationDate: Date(timeIntervalSinceNow: -1)])
        XCTAssertEqual(board.numberOfItems, 0)
        board.setItems([["public.utf8-plain-text": "secret"]], options: [.localOnly: true])
        XCTAssertEqual(board.string, "secret")
        XCTAssertEqual(clipboard.writes.last, "", "local-only text does not reach other programs")
    }

    func testTheGeneralPasteboardWritesAndReadsThePlatformClipboard() async {
        let clipboard = ScriptedClipboard()
        PasteboardRegistry.shared.install(clipboard)
        let board = UIPasteboard.general
        board.string = "from the app"
        XCTAssertEqual(clipboard.writes, ["from the app"])
        board.url = URL(string: "https://example.com/x")
        XCTAssertEqual(clipboard.writes.last, "https://example.com/x", "a URL reaches other programs as its text")
        let count = board.changeCount
        // Another program copies.
        clipboard.text = "from elsewhere"
        XCTAssertEqual(board.changeCount, count + 1)
        XCTAssertEqual(board.string, "from elsewhere")
        XCTAssertEqual(board.types, ["public.utf8-plain-text"])
        XCTAssertEqual(board.changeCount, count + 1, "reading again is no change")
        let named = UIPasteboard.withUniqueName()
        named.string = "private"
        XCTAssertEqual(clipboard.writes.count, 2, "app pasteboards stay in the app")
    }
}
