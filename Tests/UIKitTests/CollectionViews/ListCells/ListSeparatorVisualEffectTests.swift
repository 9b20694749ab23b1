import XCTest
@testable import UIKit
import UIKitTesting

/// `UIListSeparatorConfiguration.visualEffect`: each separator line is the content of a
/// visual effect view with the effect, in the line's place.
@MainActor
final class ListSeparatorVisualEffectTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testSeparatorsAreDrawnInsideAVisualEffectViewWithTheEffect() async throws {
        XCTAssertNil(UICollectionLayoutListConfiguration(appearance: .plain).separatorConfiguration.visualEffect)
        let effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light))
        var list = UICollectionLayoutListConfiguration(appearance: .plain)
        list.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 10)
        list.separatorConfiguration.color = .systemRed
        list.separatorConfiguration.visualEffect = effect
        let (window, collectionView, _) = makeListCollection(list, itemCounts: [2])
        defer { withExtendedLifetime(window) {} }
        let hairline = 1 / UIScreen.main.scale
        let cell = listCell(collectionView, 0)
        let line = try XCTUnwrap(cell.separatorView)
        let host = try XCTUnwrap(line.superview?.superview as? UIVisualEffectView)
        XCTAssertTrue(line.superview === host.contentView)
        XCTAssertTrue(host.superview === cell)
        XCTAssertTrue(host.effect === effect)
        XCTAssertFalse(host.isHidden)
        XCTAssertEqual(host.frame, CGRect(x: 40, y: cell.bounds.height - hairline, width: 270, height: hairline))
        XCTAssertEqual(line.frame, CGRect(x: 0, y: 0, width: 270, height: hairline))
        XCTAssertEqual(line.backgroundColor, .systemRed)
    }

    /// Without an effect the line is the cell's own subview (no effect view).
    func testWithoutAnEffectTheLineIsTheCellsSubview() async throws {
        let (window, collectionView, _) = makeListCollection(UICollectionLayoutListConfiguration(appearance: .plain), itemCounts: [2])
        defer { withExtendedLifetime(window) {} }
        let cell = listCell(collectionView, 0)
        XCTAssertTrue(cell.separatorView?.superview === cell)
        XCTAssertNil(cell.separatorEffectView)
    }
}
