import XCTest
import UniformTypeIdentifiers

final class UTTypeTests: XCTestCase {
    func testDeclaredTypesConformThroughTheTree() throws {
        XCTAssertEqual(UTType.png.identifier, "public.png")
        XCTAssertTrue(UTType.png.conforms(to: .image))
        XCTAssertTrue(UTType.png.conforms(to: .data))
        XCTAssertTrue(UTType.png.conforms(to: .item))
        XCTAssertFalse(UTType.png.conforms(to: .text))
        XCTAssertTrue(UTType.json.conforms(to: .text))
        XCTAssertTrue(UTType.image.isSupertype(of: .jpeg))
        XCTAssertTrue(UTType.jpeg.isSubtype(of: .image))
        XCTAssertFalse(UTType.image.isSubtype(of: .image))
        XCTAssertTrue(UTType.utf8PlainText.supertypes.isSuperset(of: [.plainText, .text, .data, .content, .item]))
        XCTAssertEqual(UTType("public.png"), .png)
        XCTAssertNil(UTType("com.example.unknown"), "UIKit: nil for an identifier the system does not know")
        XCTAssertTrue(UTType.png.isDeclared)
        XCTAssertTrue(UTType.png.isPublic)
        XCTAssertFalse(UTType.pdf.isPublic, "com.adobe.pdf is not a public.* type")
        XCTAssertEqual(UTTagClass.filenameExtension.rawValue, "public.filename-extension")
        XCTAssertEqual(UTTagClass.mimeType.rawValue, "public.mime-type")
    }

    func testTagsFindTypesAndUnknownTagsGetDynamicTypes() throws {
        XCTAssertEqual(UTType(filenameExtension: "JPG"), .jpeg)
        XCTAssertEqual(UTType(filenameExtension: "txt"), .plainText)
        XCTAssertEqual(UTType(mimeType: "image/png"), .png)
        XCTAssertEqual(UTType.jpeg.preferredFilenameExtension, "jpeg")
        XCTAssertEqual(UTType.png.preferredMIMEType, "image/png")
        XCTAssertEqual(UTType.pdf.tags[.filenameExtension], ["pdf"])
        XCTAssertNil(UTType(filenameExtension: "png", conformingTo: .text).flatMap { $0.isDeclared ? $0 : nil },
                     "a declared type that does not conform is not returned")
        let custom = try XCTUnwrap(UTType(filenameExtension: "zzq"))
        XCTAssertTrue(custom.isDynamic)
        XCTAssertFalse(custom.isDeclared)
        XCTAssertTrue(custom.identifier.hasPrefix("dyn."))
        XCTAssertTrue(custom.conforms(to: .data), "dynamic types conform to the supertype asked for")
        XCTAssertEqual(custom.preferredFilenameExtension, "zzq")
        XCTAssertNil(UTType(filenameExtension: ""))
    }

    func testAppDeclaredTypesConformToTheirParents() throws {
        let document = UTType(exportedAs: "com.example.drawing", conformingTo: .json)
        XCTAssertEqual(document.identifier, "com.example.drawing")
        XCTAssertTrue(document.conforms(to: .json))
        XCTAssertTrue(document.conforms(to: .text))
        XCTAssertTrue(document.isDeclared)
        XCTAssertFalse(document.isDynamic)
        let encoded = try JSONEncoder().encode([UTType.png])
        XCTAssertEqual(try JSONDecoder().decode([UTType].self, from: encoded), [.png])
        XCTAssertEqual(UTType.png.description, "public.png")
    }
}
