import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// `NSItemProvider`'s file representations and `init(item:typeIdentifier:)`.
@MainActor
final class ItemProviderFileRepresentationTests: XCTestCase {
    private var directory: URL!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ItemProviderFiles-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func writeFile(_ name: String, _ bytes: [UInt8]) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// A file registered by URL is handed out as a temporary copy with the file's name and
    /// contents, deleted once the completion handler returns; the original stays.
    func testLoadFileRepresentationGivesATemporaryCopyDeletedAfterTheHandler() async throws {
        let original = try writeFile("card.png", [0x89, 0x50, 0x4E, 0x47, 1, 2, 3])
        let provider = NSItemProvider()
        let asked = Locked(0)
        provider.registerFileRepresentation(forTypeIdentifier: "public.png", fileOptions: [], visibility: .all) { completion in
            asked.value += 1
            completion(original, false, nil)
            return nil
        }
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.png"])
        XCTAssertEqual(asked.value, 0, "nothing is produced until a receiver asks")
        let seen = Locked<(URL?, Data?, Bool)>((nil, nil, false))
        let progress = provider.loadFileRepresentation(forTypeIdentifier: "public.image") { url, error in
            XCTAssertNil(error)
            seen.value = (url, url.flatMap { try? Data(contentsOf: $0) }, url.map { FileManager.default.fileExists(atPath: $0.path) } ?? false)
        }
        let (url, contents, existed) = seen.value
        let copy = try XCTUnwrap(url)
        XCTAssertEqual(asked.value, 1)
        XCTAssertEqual(copy.lastPathComponent, "card.png")
        XCTAssertNotEqual(copy.standardizedFileURL, original.standardizedFileURL, "a copy, not the registered file")
        XCTAssertTrue(existed)
        XCTAssertEqual(contents, Data([0x89, 0x50, 0x4E, 0x47, 1, 2, 3]))
        XCTAssertFalse(FileManager.default.fileExists(atPath: copy.path), "deleted when the handler returned")
        XCTAssertTrue(FileManager.default.fileExists(atPath: original.path))
        XCTAssertEqual(progress.completedUnitCount, 1)
    }

    /// A data representation asked for as a file is written to one named by `suggestedName`.
    func testADataRepresentationLoadsAsAFileNamedBySuggestedName() async throws {
        let provider = NSItemProvider()
        provider.suggestedName = "notes.txt"
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { completion in
            completion(Data("hello".utf8), nil)
            return nil
        }
        let seen = Locked<(String?, String?)>((nil, nil))
        provider.loadFileRepresentation(forTypeIdentifier: "public.plain-text") { url, _ in
            seen.value = (url?.lastPathComponent, url.flatMap { try? String(contentsOf: $0, encoding: .utf8) })
        }
        XCTAssertEqual(seen.value.0, "notes.txt")
        XCTAssertEqual(seen.value.1, "hello")
    }

