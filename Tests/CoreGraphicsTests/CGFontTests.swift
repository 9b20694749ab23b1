import XCTest
import CoreGraphics

/// CGFont finds installed faces by PostScript, full or family name, and reads a font file's
/// names and glyph count. (The fonts are those of the Debian packages the project installs.)
final class CGFontTests: XCTestCase {
    private let dejaVuPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func testInstalledFaceByPostScriptFullAndFamilyName() throws {
        let byPostScript = try XCTUnwrap(CGFont("DejaVuSans" as CFString))
        XCTAssertEqual(byPostScript.postScriptName, "DejaVuSans")
        XCTAssertEqual(byPostScript.fullName, "DejaVu Sans")
        XCTAssertGreaterThan(byPostScript.numberOfGlyphs, 1000)
        XCTAssertEqual(byPostScript.unitsPerEm, 2048, "DejaVu Sans is drawn on a 2048-unit em")

        XCTAssertEqual(CGFont("dejavu sans bold" as CFString)?.postScriptName, "DejaVuSans-Bold", "full names, any case")
        XCTAssertEqual(CGFont("DejaVu Sans" as CFString)?.postScriptName, "DejaVuSans", "a family gives its regular face")
    }

    func testUnknownOrEmptyNameIsNil() {
        XCTAssertNil(CGFont("No Such Font 42" as CFString))
        XCTAssertNil(CGFont("" as CFString))
    }

    func testFontFromDataProviderReadsTheFilesNames() throws {
        let provider = try XCTUnwrap(CGDataProvider(filename: dejaVuPath))
        let font = try XCTUnwrap(CGFont(provider))
        XCTAssertEqual(font.postScriptName, "DejaVuSans")
        XCTAssertEqual(font.fullName, "DejaVu Sans")
        XCTAssertEqual(font.numberOfGlyphs, CGFont("DejaVuSans" as CFString)?.numberOfGlyphs)
    }

    func testDataThatIsNotAFontIsNil() throws {
        let provider = try XCTUnwrap(CGDataProvider(data: Data("not a font at all".utf8)))
        XCTAssertNil(CGFont(provider))
        let truncated = try XCTUnwrap(CGDataProvider(data: try Data(contentsOf: URL(fileURLWithPath: dejaVuPath)).prefix(40)))
        XCTAssertNil(CGFont(truncated), "tables cut short")
    }
}
