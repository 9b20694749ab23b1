import XCTest
import Foundation

/// UIKit raises NSInvalidArgumentException for a visual format it cannot parse; OpenUIKit stops
/// with the same text after the API's name. Each case runs in a child process (ProcessProbe:
/// views a and b in a superview, orphan without one, metric m = 8).
final class VisualFormatPreconditionTests: XCTestCase {
    private let api = "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): "

    private func run(_ format: String) throws -> (status: Int32, output: String) {
        try ProcessProbeRunner.run("visual-format:" + format)
    }

    func testAValidFormatReturnsNormally() throws {
        let result = try run("|-m-[a]-[b]-|")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output.trimmingCharacters(in: .whitespacesAndNewlines), "3")
    }

    func testAnUnknownViewStopsWithUIKitsMessage() throws {
        let result = try run("[a]-[x]")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains(api + "Unable to parse constraint format: \n"
                                             + "x is not a key in the views dictionary. \n"
                                             + "[a]-[x] \n"
                                             + "      ^"), result.output)
    }

    func testABarNextToAViewWithoutASuperviewStops() throws {
        let result = try run("|[orphan]|")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains(api + "Unable to parse constraint format: \n"
                                             + "Unable to interpret '|' character, because the related view doesn't have a superview \n"
                                             + "|[orphan]| \n"
                                             + "         ^"), result.output)
    }

    func testAnEmptyFormatStops() throws {
        let result = try run("")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains(api + "Unable to parse constraint format: It's an empty string."), result.output)
    }

    func testAViewsValueThatIsNotAViewStops() throws {
        let result = try run("[notAView]")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains(api + "the value for \"notAView\" in the views dictionary is String, not a view or a layout guide"),
                      result.output)
    }
}
