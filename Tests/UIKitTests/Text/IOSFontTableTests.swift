import XCTest
@testable import UIKit
import UIKitTesting

@MainActor
final class IOSFontTableTests: XCTestCase {
    override func setUp() async throws {
        // Each test starts on a settled framework, whatever ran before.
        UIKitTestEnvironment.reset()
    }

    func testMalformedAndRepeatedLinesAreSkippedWithALogLine() async {
        let text = """
        # comment
        Avenir Next\tAvenirNext-Bold\tbold\tnormal\tNoto Sans
        Avenir Next\tAvenirNext-Bold\tregular\tnormal\tNoto Sans
        Broken\tBroken-Regular\tsuperheavy\tnormal\tNoto Sans
        Too Few\tColumns
        Menlo\tMenlo-Italic\tregular\titalic\tDejaVu Sans Mono
        SF Pro\tSFPro-Regular\tregular\tnormal\tsystem
        """
        var table = IOSFontTable()
        let log = LogCapture.capture { table = IOSFontTable(parsing: text, source: "test.tsv") }
        XCTAssertEqual(table.faces.map(\.postScriptName), ["AvenirNext-Bold", "Menlo-Italic", "SFPro-Regular"])
        XCTAssertEqual(table.face(named: "avenirnext-bold")?.weight, .bold, "the first line for a name wins")
        XCTAssertEqual(log.lines.count, 3, "\(log.lines)")
        XCTAssertTrue(log.contains("test.tsv:3 repeats"), "\(log.lines)")
        XCTAssertTrue(log.contains("test.tsv:4 is not"), "\(log.lines)")
        XCTAssertEqual(table.face(named: "Menlo-Italic")?.fontFace.generic, .monospace)
        XCTAssertEqual(table.listedFamilies, ["Avenir Next", "Menlo"], "the system font's private families are not listed")
    }
}
