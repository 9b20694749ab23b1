import XCTest
@_spi(Platform) import UIKit
import UIKitTesting

/// UIKit: the frames Auto Layout sets lie on the screen's pixel grid — each edge at the nearest
/// pixel (a half pixel goes up) — so views that abut in the solution abut on
/// screen. Headless tests run on a screen of scale 2 unless a test changes it.
@MainActor
final class AutoLayoutPixelRoundingTests: XCTestCase {
    private var original: (bounds: CGRect, scale: CGFloat)!

    override func setUp() async throws {
        UIKitTestEnvironment.reset()
        original = (UIScreen.main.bounds, UIScreen.main.scale)
    }

    override func tearDown() async throws {
        UIScreen.main.updateDisplay(bounds: original.bounds, scale: original.scale)
    }

    /// Three equal widths across 100 points (33.33… each), abutting.
    private func thirds() -> (UIView, [UIView]) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let views = (0..<3).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        NSLayoutConstraint.activate([
            views[0].leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            views[1].leadingAnchor.constraint(equalTo: views[0].trailingAnchor),
            views[2].leadingAnchor.constraint(equalTo: views[1].trailingAnchor),
            views[2].trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            views[1].widthAnchor.constraint(equalTo: views[0].widthAnchor),
            views[2].widthAnchor.constraint(equalTo: views[0].widthAnchor),
        ] + views.flatMap { [$0.topAnchor.constraint(equalTo: parent.topAnchor), $0.bottomAnchor.constraint(equalTo: parent.bottomAnchor)] })
        parent.layoutIfNeeded()
        return (parent, views)
    }

    func testThirdsAtScaleTwoLieOnHalfPointsAndAbut() async {
        XCTAssertEqual(UIScreen.main.scale, 2)
        let (_, views) = thirds()
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 33.5, height: 50),
            CGRect(x: 33.5, y: 0, width: 33, height: 50),
            CGRect(x: 66.5, y: 0, width: 33.5, height: 50),
        ])
    }

    func testThirdsAtScaleOneLieOnWholePoints() async {
        UIScreen.main.updateDisplay(bounds: original.bounds, scale: 1)
        let (_, views) = thirds()
        XCTAssertEqual(views.map(\.frame), [
            CGRect(x: 0, y: 0, width: 33, height: 50),
            CGRect(x: 33, y: 0, width: 34, height: 50),
            CGRect(x: 67, y: 0, width: 33, height: 50),
        ])
    }

    func testThirdsAtScaleThreeKeepTheirThirds() async {
        UIScreen.main.updateDisplay(bounds: original.bounds, scale: 3)
        let (_, views) = thirds()
        for (index, view) in views.enumerated() {
            XCTAssertEqual(view.frame.minX, CGFloat(100 * index) / 3, accuracy: 1e-9)
            XCTAssertEqual(view.frame.width, CGFloat(100) / 3, accuracy: 1e-9)
        }
    }

    func testAQuarterPointRoundsToTheNearestHalfAndTheSizeStays() async {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 768, height: 1000))
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        let top = view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 950.25)
        NSLayoutConstraint.activate([
            top,
            view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            view.widthAnchor.constraint(equalToConstant: 768),
            view.heightAnchor.constraint(equalToConstant: 8),
        ])
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 950.5, width: 768, height: 8), "half a pixel goes up")
        top.constant = 950.2
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 950, width: 768, height: 8))
        top.constant = -0.25
        parent.layoutIfNeeded()
        XCTAssertEqual(view.frame, CGRect(x: 0, y: 0, width: 768, height: 8), "up, above the origin too: the size stays")
    }
}
