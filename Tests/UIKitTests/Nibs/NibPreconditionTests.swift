import XCTest
import Foundation

/// UIKit raises for a nib or storyboard that is not there, a scene or segue a storyboard
/// does not declare, and a nib that is not a cell; OpenUIKit stops with UIKit's text. Each
/// case runs in a child process (ProcessProbe "nib:" scenarios).
final class NibPreconditionTests: XCTestCase {
    private func expect(_ scenario: String, _ message: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try ProcessProbeRunner.run("nib:" + scenario, file: file, line: line)
        XCTAssertNotEqual(result.status, 0, result.output, file: file, line: line)
        XCTAssertFalse(result.output.contains("returned normally"), result.output, file: file, line: line)
        XCTAssertTrue(result.output.contains(message), result.output, file: file, line: line)
    }

    func testAMissingNibIsUIKitsError() throws {
        try expect("missing-nib", "Could not load NIB in bundle: 'NSBundle <")
        try expect("missing-nib", "> (loaded)' with name 'NoSuchNib'")
    }

    func testAMissingStoryboardOrSceneIsUIKitsError() throws {
        try expect("missing-storyboard", "Could not find a storyboard named 'NoSuchStoryboard' in bundle NSBundle <")
        try expect("missing-scene", "doesn't contain a view controller with identifier 'second'")
    }

    func testASegueTheStoryboardDoesNotDeclare() throws {
        try expect("no-segue", "has no segue with identifier 'next'")
    }

    func testACompiledInterfaceBuilderNibIsRefusedWithAReason() throws {
        try expect("compiled-nib", "is a compiled Interface Builder nib, which cannot be read on Linux")
    }

    func testACellNibWhoseObjectIsNotACell() throws {
        try expect("cell-nib-with-a-label", "invalid nib registered for identifier (cell) - nib must contain exactly one top level object which must be a UITableViewCell instance")
    }
}
