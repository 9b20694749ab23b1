import Foundation
import XCTest
@testable import UIKit
import UIKitTesting

/// `NSItemProvider` as drag code uses it: objects in, representations by type, objects out.
@MainActor
final class ItemProviderTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testStringProviderOffersUTF8TextAndLoadsAsStringOnly() async {
        let provider = NSItemProvider(object: "Hello" as NSString)
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["public.utf8-plain-text"])
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.plain-text"))
        XCTAssertTrue(provider.hasItemConformingToTypeIdentifier("public.text"))
        XCTAssertFalse(provider.hasItemConformingToTypeIdentifier("public.image"))
        XCTAssertTrue(provider.canLoadObject(ofClass: NSString.self))
        XCTAssertTrue(provider.canLoadObject(ofClass: String.self))
        XCTAssertFalse(provider.canLoadObject(ofClass: UIImage.self))
        let loaded = Locked<String?>(nil)
        provider.loadObject(ofClass: String.self) { string, error in
            XCTAssertNil(error)
            loaded.value = string
        }
        XCTAssertEqual(loaded.value, "Hello")
    }

    func testLoadingAClassThatReadsNoneOfTheTypesFailsWithTheCoercionError() async {
        let provider = NSItemProvider(object: "Hello" as NSString)
        let failure = Locked<NSError?>(nil)
        provider.loadObject(ofClass: UIImage.self) { object, error in
            XCTAssertNil(object)
            failure.value = error as NSError?
        }
        XCTAssertEqual(failure.value?.domain, NSItemProviderErrorDomain)
        XCTAssertEqual(failure.value?.code, NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
    }

    func testRegisteredDataRepresentationLoadsOnDemandInRegistrationOrder() async {
        let provider = NSItemProvider()
        let calls = Locked(0)
        provider.registerDataRepresentation(forTypeIdentifier: "com.example.card", visibility: .all) { completion in
            calls.value += 1
            completion(Data([1, 2, 3]), nil)
            return nil
        }
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .ownProcess) { completion in
            completion("card".data(using: .utf8), nil)
            return nil
        }
        XCTAssertEqual(provider.registeredTypeIdentifiers, ["com.example.card", "public.utf8-plain-text"])
        XCTAssertEqual(calls.value, 0, "nothing is produced until a receiver asks")
        let data = Locked<Data?>(nil)
        let progress = provider.loadDataRepresentation(forTypeIdentifier: "com.example.card") { loaded, _ in data.value = loaded }
        XCTAssertEqual(data.value, Data([1, 2, 3]))
        XCTAssertEqual(calls.value, 1)
        XCTAssertEqual(progress.completedUnitCount, 1)
        let text = Locked<String?>(nil)
        provider.loadObject(ofClass: String.self) { string, _ in text.value = string }
        XCTAssertEqual(text.value, "card", "the text representation is the one String reads")
    }

    func testURLAndImageRoundTrip() async throws {
        let url = try XCTUnwrap(URL(string: "https://example.com/a?b=1"))
        let urlProvider = NSItemProvider(object: url as NSURL)
        XCTAssertEqual(urlProvider.registeredTypeIdentifiers, ["public.url", "public.utf8-plain-text"])
        let loadedURL = Locked<URL?>(nil)
        urlProvider.loadObject(ofClass: URL.self) { value, _ in loadedURL.value = value }
        XCTAssertEqual(loadedURL.value, url)

        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
        }
        let imageProvider = NSItemProvider(object: image)
        XCTAssertEqual(imageProvider.registeredTypeIdentifiers, ["public.png"])
        XCTAssertTrue(imageProvider.canLoadObject(ofClass: UIImage.self))
        XCTAssertFalse(imageProvider.canLoadObject(ofClass: String.self))
        let loadedImage = Locked<UIImage?>(nil)
        imageProvider.loadObject(ofClass: UIImage.self) { object, _ in loadedImage.value = object as? UIImage }
        let size = try XCTUnwrap(loadedImage.value).size
        XCTAssertEqual(size.width * (loadedImage.value?.scale ?? 1), 6 * image.scale)
        XCTAssertEqual(size.height * (loadedImage.value?.scale ?? 1), 4 * image.scale)
    }
}

/// A value the `@Sendable` load completions can set (they run before the load call returns).
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
