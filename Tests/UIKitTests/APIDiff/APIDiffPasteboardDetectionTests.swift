import XCTest
import UIKit
import UIKitTesting

/// UIPasteboard's detection patterns (iOS 14 and 15), found missing by the API diff: what the
/// items' text matches, answered on a later run-loop turn.
@MainActor
final class APIDiffPasteboardDetectionTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    private let webPatterns: Set<UIPasteboard.DetectionPattern> = [.probableWebURL, .probableWebSearch, .number]

    func testAWebAddressIsAProbableURLNotASearch() async {
        let board = UIPasteboard(name: UIPasteboard.Name("detection-url"), create: true)!
        board.string = "https://example.com/path?q=1"
        let done = expectation(description: "detected")
        var found: Set<UIPasteboard.DetectionPattern>?
        board.detectPatterns(for: webPatterns) { result in
            found = try? result.get()
            done.fulfill()
        }
        XCTAssertNil(found, "UIKit: the answer comes later")
        await fulfillment(of: [done], timeout: 5)
        XCTAssertEqual(found, [.probableWebURL])
        board.string = "example.org"
        let bare = try? await board.detectedPatterns(for: webPatterns)
        XCTAssertEqual(bare, [.probableWebURL], "a host name without a scheme")
    }

    func testTextIsASearchAndNumbersHaveValues() async throws {
        let board = UIPasteboard(name: UIPasteboard.Name("detection-values"), create: true)!
        board.string = "best pizza near me"
        let search = try await board.detectedValues(for: webPatterns)
        XCTAssertEqual(search[.probableWebSearch] as? String, "best pizza near me")
        XCTAssertNil(search[.probableWebURL])
        board.string = " 42 "
        let number = try await board.detectedValues(for: [.number])
        XCTAssertEqual((number[.number] as? NSNumber)?.intValue, 42)
        board.string = "12.5"
        let fraction = try await board.detectedValues(for: [.number])
        XCTAssertEqual((fraction[.number] as? NSNumber)?.doubleValue, 12.5)
    }

    func testItemSetsAnswerPerItem() async throws {
        let board = UIPasteboard(name: UIPasteboard.Name("detection-items"), create: true)!
        board.strings = ["7", "swift.org", "hello world"]
        let all = try await board.detectedPatterns(for: webPatterns, inItemSet: nil)
        XCTAssertEqual(all, [[.number, .probableWebSearch], [.probableWebURL], [.probableWebSearch]])
        let second = try await board.detectedPatterns(for: webPatterns, inItemSet: IndexSet(integer: 1))
        XCTAssertEqual(second, [[.probableWebURL]])
        let values = try await board.detectedValues(for: [.probableWebURL], inItemSet: IndexSet([0, 1]))
        XCTAssertEqual(values.count, 2)
        XCTAssertTrue(values[0].isEmpty)
        XCTAssertEqual(values[1][.probableWebURL] as? String, "swift.org")
    }

    func testLinksEmailAddressesAndPhoneNumbersInText() async throws {
        let board = UIPasteboard(name: UIPasteboard.Name("detection-ios15"), create: true)!
        board.string = "Mail ana@example.com or call +1 (555) 010-9999, see https://swift.org"
        let values = try await board.detectedValues(for: [.link, .emailAddress, .phoneNumber, .flightNumber])
        XCTAssertEqual(values[.link] as? URL, URL(string: "https://swift.org"))
        XCTAssertEqual(values[.emailAddress] as? String, "ana@example.com")
        XCTAssertEqual(values[.phoneNumber] as? String, "+1 (555) 010-9999")
        XCTAssertNil(values[.flightNumber], "Apple's data detectors are not available: never detected")
        board.items = []
        let empty = try await board.detectedPatterns(for: webPatterns)
        XCTAssertTrue(empty.isEmpty)
    }
}
