import XCTest
@testable @_spi(Platform) import UIKit
import UIKitTesting

/// iOS 17's `NSCollectionLayoutSection.orthogonalScrollingProperties`.
@MainActor
final class OrthogonalScrollingPropertiesTests: XCTestCase {
    override func setUp() async throws {
        UIKitTestEnvironment.reset()
    }

    func testDefaultsAndValues() async {
        let properties = UICollectionLayoutSectionOrthogonalScrollingProperties()
        XCTAssertEqual(properties.decelerationRate, .automatic)
        XCTAssertEqual(properties.bounce, .automatic)
        XCTAssertEqual(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue, 0.998)
        XCTAssertEqual(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast.rawValue, 0.99)
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingProperties.bounce = .never
        section.orthogonalScrollingProperties.decelerationRate = .fast
        XCTAssertEqual(section.orthogonalScrollingProperties.bounce, .never, "changed in place")
        let copy = section.copy() as! NSCollectionLayoutSection
        XCTAssertEqual(copy.orthogonalScrollingProperties.decelerationRate, .fast)
        XCTAssertFalse(copy.orthogonalScrollingProperties === section.orthogonalScrollingProperties)
    }

    /// `.automatic`: the collection view's rate for a continuous section; a named rate wins.
    func testTheRateReachesTheSectionsScrollView() async throws {
        let fixture = OrthogonalFixture(.continuous)
        let scroller = try XCTUnwrap(fixture.scroller)
        XCTAssertEqual(scroller.decelerationRate, .normal)
        XCTAssertTrue(scroller.bounces)
        fixture.section.orthogonalScrollingProperties.decelerationRate = .fast
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(scroller.decelerationRate, .fast)
        // A 3,000 pt/s fling at .fast coasts (3000 / 1000) · 0.99 / 0.01 = 297 pt.
        fixture.flingLeft(speed: 3000, steps: 10)
        let released = scroller.contentOffset.x
        ManualClock.advance(by: 5)
        XCTAssertLessThan(scroller.contentOffset.x, 680, "stops short of the end")
        XCTAssertGreaterThan(scroller.contentOffset.x, released)
    }

    /// `.never`: a drag past the start does not rubber-band; `.always`: a section whose
    /// content fits still bounces.
    func testBounce() async throws {
        let fixture = OrthogonalFixture(.continuous)
        fixture.section.orthogonalScrollingProperties.bounce = .never
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        let scroller = try XCTUnwrap(fixture.scroller)
        XCTAssertFalse(scroller.bounces)
        fixture.input.touchDown(1, at: CGPoint(x: 20, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 30, y: 50))
        fixture.input.advance(by: 0.01)
        fixture.input.touchMove(1, to: CGPoint(x: 130, y: 50))
        XCTAssertEqual(scroller.contentOffset.x, 0, "no rubber band")
        fixture.holdAndLift(at: CGPoint(x: 130, y: 50))

        fixture.section.orthogonalScrollingProperties.bounce = .always
        fixture.layout.invalidateLayout()
        fixture.collectionView.layoutIfNeeded()
        XCTAssertTrue(scroller.bounces)
        XCTAssertTrue(scroller.alwaysBounceHorizontal)
        XCTAssertFalse(scroller.alwaysBounceVertical)
    }
}