    /// A file representation read as data gives the file's bytes; loading an absent type fails
    /// with the unavailable error.
    func testAFileRepresentationLoadsAsDataAndAnAbsentTypeFails() async throws {
        let original = try writeFile("a.bin", [9, 8, 7])
        let provider = NSItemProvider()
        provider.registerFileRepresentation(forTypeIdentifier: "com.example.blob", visibility: .all) { completion in
            completion(original, false, nil)
            return nil
        }
        let data = Locked<Data?>(nil)
        provider.loadDataRepresentation(forTypeIdentifier: "com.example.blob") { loaded, _ in data.value = loaded }
        XCTAssertEqual(data.value, Data([9, 8, 7]))
        let failure = Locked<NSError?>(nil)
        provider.loadFileRepresentation(forTypeIdentifier: "public.png") { url, error in
            XCTAssertNil(url)
            failure.value = error as NSError?
        }
        XCTAssertEqual(failure.value?.domain, NSItemProviderErrorDomain)
        XCTAssertEqual(failure.value?.code, NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    /// `.openInPlace` is kept with the representation: only such representations answer a
    /// query with that option.
    func testOpenInPlaceFileOptionsAreReportedByTheQueries() async throws {
        let original = try writeFile("doc.txt", Array("text".utf8))
        let provider = NSItemProvider()
        provider.registerFileRepresentation(forTypeIdentifier: "public.plain-text", fileOptions: .openInPlace, visibility: .all) { completion in
            completion(original, false, nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([1]), nil)
            return nil
        }
        XCTAssertTrue(provider.hasRepresentationConforming(toTypeIdentifier: "public.text", fileOptions: .openInPlace))
        XCTAssertFalse(provider.hasRepresentationConforming(toTypeIdentifier: "public.image", fileOptions: .openInPlace))
        XCTAssertTrue(provider.hasRepresentationConforming(toTypeIdentifier: "public.image", fileOptions: []))
        XCTAssertEqual(provider.registeredTypeIdentifiers(fileOptions: .openInPlace), ["public.plain-text"])
        XCTAssertEqual(provider.registeredTypeIdentifiers(fileOptions: []), ["public.plain-text", "public.png"])
    }

    /// `init(item:typeIdentifier:)`: data under the given type, text as UTF-8 under its own
    /// type, a file URL under a file type as the file, nil as nothing.
    func testInitWithItemRegistersTheItemUnderItsType() async throws {
        let data = NSItemProvider(item: NSData(bytes: [1, 2, 3] as [UInt8], length: 3), typeIdentifier: "com.example.raw")
        XCTAssertEqual(data.registeredTypeIdentifiers, ["com.example.raw"])
        let loaded = Locked<Data?>(nil)
        data.loadDataRepresentation(forTypeIdentifier: "com.example.raw") { value, _ in loaded.value = value }
        XCTAssertEqual(loaded.value, Data([1, 2, 3]))

        let text = NSItemProvider(item: "Hi" as NSString, typeIdentifier: nil)
        XCTAssertEqual(text.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        let string = Locked<String?>(nil)
        text.loadObject(ofClass: String.self) { value, _ in string.value = value }
        XCTAssertEqual(string.value, "Hi")

        let original = try writeFile("photo.png", [5, 6])
        let file = NSItemProvider(item: original as NSURL, typeIdentifier: "public.png")
        XCTAssertEqual(file.registeredTypeIdentifiers, ["public.png"])
        let copied = Locked<Data?>(nil)
        file.loadFileRepresentation(forTypeIdentifier: "public.png") { url, _ in copied.value = url.flatMap { try? Data(contentsOf: $0) } }
        XCTAssertEqual(copied.value, Data([5, 6]))

        XCTAssertEqual(NSItemProvider(item: nil, typeIdentifier: "public.png").registeredTypeIdentifiers, [])
    }

    /// In place: a file registered with `.openInPlace` is handed over as it is (true); a
    /// data representation as a temporary copy (false).
    func testLoadInPlaceOpensOpenInPlaceFilesAndCopiesTheRest() async throws {
        let original = try writeFile("doc.txt", Array("text".utf8))
        let provider = NSItemProvider()
        provider.registerFileRepresentation(forTypeIdentifier: "public.plain-text", fileOptions: .openInPlace, visibility: .all) { completion in
            completion(original, false, nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .all) { completion in
            completion(Data([1, 2]), nil)
            return nil
        }
        let inPlace = Locked<(URL?, Bool)>((nil, false))
        provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.text") { url, isInPlace, error in
            XCTAssertNil(error)
            inPlace.value = (url, isInPlace)
        }
        XCTAssertEqual(inPlace.value.0?.standardizedFileURL, original.standardizedFileURL)
        XCTAssertTrue(inPlace.value.1)
        let copied = Locked<(Data?, Bool)>((nil, true))
        provider.loadInPlaceFileRepresentation(forTypeIdentifier: "public.png") { url, isInPlace, _ in
            copied.value = (url.flatMap { try? Data(contentsOf: $0) }, isInPlace)
        }
        XCTAssertEqual(copied.value.0, Data([1, 2]))
        XCTAssertFalse(copied.value.1)
    }
}
