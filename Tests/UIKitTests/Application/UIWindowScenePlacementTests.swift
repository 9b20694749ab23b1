import XCTest
import UIKit

/// `UIWindowScenePlacement` (iOS 17): values only on Linux.
@MainActor
final class UIWindowScenePlacementTests: XCTestCase {
    private func accept(_ placement: some UIWindowScenePlacement) -> AnyHashable { AnyHashable(placement) }

    func testThePlacementsAreHashableValuesWithTheirFactories() async {
        XCTAssertEqual(accept(.prominent()), AnyHashable(UIWindowSceneProminentPlacement()))
        XCTAssertEqual(accept(.standard()), AnyHashable(UIWindowSceneStandardPlacement()))
        XCTAssertNotEqual(accept(.standard()), accept(.prominent()))
        let placements: [any UIWindowScenePlacement] = [UIWindowSceneProminentPlacement(), UIWindowSceneStandardPlacement()]
        XCTAssertTrue(placements[0] is UIWindowSceneProminentPlacement)
        XCTAssertEqual(Set([UIWindowSceneProminentPlacement(), UIWindowSceneProminentPlacement()]).count, 1)
    }
}
