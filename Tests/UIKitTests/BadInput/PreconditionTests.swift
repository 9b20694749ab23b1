import XCTest
import Foundation

/// UIKit raises an exception for a few programming errors. OpenUIKit stops with a clear
/// precondition message naming the API; these tests run each case in a child process.
final class PreconditionTests: XCTestCase {
    private func probe(_ scenario: String) throws -> (status: Int32, output: String) {
        try ProcessProbeRunner.run(scenario)
    }

    func testProbeRunsNormally() throws {
        let result = try probe("ok")
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("ok"))
    }

    func testAddingAViewToItselfStopsWithUIKitsMessage() throws {
        // UIKit raises "Can't add self as subview".
        let result = try probe("add-self-as-subview")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("UIView.addSubview(_:): can't add self as subview"), result.output)
    }

    func testAddingAnAncestorAsSubviewStops() throws {
        let result = try probe("add-ancestor-as-subview")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("can't add a view to one of its own descendants"), result.output)
    }

    func testAddingALayerToItselfStops() throws {
        let result = try probe("add-layer-to-itself")
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("CALayer.addSublayer(_:): cannot add a layer to itself"), result.output)
    }
}

